/** The site's breakpoints (phones from 360 px up to desktops at 1440 px), for `@media` keys in styles. */
export const media = {
  /** Two columns fit. */
  tablet: 'screen and (min-width: 640px)',
  /** Three or more columns fit. */
  wide: 'screen and (min-width: 960px)',
  /** The full navigation bar fits. */
  desktop: 'screen and (min-width: 1024px)',
} as const;
