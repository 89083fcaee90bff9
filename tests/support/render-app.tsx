import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppRouter } from '@/app/router';
import type { AuthActorOverrides } from '@/session/auth-actors';

/**
 * Renders the real app (every route, layout and guard) at `url`, in memory. `actors` replaces network
 * actors of the session and sign-in actors (e.g. deferred ones for model-based tests).
 */
export async function renderApp(url = '/', options: { actors?: AuthActorOverrides } = {}) {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    actors: options.actors,
  });
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  await act(() => router.load());
  return { router, user, ...view };
}
