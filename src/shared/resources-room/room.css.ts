import { style } from '@vanilla-extract/css';
import { cardGrid } from '@/components/ui/card-grid.css';
import { media } from '@/styles/media';
import { vars } from '@/styles/tokens.css';

/** The room's own navigation bar under the site header. */
export const nav = style({ background: vars.color.brand, color: vars.color.textOnBrand });

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
});

export const navLink = style({
  color: vars.color.textOnBrand,
  fontWeight: 600,
  letterSpacing: '0.04em',
  textDecoration: 'none',
  paddingBlock: vars.space.xs,
  borderBottom: '2px solid transparent',
  selectors: {
    '&:hover': { borderBottomColor: vars.color.textOnBrandMuted },
    '&[aria-current="page"]': { borderBottomColor: vars.color.accent },
  },
});

export const hero = style({
  background: vars.gradient.hero,
  color: vars.color.textOnBrand,
  paddingBlock: vars.space.xxl,
});

export const heroTitle = style({ fontSize: vars.font.sizeHero, marginBottom: vars.space.sm });

export const heroText = style({ margin: 0, maxWidth: '40rem', color: vars.color.textOnBrandMuted });

export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: vars.space.lg,
});

export const heading = style({
  fontSize: vars.font.sizeXl,
  color: vars.color.brand,
  marginBottom: vars.space.lg,
});

export const stripTitle = style({
  fontSize: vars.font.sizeMd,
  letterSpacing: '0.08em',
  color: vars.color.textMuted,
  textAlign: 'center',
  marginBottom: vars.space.md,
});

export const logoStrip = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.lg,
});

/** The most liked list: two columns from tablets up. */
export const twoColumns = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const grid = cardGrid.three;

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
  scrollMarginTop: vars.space.xxl,
});

export const icon = style({ width: '56px', height: '56px', borderRadius: vars.radius.md, flexShrink: 0 });

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const cardTitle = style({
  fontSize: vars.font.sizeMd,
  color: vars.color.brand,
  fontWeight: 700,
  overflowWrap: 'anywhere',
});

export const subcategory = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const counts = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  fontSize: vars.font.sizeSm,
});

export const heart = style({
  background: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.danger, borderColor: vars.color.danger },
  },
});

export const likeError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.sizeSm });

export const groups = style([cardGrid.three]);

export const group = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
});

export const groupTitle = style({
  fontSize: vars.font.sizeLg,
  color: vars.color.brand,
  marginBottom: vars.space.md,
});

export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const chip = style({
  display: 'inline-block',
  borderRadius: vars.radius.pill,
  background: vars.color.brandTint,
  color: vars.color.brand,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  textDecoration: 'none',
  fontSize: vars.font.sizeSm,
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});
