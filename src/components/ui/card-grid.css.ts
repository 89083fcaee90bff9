import { style, styleVariants } from '@vanilla-extract/css';
import { sprinkles } from '@/styles/sprinkles.css';

const list = style({ listStyle: 'none', margin: 0, padding: 0 });

const columns = (wide: 3 | 4 | 6) => [
  list,
  sprinkles({ display: 'grid', gap: 'lg', columns: { mobile: 1, tablet: 2, wide } }),
];

/**
 * A list laid out as a grid of cards: one column on phones, two on tablets, and 3, 4 or 6 on wide
 * screens (`cardGrid.three`…). Compose it to add to it: `style([cardGrid.three, { … }])`.
 */
export const cardGrid = styleVariants({ three: columns(3), four: columns(4), six: columns(6) });
