import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './tokens.css';

/** Layout props for composing pages; breakpoints from 360 px phones to 1440 px desktops. */
const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': 'screen and (min-width: 640px)' },
    desktop: { '@media': 'screen and (min-width: 1024px)' },
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
    },
    paddingBlock: vars.space,
    paddingInline: vars.space,
    textAlign: ['left', 'center'],
  },
  shorthands: { columns: ['gridTemplateColumns'] },
});

export const sprinkles = createSprinkles(responsive);
export type Sprinkles = Parameters<typeof sprinkles>[0];
