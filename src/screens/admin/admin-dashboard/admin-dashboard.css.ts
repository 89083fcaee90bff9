import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
});

export const heading = style({ fontSize: vars.font.sizeXl, color: vars.color.brand, margin: 0 });

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});

export const panelTitle = style({ fontSize: vars.font.sizeLg, color: vars.color.brand, margin: 0 });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tile = style([
  panel,
  { display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xs, padding: vars.space.md },
]);

export const tileLabel = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });

export const tileValue = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  color: vars.color.brand,
  fontWeight: 700,
});

export const status = style({ margin: 0, color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const messageRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const widgets = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  gap: vars.space.lg,
});

export const widgetHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const widgetList = style({
  listStyle: 'none',
  margin: `${vars.space.md} 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const widgetItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const widgetLink = style({ color: vars.color.brand, fontWeight: 600, overflowWrap: 'anywhere' });

export const widgetMeta = style({ width: '100%', color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const addRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'end',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

export const taskItem = style([widgetItem, { justifyContent: 'space-between', flexWrap: 'nowrap' }]);

export const taskLabel = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const taskDone = style({ textDecoration: 'line-through', color: vars.color.textMuted });
