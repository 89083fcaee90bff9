import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '@/styles/tokens.css';

/** The one button look; applies to <button> and to links that act as buttons. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: '44px',
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.pill,
    border: '2px solid transparent',
    fontWeight: 600,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background-color 150ms, color 150ms, border-color 150ms',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.brand,
        color: vars.color.textOnBrand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } },
      },
      accent: {
        background: vars.color.accent,
        color: vars.color.brandStrong,
        selectors: { '&:hover:not(:disabled)': { background: '#e0911a' } },
      },
      outline: {
        background: 'transparent',
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandTint } },
      },
      inverse: {
        background: vars.color.surface,
        color: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandTint } },
      },
      ghost: {
        background: 'transparent',
        color: 'inherit',
        selectors: { '&:hover:not(:disabled)': { background: 'rgba(255,255,255,0.12)' } },
      },
    },
    size: {
      md: {},
      sm: { minHeight: '36px', paddingInline: vars.space.md, fontSize: vars.font.sizeSm },
    },
  },
  defaultVariants: { tone: 'primary', size: 'md' },
});

export type ButtonVariants = RecipeVariants<typeof button>;
