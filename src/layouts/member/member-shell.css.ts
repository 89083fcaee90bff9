import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/tokens.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const search = style({
  position: 'relative',
  flex: '1 1 16rem',
  maxWidth: '32rem',
});

export const searchInput = style({
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: vars.font.sizeMd,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const results = style({
  position: 'absolute',
  insetInline: 0,
  top: 'calc(100% + 4px)',
  zIndex: 30,
  maxHeight: '22rem',
  overflowY: 'auto',
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

export const groupLabel = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: 700,
  textTransform: 'uppercase',
});

export const option = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '44px',
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-selected="true"]': { background: vars.color.brandTint },
  },
});

export const optionDetail = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const searchNote = style({
  position: 'absolute',
  insetInline: 0,
  top: 'calc(100% + 4px)',
  zIndex: 30,
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  color: vars.color.textMuted,
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  '@media': { [media.desktop]: { color: vars.color.brand } },
});

export const who = style({
  margin: 0,
  marginInlineEnd: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  display: 'none',
  '@media': { [media.tablet]: { display: 'block' } },
});
