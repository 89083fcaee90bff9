import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/tokens.css';

const { wide } = media;

export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const heroLink = style({ color: vars.color.textOnBrand, fontWeight: 600 });

export const stats = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const stat = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  textAlign: 'center',
});

export const statValue = style({
  display: 'block',
  fontSize: vars.font.sizeXl,
  fontWeight: 800,
  color: vars.color.brand,
});

export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const cardTitle = style({ fontSize: vars.font.sizeLg, color: vars.color.brand });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const split = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { [wide]: { gridTemplateColumns: '1fr 1fr' } },
});

export const alignStart = style({ textAlign: 'left' });

export const blockquote = style({ margin: 0 });

export const videoFrame = style({
  margin: 0,
  position: 'relative',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.raised,
});

// The still fills its frame at every width (no band of background beside it).
globalStyle(`${videoFrame} img`, { width: '100%', height: 'auto' });

export const captain = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  '@media': { [wide]: { gridTemplateColumns: '160px 1fr' } },
});

export const captainPhoto = style({ borderRadius: '50%', width: '160px', height: '160px' });

export const quote = style({
  fontSize: vars.font.sizeLg,
  margin: `0 0 ${vars.space.sm}`,
  fontStyle: 'italic',
});

export const memberPhoto = style({ width: '96px', height: '96px', borderRadius: '50%' });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chip = style({
  background: vars.color.brandTint,
  color: vars.color.brand,
  borderRadius: vars.radius.pill,
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.font.sizeSm,
});

export const centre = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.xl });

export const cardFooter = style({ marginTop: 'auto', paddingTop: vars.space.sm });
