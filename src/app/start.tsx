import { createRoot, hydrateRoot } from 'react-dom/client';
import { forgetPrerenderedData } from '@/api/prerendered-data';
import { AppRoot } from '@/app/app-root';
import { type AppRouter, createAppRouter } from '@/app/router';
import { dropHeldSubmission } from '@/lib/held-submit';
import { attachInspector } from '@/lib/inspect';
import { appStarted, pageSettled } from '@/lib/page-settled';

/**
 * A prerendered page (its HTML already in #root) is hydrated: the router first resolves the page (its
 * route chunks, its loaders, which may take the page's embedded data), then React attaches to the HTML.
 * The embedded data (the build's) is dropped at the first navigation to another path (not at the
 * router's own rewrite of the address to its canonical search, `/members` → `/members?page=1`), and so is
 * a submission the entry held that its form has not sent (it was this page's, not a later one's), as it is
 * once the page has settled (its form would have taken it as it hydrated).
 */
async function hydratePrerendered(root: HTMLElement, router: AppRouter, onCommitted: () => void) {
  await router.load();
  // What router-core's own SSR hydration sets: the match tree renders as on the server (no root Suspense).
  router.ssr = { manifest: undefined };
  const stopListening = router.subscribe('onBeforeNavigate', (event) => {
    if (!event.pathChanged) return;
    forgetPrerenderedData();
    dropHeldSubmission();
    stopListening();
  });
  void pageSettled().then(dropHeldSubmission);
  hydrateRoot(root, <AppRoot router={router} onCommitted={onCommitted} />);
}

/**
 * The service worker and its notices (src/pwa), loaded once the page has settled. None of it is part of a
 * page's first load (`npm run budgets`): these lines are all it adds to the start.
 */
const startPwaWhenSettled = () => pageSettled().then(() => import('@/pwa/pwa-root'));

/**
 * Resolves once the page is React's: hydration is concurrent, so until its commit a form on the page is
 * still the prerendered one, which the browser would send itself.
 */
export async function start(): Promise<void> {
  if (import.meta.env.DEV && import.meta.env.VITE_INSPECT === '1') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    attachInspector(createBrowserInspector().inspect);
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const router = createAppRouter();
  let committed = () => {};
  const onScreen = new Promise<void>((resolve) => {
    committed = resolve;
  });
  if (root.hasChildNodes()) await hydratePrerendered(root, router, committed);
  else createRoot(root).render(<AppRoot router={router} onCommitted={committed} />);
  void onScreen.then(appStarted);
  if (import.meta.env.PROD) void startPwaWhenSettled();
  return onScreen;
}
