import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppRouter } from '@/app/router';

/** Renders the real app (every route, layout and guard) at `url`, in memory. */
export async function renderApp(url = '/') {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) });
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  await act(() => router.load());
  return { router, user, ...view };
}
