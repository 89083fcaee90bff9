import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/tokens.css';

const { tablet: medium, wide } = media;

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
});

export const categories = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const categoryButton = style({
  minHeight: '44px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brand,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.textOnBrand },
    '&:hover:not([aria-pressed="true"])': { background: vars.color.brandTint },
  },
});

export const search = style({ display: 'grid', gap: vars.space.xs, width: '100%', maxWidth: '20rem' });

export const searchLabel = style({ fontWeight: 600, fontSize: vars.font.sizeSm });

export const searchInput = style({
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.pill,
  font: 'inherit',
});

export const group = style({ marginBottom: vars.space.xxl });

export const groupTitle = style({
  fontSize: vars.font.sizeXl,
  color: vars.color.brand,
  marginBottom: vars.space.md,
});

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** A note to read, not a link: no raised card, a rule at its start instead. */
export const item = style({
  background: vars.color.surface,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
});

export const itemImage = style({ width: '72px', height: '72px', borderRadius: vars.radius.md });

export const itemTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.sizeLg,
  color: vars.color.brand,
});

export const itemText = style({ margin: 0, color: vars.color.textMuted });

export const empty = style({ color: vars.color.textMuted, margin: 0 });
