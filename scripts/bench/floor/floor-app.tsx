import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  type RouterHistory,
  RouterProvider,
} from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { StrictMode } from 'react';
import { toggleMachine } from './toggle.machine';

/**
 * The floor: the least a page of this stack can be (React, the router with one route, one machine), so
 * the Lighthouse bench can say how much more each of the site's pages costs than the stack itself.
 */
function FloorPage() {
  const [snapshot, send] = useMachine(toggleMachine);
  const isOn = snapshot.matches('on');
  return (
    <main>
      <h1>The floor</h1>
      <p>One route, one machine, a little text: what the site's stack costs before any page of its own.</p>
      <button type="button" aria-pressed={isOn} onClick={() => send({ type: 'toggle.press' })}>
        {isOn ? 'On' : 'Off'}
      </button>
    </main>
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const floorRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: FloorPage });

/**
 * The floor's router, made as the site makes its own: the server render passes a memory history and turns
 * scroll restoration off (on the server it renders an inline script the browser's render does not have).
 */
export function createFloorRouter(options: { history?: RouterHistory; prerender?: boolean } = {}) {
  return createRouter({
    routeTree: rootRoute.addChildren([floorRoute]),
    history: options.history,
    scrollRestoration: !options.prerender,
  });
}

export type FloorRouter = ReturnType<typeof createFloorRouter>;

/** The same tree in the server render and in the browser. */
export function FloorRoot({ router }: { router: FloorRouter }) {
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}
