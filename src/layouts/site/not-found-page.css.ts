import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

export const box = style({
  textAlign: 'center',
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
});

export const code = style({ fontSize: '4rem', fontWeight: 800, color: vars.color.brand, margin: 0 });
