import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

/** Bottom of the viewport, over nothing the visitor needs: no layout shift when a notice appears late. */
export const stack = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 40,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  pointerEvents: 'none',
});

export const notice = style({
  pointerEvents: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  maxWidth: '40rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandTint,
  color: vars.color.brand,
  fontSize: vars.font.sizeSm,
  boxShadow: '0 2px 8px rgb(0 0 0 / 0.15)',
});

export const offline = style([notice, { background: vars.color.warningSoft, color: vars.color.warning }]);

export const action = style({
  minHeight: '24px',
  padding: `0 ${vars.space.sm}`,
  border: '1px solid currentColor',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  selectors: { '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.7 } },
});
