import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

export const card = style({
  maxWidth: '44rem',
  marginInline: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
});

export const header = style({
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  padding: `${vars.space.md} ${vars.space.lg}`,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeXl });

export const subtitle = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.textOnBrandMuted,
  fontSize: vars.font.sizeSm,
});

export const log = style({
  height: 'min(60vh, 28rem)',
  overflowY: 'auto',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  background: vars.color.surfaceAlt,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' } },
});

export const empty = style({ margin: 'auto', color: vars.color.textMuted, textAlign: 'center' });

const row = style({ display: 'flex', flexDirection: 'column', maxWidth: '85%', gap: vars.space.xs });

export const userRow = style([row, { alignSelf: 'flex-end', alignItems: 'flex-end' }]);

export const botRow = style([row, { alignSelf: 'flex-start', alignItems: 'flex-start' }]);

const bubble = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const userBubble = style([bubble, { background: vars.color.brand, color: vars.color.textOnBrand }]);

export const botBubble = style([
  bubble,
  { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.card },
]);

export const errorBubble = style([
  bubble,
  { background: vars.color.dangerSoft, color: vars.color.danger, border: `1px solid ${vars.color.danger}` },
]);

export const language = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

const blink = keyframes({ '0%, 80%, 100%': { opacity: 0.25 }, '40%': { opacity: 1 } });

export const typing = style([
  bubble,
  { alignSelf: 'flex-start', background: vars.color.surface, boxShadow: vars.shadow.card },
]);

export const dot = style({
  display: 'inline-block',
  width: '8px',
  height: '8px',
  marginInline: '2px',
  borderRadius: vars.radius.pill,
  background: vars.color.textMuted,
  animation: `${blink} 1.2s infinite ease-in-out`,
  selectors: {
    '&:nth-child(3)': { animationDelay: '0.2s' },
    '&:nth-child(4)': { animationDelay: '0.4s' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 } },
});

export const status = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  color: vars.color.danger,
  fontWeight: 600,
  background: vars.color.dangerSoft,
});

export const composer = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.pill,
  font: 'inherit',
});
