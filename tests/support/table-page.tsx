import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { DeferredActors } from './deferred-actors';
import { renderView } from './render-view';

/** Renders a page with a server-paged table at `url`; with `firstPage`, its first fetch is answered with it. */
export async function renderTablePage(
  ui: ReactNode,
  deferred: DeferredActors,
  url: string,
  firstPage?: readonly unknown[],
) {
  const view = await renderView(ui, { url });
  if (firstPage)
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.fetchPage',
        output: { items: firstPage, total: firstPage.length },
      }),
    );
  return view;
}
