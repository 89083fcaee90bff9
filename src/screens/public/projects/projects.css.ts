import { style } from '@vanilla-extract/css';
import { cardGrid } from '@/components/ui/card-grid.css';
import * as heroStyles from '@/components/ui/hero.css';
import { PROJECT_CARD_SIZE } from '@/content/projects';
import { media } from '@/styles/media';
import { vars } from '@/styles/tokens.css';

const { wide } = media;

export const heroImage = style([heroStyles.heroImage, { borderRadius: vars.radius.lg }]);

/** Headings that a button moves the focus to: no outline box around a whole heading on click. */
export const focusTarget = style({ scrollMarginTop: '5rem', outlineOffset: '4px' });

/** Project cards are at least PROJECT_CARD_SIZE wide where there is room (280 px). */
export const pair = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.xl}`,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${PROJECT_CARD_SIZE}px), 1fr))`,
});

/**
 * A project card is not a link (only the featured card and the carousel's slides have 'View more'), so it
 * is drawn flat, with no raised shadow that would make it look clickable.
 */
export const card = style({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const cardImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  background: vars.color.brandTint,
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  flexGrow: 1,
});

export const cardTitle = style({ fontSize: vars.font.sizeLg, color: vars.color.brand });

export const cardText = style({ margin: 0, color: vars.color.textMuted });

export const owner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
});

export const ownerAvatar = style({ width: '40px', height: '40px', borderRadius: '50%', flexShrink: 0 });

export const ownerName = style({ margin: 0, fontWeight: 700, lineHeight: 1.3 });

export const ownerRole = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const featured = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  background: vars.color.brandTint,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  '@media': { [wide]: { gridTemplateColumns: '1.2fr 1fr', padding: vars.space.xl } },
});

export const featuredImage = style({ width: '100%', height: 'auto', borderRadius: vars.radius.md });

export const featuredLabel = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.accentStrong,
});

export const featuredBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignItems: 'flex-start',
});

/**
 * 'All Projects': one list on a 6-column grid on wide screens, rows of 2 (each card spans 3) and of 3
 * (each spans 2); the first card of a row starts at column 1, so a short last row keeps its slot width.
 */
export const allGrid = cardGrid.six;

export const inRowOfTwo = style({ '@media': { [wide]: { gridColumnEnd: 'span 3' } } });

export const inRowOfThree = style({ '@media': { [wide]: { gridColumnEnd: 'span 2' } } });

export const rowStart = style({ '@media': { [wide]: { gridColumnStart: 1 } } });

/** Why an administrator rejected a project, under its status. */
