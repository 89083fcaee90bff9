import { style } from '@vanilla-extract/css';
import { cardGrid } from '@/components/ui/card-grid.css';
import { media } from '@/styles/media';
import { vars } from '@/styles/tokens.css';

const { tablet } = media;

export const profile = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { [tablet]: { gridTemplateColumns: '220px 1fr' } },
});

export const photo = style({
  width: '220px',
  height: '220px',
  borderRadius: '50%',
  border: `6px solid ${vars.color.brandTint}`,
  justifySelf: 'center',
});

export const name = style({ fontSize: vars.font.sizeHero, color: vars.color.brand });

export const role = style({
  margin: `${vars.space.xs} 0 ${vars.space.md}`,
  fontSize: vars.font.sizeLg,
  fontWeight: 600,
  color: vars.color.textMuted,
});

export const bio = style({ margin: `0 0 ${vars.space.lg}`, maxWidth: '60ch' });

export const heading = style({
  fontSize: vars.font.sizeXl,
  color: vars.color.brand,
  marginBottom: vars.space.lg,
});

export const education = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  '@media': { [tablet]: { gridTemplateColumns: '240px 1fr' } },
});

export const educationImage = style({ width: '100%', height: 'auto', borderRadius: vars.radius.md });

export const degree = style({ fontSize: vars.font.sizeLg, color: vars.color.brand });

export const institution = style({ margin: `${vars.space.xs} 0`, fontWeight: 600 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const contacts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const skills = cardGrid.three;

export const skillCard = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});

export const skillName = style({
  fontSize: vars.font.sizeLg,
  color: vars.color.brand,
  marginBottom: vars.space.md,
});

export const technologies = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const technology = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
});

export const technologyName = style({ fontWeight: 600 });

export const emoji = style({ marginInlineEnd: vars.space.xs });

export const percent = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });

/** A native <progress> bar (width from its value, no inline styles), in the brand colours. */
export const bar = style({
  gridColumn: '1 / -1',
  width: '100%',
  height: '10px',
  appearance: 'none',
  border: 'none',
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: vars.color.brandTint,
  color: vars.color.brand,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.brandTint, borderRadius: vars.radius.pill },
    '&::-webkit-progress-value': { background: vars.color.brand, borderRadius: vars.radius.pill },
    '&::-moz-progress-bar': { background: vars.color.brand, borderRadius: vars.radius.pill },
  },
});

export const actions = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.xl });

export const centred = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: 600,
  fontSize: vars.font.sizeLg,
});

export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeLg });
