import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeLg, color: vars.color.brand });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontWeight: 600 });

export const control = style({
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  background: vars.color.surface,
  color: vars.color.text,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinnerBox = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });

export const spinner = style({
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: '50%',
  border: `4px solid ${vars.color.brandTint}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
});

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: 600,
});

export const bannerText = style({ margin: 0 });

export const notice = style({ textAlign: 'center', padding: vars.space.lg, color: vars.color.textMuted });

export const noticeTitle = style({ margin: 0, fontSize: vars.font.sizeLg, color: vars.color.text });

export const noticeText = style({ margin: `${vars.space.sm} 0 ${vars.space.md}` });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.lg,
  alignItems: 'center',
});

export const chart = style({ width: '100%', height: 'auto', gridColumn: '1 / -1' });

export const bar = style({
  fill: vars.color.brand,
  selectors: { '&:hover': { fill: vars.color.brandSoft } },
});

export const axisText = style({ fill: vars.color.textMuted, fontSize: '12px' });

export const axisLine = style({ stroke: vars.color.border });

export const gauge = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', margin: 0 });

export const gaugeSvg = style({ width: '8rem', height: '8rem' });

export const gaugeTrack = style({ fill: 'none', stroke: vars.color.brandTint, strokeWidth: 12 });

export const gaugeArc = styleVariants({
  growth: { fill: 'none', stroke: vars.color.indigo, strokeWidth: 12, strokeLinecap: 'round' },
  decline: { fill: 'none', stroke: vars.color.danger, strokeWidth: 12, strokeLinecap: 'round' },
});

export const gaugeValue = styleVariants({
  growth: {
    margin: `-5.25rem 0 3.5rem`,
    fontSize: vars.font.sizeLg,
    fontWeight: 700,
    color: vars.color.indigo,
  },
  decline: {
    margin: `-5.25rem 0 3.5rem`,
    fontSize: vars.font.sizeLg,
    fontWeight: 700,
    color: vars.color.danger,
  },
});

export const gaugeLabel = styleVariants({
  growth: { fontWeight: 600, color: vars.color.indigo },
  decline: { fontWeight: 600, color: vars.color.danger },
});

export const cards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const cardLabel = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });

export const cardValue = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: 700,
  color: vars.color.brand,
});

export const recordForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
});

export const legend = style({ fontWeight: 700, color: vars.color.brand, paddingInline: vars.space.xs });

export const formMessages = style({ flexBasis: '100%' });

export const formError = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const formSaved = style({ margin: 0, color: vars.color.success, fontWeight: 600 });
