import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

export const toast = style({
  position: 'fixed',
  insetInlineEnd: vars.space.md,
  insetBlockEnd: vars.space.md,
  zIndex: 60,
  maxWidth: '24rem',
  boxShadow: vars.shadow.raised,
});
