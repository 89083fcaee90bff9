import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeSm,
});

/** Inherits the colour of the bar it sits on; the current language is underlined, not only coloured. */
export const link = style({
  display: 'inline-block',
  minHeight: '24px',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&[aria-current="true"]': { textDecoration: 'underline', textUnderlineOffset: '3px', fontWeight: 700 },
    '&:hover': { textDecoration: 'underline' },
  },
});
