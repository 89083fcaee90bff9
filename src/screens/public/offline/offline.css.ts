import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

export const page = style({ maxWidth: '46rem' });

export const title = style({
  fontSize: vars.font.sizeHero,
  color: vars.color.brand,
  marginBottom: vars.space.md,
});

export const lead = style({ fontSize: vars.font.sizeLg, marginBottom: vars.space.lg });

export const from = style({ fontWeight: 700, overflowWrap: 'anywhere' });

export const heading = style({
  fontSize: vars.font.sizeXl,
  color: vars.color.brand,
  margin: `${vars.space.xl} 0 ${vars.space.md}`,
});

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const savedLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.brand,
  textDecoration: 'none',
  ':hover': { background: vars.color.brandTint },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const savedTitle = style({ display: 'block', fontWeight: 600 });

export const savedPath = style({
  display: 'block',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const status = style({ color: vars.color.textMuted });

export const actions = style({ marginTop: vars.space.xl });
