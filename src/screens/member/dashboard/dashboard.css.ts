import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/tokens.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '72rem' });

export const title = style({
  fontSize: vars.font.sizeXl,
  color: vars.color.brand,
  margin: 0,
  selectors: { '&:focus': { outline: 'none' } },
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const block = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const blockBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const blockTitle = style({ fontSize: vars.font.sizeLg, color: vars.color.brand, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const message = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const author = style({ fontWeight: 700, color: vars.color.text });

export const messageText = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
