import { globalStyle } from '@vanilla-extract/css';
import { vars } from './tokens.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', { scrollBehavior: 'smooth', WebkitTextSizeAdjust: '100%' });

globalStyle('body', {
  margin: 0,
  minWidth: '320px',
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  lineHeight: 1.6,
  color: vars.color.text,
  background: vars.color.surface,
});

globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.heading, lineHeight: 1.2, margin: 0 });

globalStyle('img, svg', { maxWidth: '100%', display: 'block' });

globalStyle('a', { color: vars.color.brand });

globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });

globalStyle('button, input, select, textarea', { font: 'inherit' });

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms',
      transitionDuration: '0.01ms',
      scrollBehavior: 'auto',
    },
  },
});

// The hidden attribute must win over a component's display rule (a closed menu stays closed).
globalStyle('[hidden]', { display: 'none !important' });
