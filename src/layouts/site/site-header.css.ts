import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/tokens.css';

const { desktop } = media;

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  boxShadow: vars.shadow.card,
});

/** The bar's height, which is the sticky header's on a phone. */
const mobileBarHeight = '64px';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: mobileBarHeight,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textOnBrand,
  fontWeight: 700,
  fontSize: vars.font.sizeLg,
  textDecoration: 'none',
});

export const desktopNav = style({
  display: 'none',
  '@media': { [desktop]: { display: 'flex', alignItems: 'center', gap: vars.space.lg } },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.textOnBrand,
  background: 'transparent',
  border: 0,
  cursor: 'pointer',
  textDecoration: 'none',
  fontWeight: 500,
  selectors: {
    '&:hover': { background: vars.color.onBrandHover },
    '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: '6px' },
  },
});

export const dropdown = style({ position: 'relative' });

export const caret = style({
  transition: 'transform 150ms',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const dropdownPanel = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  minWidth: '12rem',
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

export const dropdownLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.brandTint } },
});

/** The mobile menu's landmark takes no room on desktops, so the bar ends where the content does. */
export const mobileNav = style({
  '@media': { [desktop]: { display: 'none' } },
});

export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const accountWho = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  color: vars.color.textOnBrand,
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.brandStrong,
  fontWeight: 700,
});

export const mobilePanel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
  background: vars.color.brand,
  boxShadow: vars.shadow.raised,
  display: 'grid',
  gap: vars.space.xs,
  // The header is sticky, so a menu taller than the screen would not scroll into view with the page: the
  // menu scrolls itself, within the screen under the header (100%: the header's height).
  maxHeight: ['calc(100vh - 100%)', 'calc(100dvh - 100%)'],
  overflowY: 'auto',
  selectors: {
    // Before the scripts run the panel is a popover, in the top layer: fixed under the bar (the sticky
    // header's height on a phone), over the browser's own popover box.
    '&[popover]': {
      position: 'fixed',
      inset: `${mobileBarHeight} 0 auto 0`,
      width: 'auto',
      height: 'auto',
      border: 0,
      color: 'inherit',
      maxHeight: [`calc(100vh - ${mobileBarHeight})`, `calc(100dvh - ${mobileBarHeight})`],
    },
    // The display above would otherwise show a closed popover.
    '&[popover]:not(:popover-open)': { display: 'none' },
  },
});
