import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

export { from, message, page, title } from '@/shared/inquiries/inquiry-page.css';

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
