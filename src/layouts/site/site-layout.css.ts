import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({ flex: 1, display: 'flex', flexDirection: 'column' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  zIndex: 50,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.accent,
  color: vars.color.brandStrong,
  borderRadius: vars.radius.md,
  fontWeight: 700,
  selectors: { '&:focus': { top: vars.space.sm } },
});
