import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/tokens.css';

/** The brand-gradient banner that opens a page (home, projects, hire us). */
export const hero = style({
  background: vars.gradient.hero,
  color: vars.color.textOnBrand,
  paddingBlock: vars.space.section,
});

/** Text beside an illustration on wide screens, stacked on narrow ones. */
export const heroGrid = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { [media.wide]: { gridTemplateColumns: '1.1fr 1fr' } },
});

export const heroTitle = style({ fontSize: vars.font.sizeHero, marginBottom: vars.space.md });

export const heroText = style({
  fontSize: vars.font.sizeLg,
  color: vars.color.textOnBrandMuted,
  margin: `0 0 ${vars.space.lg}`,
});

export const heroImage = style({ width: '100%', height: 'auto' });
