import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

export const question = style({ margin: 0 });

export const error = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});
