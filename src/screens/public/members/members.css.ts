import { style } from '@vanilla-extract/css';
import { cardGrid } from '@/components/ui/card-grid.css';
import { vars } from '@/styles/tokens.css';

/** The navy banner at the top of the members pages. */
export const banner = style({
  background: vars.gradient.hero,
  color: vars.color.textOnBrand,
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
});

export const bannerTitle = style({ fontSize: vars.font.sizeHero, marginBottom: vars.space.sm });

export const bannerText = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  color: vars.color.textOnBrandMuted,
});

/** One column on phones, two on tablets, three on wide screens. */
export const grid = cardGrid.three;

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  transition: 'box-shadow 150ms, transform 150ms',
  selectors: {
    '&:hover, &:focus-within': { boxShadow: vars.shadow.raised, transform: 'translateY(-2px)' },
  },
});

export const photo = style({ width: '120px', height: '120px', borderRadius: '50%' });

export const name = style({ fontSize: vars.font.sizeLg, color: vars.color.brand });

/** The name's link covers the whole card, so the card is one link with the member's name as its text. */
export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const role = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });

export const bio = style({
  margin: 0,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
