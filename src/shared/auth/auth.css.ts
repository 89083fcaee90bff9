import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

/** The sign-in screens: one centred card with a form. */
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

export const form = style({ display: 'grid', gap: vars.space.md });

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  // Side-by-side fields line up at the top when one of them shows an error below it.
  alignItems: 'start',
});

export const field = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

export const label = style({ fontWeight: 600, color: vars.color.text });

export const input = style({
  minHeight: '44px',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { background: vars.color.surfaceAlt, cursor: 'not-allowed' },
  },
});

export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const checkbox = style({ width: '1.25rem', height: '1.25rem', accentColor: vars.color.brand });

export const fieldError = style({ color: vars.color.danger, fontSize: vars.font.sizeSm, margin: 0 });

const banner = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  margin: 0,
  fontWeight: 500,
});

export const errorBanner = style([banner, { background: vars.color.dangerSoft, color: vars.color.danger }]);
export const successBanner = style([
  banner,
  { background: vars.color.successSoft, color: vars.color.success },
]);
export const infoBanner = style([banner, { background: vars.color.brandTint, color: vars.color.brand }]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const fullWidth = style({ width: '100%' });

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
