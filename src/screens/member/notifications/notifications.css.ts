import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '48rem' });

export const titleBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  fontSize: vars.font.sizeXl,
  color: vars.color.brand,
  margin: 0,
  selectors: { '&:focus': { outline: 'none' } },
});
