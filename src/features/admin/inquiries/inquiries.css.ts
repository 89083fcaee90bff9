import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '56rem' });

export const title = style({
  fontSize: vars.font.sizeXl,
  color: vars.color.brand,
  margin: 0,
  selectors: { '&:focus': { outline: 'none' } },
});

export const from = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const message = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const detail = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const term = style({ fontWeight: 700, color: vars.color.textMuted });

export const definition = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const replies = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const reply = style({
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  display: 'grid',
  gap: vars.space.xs,
});

export const subheading = style({ fontSize: vars.font.sizeLg, color: vars.color.brand, margin: 0 });
