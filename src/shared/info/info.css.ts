import { style } from '@vanilla-extract/css';
import { cardGrid } from '@/components/ui/card-grid.css';
import { media } from '@/styles/media';
import { vars } from '@/styles/tokens.css';

const { wide } = media;

export const logoStrip = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: `${vars.space.lg} ${vars.space.xl}`,
});

export const logo = style({ width: '160px', height: '48px' });

export const stripTitle = style({
  textAlign: 'center',
  fontSize: vars.font.sizeMd,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  marginBottom: vars.space.lg,
});

export const fourGrid = cardGrid.four;

export const threeGrid = cardGrid.three;

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const mediaCard = style([card, { padding: 0, overflow: 'hidden' }]);

export const cardBody = style({
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const cardImage = style({ width: '100%', height: 'auto', display: 'block' });

export const cardIcon = style({ width: '56px', height: '56px' });

export const cardTitle = style({ fontSize: vars.font.sizeLg, color: vars.color.brand, margin: 0 });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const meta = style({
  color: vars.color.accentStrong,
  fontWeight: 600,
  fontSize: vars.font.sizeSm,
  margin: 0,
});

export const pageHero = style({
  background: vars.gradient.hero,
  color: vars.color.textOnBrand,
  paddingBlock: vars.space.section,
  textAlign: 'center',
});

export const pageTitle = style({ fontSize: vars.font.sizeHero, marginBottom: vars.space.md });

/** Centred under the title: the inline margins centre the narrower paragraph. */
export const pageIntro = style({
  maxWidth: '44rem',
  margin: '0 auto',
  fontSize: vars.font.sizeLg,
  color: vars.color.textOnBrandMuted,
});

export const pillars = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const pillar = style([card, { borderTop: `6px solid ${vars.color.accent}` }]);

export const pillarTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  letterSpacing: '0.1em',
  color: vars.color.brand,
});

export const bullets = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.textMuted });

export const faqList = style({
  listStyle: 'none',
  margin: '0 auto',
  padding: 0,
  maxWidth: '48rem',
  display: 'grid',
  gap: vars.space.sm,
});

export const faqItem = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const faqHeading = style({ margin: 0, fontSize: vars.font.sizeMd });

export const faqButton = style({
  width: '100%',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '44px',
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  fontWeight: 700,
  color: vars.color.brand,
  textAlign: 'start',
  cursor: 'pointer',
});

export const faqIcon = style({
  flexShrink: 0,
  transition: 'transform 150ms',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(45deg)' } },
});

export const faqPanel = style({
  padding: `0 ${vars.space.lg} ${vars.space.md}`,
  color: vars.color.textMuted,
});

export const stillQuestions = style({
  maxWidth: '48rem',
  marginInline: 'auto',
  marginTop: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  textAlign: 'center',
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
});

export const stillTitle = style({ margin: 0, fontSize: vars.font.sizeXl });

export const stillText = style({ margin: 0, color: vars.color.textOnBrandMuted });
