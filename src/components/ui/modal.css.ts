import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  background: vars.color.overlay,
});

export const dialog = style({
  width: '100%',
  maxWidth: '32rem',
  maxHeight: '90vh',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  selectors: { '&:focus': { outline: 'none' } },
});

export const title = style({ fontSize: vars.font.sizeLg, color: vars.color.brand, margin: 0 });

/** The row of buttons at the foot of a dialog (Cancel / confirm). */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
