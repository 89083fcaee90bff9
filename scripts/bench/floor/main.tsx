import { hydrateRoot } from 'react-dom/client';
import { createFloorRouter, FloorRoot } from './floor-app';

/**
 * The floor's entry: hydrates the prerendered page as the site's start does, the router resolving the page
 * first and told it renders as on the server (no root Suspense), then React attaching to the HTML.
 */
async function hydrateFloor() {
  const root = document.getElementById('root');
  if (!root) throw new Error('the floor page has no #root element');
  const router = createFloorRouter();
  await router.load();
  router.ssr = { manifest: undefined };
  hydrateRoot(root, <FloorRoot router={router} />);
}

void hydrateFloor();
