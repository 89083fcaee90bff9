import { style } from '@vanilla-extract/css';
import * as heroStyles from '@/components/ui/hero.css';
import { media } from '@/styles/media';
import { vars } from '@/styles/tokens.css';

const { wide } = media;

export const heroTitle = style([heroStyles.heroTitle, { textAlign: 'center' }]);

export const heroText = style({
  maxWidth: '44rem',
  margin: `0 auto ${vars.space.xl}`,
  textAlign: 'center',
  fontSize: vars.font.sizeLg,
  color: vars.color.textOnBrandMuted,
});

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  counterReset: 'step',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const step = style({
  background: vars.color.onBrandPanel,
  border: `1px solid ${vars.color.onBrandLine}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.sm,
});

export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.brandStrong,
  fontWeight: 800,
});

export const stepTitle = style({ margin: 0, fontSize: vars.font.sizeLg });

export const stepText = style({ margin: 0, color: vars.color.textOnBrandMuted });

export const contactGrid = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.accentStrong,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const contactTitle = style({
  fontSize: vars.font.sizeXl,
  color: vars.color.brand,
  margin: `${vars.space.xs} 0 ${vars.space.md}`,
});

export const contactList = style({
  listStyle: 'none',
  margin: `${vars.space.lg} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const contactItem = style({ display: 'grid', gap: vars.space.xs });

export const contactLabel = style({ fontWeight: 700, color: vars.color.brand });

export const contactLink = style({ color: vars.color.brand, fontWeight: 600, overflowWrap: 'anywhere' });
