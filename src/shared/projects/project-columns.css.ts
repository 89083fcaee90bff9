import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

/** A rejected project's reason, under its status badge. */
export const statusReason = style({
  display: 'block',
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});
