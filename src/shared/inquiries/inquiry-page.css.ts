import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

/** The inquiry screens' page (the queue, one inquiry): a readable column, its heading, who wrote, what. */
export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '56rem' });

export const title = style({
  fontSize: vars.font.sizeXl,
  color: vars.color.brand,
  margin: 0,
  selectors: { '&:focus': { outline: 'none' } },
});

export const from = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const message = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
