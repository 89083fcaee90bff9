import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
});

export const tab = style({
  minHeight: '44px',
  paddingInline: vars.space.md,
  border: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: '-2px',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
  },
});

export const panel = style({ paddingBlock: vars.space.md });
