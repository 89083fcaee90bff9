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

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  background: vars.color.backdrop,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const dialog = style({
  width: '100%',
  maxWidth: '32rem',
  maxHeight: '90vh',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
});

export const heading = style({ fontSize: vars.font.sizeLg, color: vars.color.brand });

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});
