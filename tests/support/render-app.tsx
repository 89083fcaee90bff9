import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll } from 'vitest';
import { type AppRouter, createAppRouter } from '@/app/router';
import type { AuthActorOverrides } from '@/session/auth-actors';

const routers = new Set<AppRouter>();

/**
 * The app's router at `url`, in memory, as a tab would start it. Its session actor stops after the test:
 * a tab closes, and its watch on the other tabs (storage events, the session's BroadcastChannel) goes with
 * it instead of hearing the next test's tab.
 */
export function createTestRouter(url: string, actors?: AuthActorOverrides): AppRouter {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }), actors });
  routers.add(router);
  return router;
}

afterEach(() => {
  for (const router of routers) router.options.context.loadedSession.current()?.stop();
  routers.clear();
});

/**
 * Renders the real app (every route, layout and guard) at `url`, in memory. `actors` replaces network
 * actors of the session and sign-in actors (e.g. deferred ones for model-based tests).
 */
export async function renderApp(url = '/', options: { actors?: AuthActorOverrides } = {}) {
  const router = createTestRouter(url, options.actors);
  const user = userEvent.setup({ delay: null });
  const view = render(<RouterProvider router={router} />);
  await act(() => router.load());
  return { router, user, ...view };
}

/**
 * Loads the signed-in areas' views before a suite signs in and lands on /dashboard or /Admindashboard:
 * their first (cold) transform on a busy machine can outlast a state assertion's one-second wait.
 */
export function preloadSignedInAreas(): void {
  beforeAll(
    () =>
      Promise.all([
        import('@/layouts/member/member-shell'),
        import('@/screens/member/dashboard/dashboard.view'),
        import('@/layouts/admin/admin-shell'),
        import('@/screens/admin/admin-dashboard/admin-dashboard.view'),
      ]),
    60_000,
  );
}
