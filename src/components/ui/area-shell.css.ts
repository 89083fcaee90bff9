import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/tokens.css';

const { desktop } = media;

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceAlt,
  '@media': { [desktop]: { flexDirection: 'row' } },
});

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

export const sidebar = style({
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  padding: vars.space.md,
  '@media': {
    [desktop]: {
      width: '16rem',
      flexShrink: 0,
      minHeight: '100vh',
      position: 'sticky',
      top: 0,
      alignSelf: 'flex-start',
    },
  },
});

export const sidebarBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const brand = style({
  color: vars.color.textOnBrand,
  fontWeight: 700,
  fontSize: vars.font.sizeLg,
  textDecoration: 'none',
});

export const menuToggle = style({
  '@media': { [desktop]: { display: 'none' } },
});

export const navPanel = style({
  marginTop: vars.space.md,
  selectors: { '&[data-open="false"]': { display: 'none' } },
  '@media': { [desktop]: { selectors: { '&[data-open="false"]': { display: 'block' } } } },
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '44px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: 0,
  background: 'transparent',
  color: vars.color.textOnBrand,
  fontSize: vars.font.sizeMd,
  textDecoration: 'none',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&[aria-current="page"]': { background: vars.color.brandStrong, fontWeight: 700 },
    '&:disabled': { opacity: 0.7, cursor: 'wait' },
  },
});

/** The column right of the sidebar: the area's header (if any) above the main landmark. */
export const column = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.lg,
  selectors: { '&:focus': { outline: 'none' } },
});
