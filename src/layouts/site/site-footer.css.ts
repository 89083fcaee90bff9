import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/tokens.css';

export const footer = style({
  background: vars.color.brandStrong,
  color: vars.color.textOnBrand,
  paddingBlock: vars.space.xxl,
  marginTop: 'auto',
});

export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: '2fr 1fr 1fr' } },
});

export const heading = style({ fontSize: vars.font.sizeLg, marginBottom: vars.space.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

/** At least 24 px tall (WCAG 2.5.8 target size), also where the lists stack on phones. */
export const link = style({
  display: 'inline-block',
  paddingBlock: vars.space.xs,
  minHeight: '24px',
  color: vars.color.textOnBrand,
  selectors: { '&:hover': { color: vars.color.accent } },
});

export const muted = style({ color: vars.color.textOnBrandMuted, margin: `0 0 ${vars.space.md}` });

export const bottom = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.onBrandLine}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textOnBrandMuted,
});
