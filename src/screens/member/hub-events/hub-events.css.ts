import { style } from '@vanilla-extract/css';
import { cardGrid } from '@/components/ui/card-grid.css';
import { vars } from '@/styles/tokens.css';

export const grid = style([cardGrid.three, { marginTop: vars.space.md }]);

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const image = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeLg, color: vars.color.brand });

export const times = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  margin: 0,
});

export const term = style({ fontWeight: 700, color: vars.color.textMuted });

export const value = style({ margin: 0 });

export const text = style({ margin: 0, color: vars.color.text });
