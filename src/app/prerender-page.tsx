import { createMemoryHistory } from '@tanstack/react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { type PrerenderedData, providePrerenderedData } from '@/api/prerendered-data';
import { AppRoot } from './app-root';
import { type AppRouter, createAppRouter } from './router';

/**
 * The build's server render of one public page (`scripts/prerender.ts` builds this module with Vite's SSR
 * build and calls it per route): the app at `url`, as a new visitor sees it, with the API answers `data`
 * the page's lists start from. Resolves when every lazy part (route chunks, footer) has rendered.
 */
export async function prerenderPage(url: string, data: PrerenderedData): Promise<string> {
  providePrerenderedData(data);
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    prerender: true,
  });
  await router.load();
  if (router.state.matches.length === 0)
    throw new Error(`${url} did not render: is it the canonical address?`);
  const html = await renderToHtml(router);
  if (html.includes('<script')) throw new Error(`${url} rendered an inline script, which the CSP blocks`);
  return html;
}

/**
 * Waits for every lazy part, then writes each Suspense boundary in place: no boundary left to an inline
 * script that completes it later (React outlines large ones unless the chunk size is unbounded).
 */
async function renderToHtml(router: AppRouter): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<AppRoot router={router} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export { PRERENDERED_PAGES, prerenderedItemPages } from './prerendered-pages';
