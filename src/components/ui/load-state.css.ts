import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

export const status = style({ textAlign: 'center', color: vars.color.textMuted, fontSize: vars.font.sizeLg });

export const errorBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
});

export const error = style({
  textAlign: 'center',
  color: vars.color.danger,
  fontWeight: 600,
  fontSize: vars.font.sizeLg,
  margin: 0,
});
