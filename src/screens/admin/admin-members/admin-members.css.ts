import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

export const page = style({ display: 'grid', gap: vars.space.lg });

export const title = style({
  fontSize: vars.font.sizeXl,
  color: vars.color.brand,
  margin: 0,
  selectors: { '&:focus': { outline: 'none' } },
});

export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: 700,
});

export const grant = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const select = style({
  font: 'inherit',
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
