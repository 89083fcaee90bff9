import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

export const fieldset = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const legend = style({ fontWeight: 700, color: vars.color.brand, paddingInline: vars.space.xs });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandTint,
  color: vars.color.brand,
});

export const skills = style({
  display: 'grid',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const skill = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});
