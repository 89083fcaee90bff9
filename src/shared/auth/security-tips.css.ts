import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

export const trigger = style({
  background: 'none',
  border: 'none',
  padding: 0,
  minHeight: '44px',
  color: vars.color.brand,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});
