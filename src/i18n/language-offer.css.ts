import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

export const offer = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  // Under the site header (20): the phone's open menu, which hangs from the header, covers the offer
  // instead of the offer covering the menu's last entries (the languages, Sign In).
  zIndex: 10,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '36rem',
  marginInline: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  boxShadow: vars.shadow.card,
});

export const text = style({ margin: 0, flex: '1 1 14rem' });

const action = style({
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  font: 'inherit',
  fontWeight: 700,
});

export const accept = style([
  action,
  {
    display: 'inline-flex',
    alignItems: 'center',
    background: vars.color.textOnBrand,
    color: vars.color.brand,
    textDecoration: 'none',
  },
]);

export const dismiss = style([
  action,
  {
    background: 'transparent',
    color: 'inherit',
    border: `1px solid ${vars.color.textOnBrand}`,
    cursor: 'pointer',
  },
]);
