import { builtinEnvironments, type Environment } from 'vitest/runtime';

/**
 * jsdom with Vite's server-side transform: the wiring tests render views in jsdom and run the real server
 * (`createApp`) in the same process. Vite's client transform rewrites `new URL('…', import.meta.url)`
 * into a page URL, which breaks the server's files (e.g. the common-password list); the SSR transform keeps
 * them as files.
 */
const jsdomSsr: Environment = {
  name: 'jsdom-ssr',
  viteEnvironment: 'ssr',
  setup: (global, options) => builtinEnvironments.jsdom.setup(global, options),
};

export default jsdomSsr;
