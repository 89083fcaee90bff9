import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

export { from, message, page, title } from '@/shared/inquiries/inquiry-page.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: 700,
});

export const cardBody = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const cardHeading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.sizeMd,
  color: vars.color.brand,
  overflowWrap: 'anywhere',
});

export const time = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const form = style({ display: 'grid', gap: vars.space.md });

export const field = style({ display: 'grid', gap: vars.space.xs, fontWeight: 600 });

export const input = style({
  font: 'inherit',
  fontWeight: 400,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

export const textarea = style([input, { minHeight: '8rem', resize: 'vertical' }]);

export const error = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
