import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

/**
 * Renders one view inside a bare router (so its Links work) at `url`, for model-based tests that
 * hand the view a machine with deferred actors. `router.state.location` tells where links led.
 */
export async function renderView(ui: ReactNode, { url = '/' }: { url?: string } = {}) {
  const rootRoute = createRootRoute({ component: () => ui, notFoundComponent: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const user = userEvent.setup({ delay: null });
  const view = render(<RouterProvider router={router as never} />);
  await act(() => router.load());
  return { router, user, ...view };
}
