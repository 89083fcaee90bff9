import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

/**
 * The one button look, for <button> and for links that act as buttons: a base class plus one class per
 * variant, composed by `button()` in button.ts. (Static classes instead of a runtime recipe: the layout
 * uses buttons, so this code is in the entry chunk every page loads.)
 */
export const base = style({
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
});

export const tone = styleVariants({
  primary: {
    background: vars.color.brand,
    color: vars.color.textOnBrand,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } },
  },
  accent: {
    background: vars.color.accent,
    color: vars.color.brandStrong,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
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
    selectors: { '&:hover:not(:disabled)': { background: vars.color.onBrandHover } },
  },
});

export const size = styleVariants({
  md: {},
  sm: { minHeight: '36px', paddingInline: vars.space.md, fontSize: vars.font.sizeSm },
});
