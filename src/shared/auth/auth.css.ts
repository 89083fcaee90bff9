import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

/** The sign-in screens: one centred card with a form (the form itself is the kit's, form.css). */
export const page = style({
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
  background: vars.color.surfaceAlt,
  minHeight: '70vh',
});

export const card = style({
  width: '100%',
  maxWidth: '36rem',
  marginInline: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: `clamp(${vars.space.md}, 4vw, ${vars.space.xl})`,
  display: 'grid',
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.font.sizeXl, color: vars.color.brand, textAlign: 'center' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});

export const providers = style({ display: 'grid', gap: vars.space.sm });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });

export const centered = style({ textAlign: 'center', margin: 0 });

export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  minHeight: '44px',
  color: vars.color.brand,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

export const googleSlot = style({ display: 'flex', justifyContent: 'center', minHeight: '44px' });
