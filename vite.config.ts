/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const folder = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));
/** The same aliases as tsconfig.json's `paths` (tsx reads those for the server; Vite and vitest read these). */
const alias = {
  '@contracts': folder('contracts'),
  '@machines': folder('machines'),
  '@server': folder('server'),
  '@chatbot': folder('chatbot'),
  '@lib': folder('lib'),
  '@': folder('src'),
};
const apiPort = process.env.PORT ?? '3000';
const frameworkModules =
  /node_modules\/(react|react-dom|scheduler|use-sync-external-store|xstate|@xstate\/react|@tanstack\/[^/]+)\//;

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), vanillaExtractPlugin()],
  resolve: { alias },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser this targets supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // React, the router and xstate in one long-cached chunk: it compresses better than the pieces
        // code splitting would otherwise cut it into, and changes only when a dependency does.
        manualChunks: (id: string) => (frameworkModules.test(id) ? 'framework' : undefined),
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: [
            'tests/machines/**/*.test.{ts,tsx}',
            'tests/views/**/*.test.{ts,tsx}',
            'tests/flows/**/*.test.ts',
          ],
          setupFiles: ['tests/support/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The production wiring: views with their real *.logic.ts, real API modules and ky, against the
          // real server's app.request() (jsdom with the server-side transform, see the environment file).
          name: 'wiring',
          environment: './tests/support/jsdom-ssr-environment.ts',
          include: ['tests/wiring/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/setup-dom.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'chatbot',
          environment: 'node',
          include: ['tests/chatbot/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          // One product instance and one browser at a time on a 2-core machine.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
