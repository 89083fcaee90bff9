import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

export const reason = style({
  display: 'block',
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});
