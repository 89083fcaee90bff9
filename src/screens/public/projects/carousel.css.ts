import { globalStyle, style } from '@vanilla-extract/css';
import { CAROUSEL_SIZE_NARROW, CAROUSEL_SIZE_WIDE } from '@/content/projects';
import { media } from '@/styles/media';
import { vars } from '@/styles/tokens.css';
import { owner } from './projects.css';

const { tablet, wide } = media;

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { [wide]: { gridTemplateColumns: '1fr 2.2fr' } },
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignItems: 'flex-start',
});

export const claim = style({ fontSize: vars.font.sizeHero, color: vars.color.brand });

export const claimText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeLg });

export const carousel = style({
  position: 'relative',
  display: 'grid',
  // The arrows' columns are kept when an arrow hides at its end, so the slides never change width.
  gridTemplateColumns: '44px minmax(0, 1fr) 44px',
  alignItems: 'center',
  gap: vars.space.sm,
  borderRadius: vars.radius.lg,
});

/** Carousel sizes: 300 (narrow screens) and 350 (wide screens). */
export const slides = style({
  gridColumn: 2,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridAutoRows: `minmax(${CAROUSEL_SIZE_NARROW}px, auto)`,
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [wide]: { gridAutoRows: `minmax(${CAROUSEL_SIZE_WIDE}px, auto)` },
  },
});

export const slide = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
});

export const slideImage = style({ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' });

export const slideBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  flexGrow: 1,
});

/**
 * Room for the longest description (5 lines where a slide is narrowest), so every slide of the carousel
 * has the same height and the section does not jump between slides.
 */
export const slideText = style({ minHeight: 'calc(5 * 1.6em)' });

// The same for the owner: room for a name or a role on two lines.
globalStyle(`${slideBody} > ${owner}`, { minHeight: '4.75rem' });

export const arrow = style({
  width: '44px',
  height: '44px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: { '&:hover': { background: vars.color.brandTint } },
});

export const previous = style({ gridColumn: 1, gridRow: 1 });

export const next = style({ gridColumn: 3, gridRow: 1 });

export const dots = style({
  gridColumn: '1 / -1',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
});

export const dot = style({
  width: '28px',
  height: '28px',
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: {
    '&::before': {
      content: '""',
      width: '12px',
      height: '12px',
      borderRadius: '50%',
      border: `2px solid ${vars.color.brand}`,
      background: 'transparent',
    },
    '&[aria-current="true"]::before': { background: vars.color.brand },
  },
});
