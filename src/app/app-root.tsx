import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import type { AppRouter } from './router';

/**
 * The whole app: the same tree in the browser and in the build's prerender (`prerender-page.tsx`).
 * `onCommitted` is told once the page's tree is on the screen and its fields are React's.
 */
export function AppRoot({ router, onCommitted }: { router: AppRouter; onCommitted?: () => void }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
      {onCommitted && <Committed onCommitted={onCommitted} />}
    </StrictMode>
  );
}

/** Its effect runs after those of the tree before it: the page's own effects have run by then. */
function Committed({ onCommitted }: { onCommitted: () => void }) {
  useEffect(() => onCommitted(), [onCommitted]);
  return null;
}
