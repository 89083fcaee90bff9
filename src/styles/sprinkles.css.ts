import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from './media';
import { vars } from './tokens.css';

/**
 * Layout atoms (one class per property, value and breakpoint). Styles compose them at build time,
 * `style([sprinkles({ display: 'grid', columns: { mobile: 1, tablet: 2, wide: 3 } }), {...}])`, so pages
 * pay no runtime for them.
 */
const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    wide: { '@media': media.wide },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    flexWrap: ['wrap', 'nowrap'],
    gap: vars.space,
    gridTemplateColumns: {
      1: 'repeat(1, minmax(0, 1fr))',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
      6: 'repeat(6, minmax(0, 1fr))',
    },
    paddingBlock: vars.space,
    paddingInline: vars.space,
    textAlign: ['left', 'center'],
  },
  shorthands: { columns: ['gridTemplateColumns'] },
});

export const sprinkles = createSprinkles(responsive);
