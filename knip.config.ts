import type { KnipConfig } from 'knip';

/**
 * `npm run knip`: files nothing imports, exports nobody imports, and dependencies nothing uses or that are
 * used without being listed; CI fails on any. Knip follows the imports from the entries. Its plugins add
 * the ones their configs name: the Vite plugin index.html's `src/main.tsx`, the npm scripts `bin/serve.ts`
 * and the scripts they run, the Vitest plugin vite.config.ts's test projects (their test files, setup
 * files, environment and global setup), and the Biome, Lingui and Drizzle configs. The rest are here.
 */
const config: KnipConfig = {
  entry: [
    // Every file route: the router plugin generates src/routeTree.gen.ts from this folder.
    'src/routes/**/*.tsx',
    // The prerender's server-side build of the public pages (scripts/prerender.ts builds it by name).
    'src/app/prerender-page.tsx',
    // The service worker, which vite-plugin-pwa builds to /sw.js from this file.
    'src/sw/service-worker.ts',
    // The Lighthouse bench's floor app: Vite builds it from its own index.html, which names this entry.
    'scripts/bench/floor/main.tsx',
    // The chatbot alone (bin/serve.ts composes it with the API server).
    'chatbot/main.ts',
    // The scripts, the npm scripts' and those run by hand (benches, backups, icons).
    'scripts/*.ts',
    // Every test file, and the scripts the tests run as processes of their own.
    'tests/**/*.{test,e2e}.{ts,tsx}',
    'tests/support/hold-data-dir.ts',
  ],
  project: ['**/*.{ts,tsx}'],
  // An export its own module uses is not dead code: only one that nothing uses is reported.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Loaded with createRequire in scripts/bench/support.ts (it ships no types), which knip does not follow.
    'autocannon',
  ],
};

export default config;
