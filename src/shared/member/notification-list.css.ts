import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

/** A notification list (the /notifications page and the dashboard's block): one card per notification. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

const itemBase = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const item = styleVariants({
  read: [itemBase],
  unread: [itemBase, { borderInlineStart: `4px solid ${vars.color.accent}` }],
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  borderRadius: '50%',
  background: vars.color.brandTint,
  color: vars.color.brand,
});

export const body = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const text = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
