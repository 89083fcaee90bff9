/**
 * The two colours that live outside the style sheets too: the web app manifest's `theme_color` and
 * `background_color` (vite.config.ts) and the generated icons (scripts/make-icons.ts) read them here, and
 * the theme (tokens.css.ts) uses the same values, so the installed app's frame matches the site.
 */
export const BRAND_COLORS = {
  /** The brand navy: the header, the installed app's title bar. */
  brand: '#05274C',
  /** The page background: the splash screen behind the icon. */
  surface: '#ffffff',
} as const;
