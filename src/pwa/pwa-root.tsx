import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { PWA_NOTICES_ATTRIBUTE, PwaNotices } from './pwa-notices';
import { pwaActors } from './service-worker.logic';

/**
 * The service worker's side of the page, imported once the page has settled (`src/app/start.tsx`, production
 * builds only): it registers the worker and renders its notices in a React root of their own at the end of
 * the body, so no layout carries any of it and nothing of it is part of a page's first load. It starts as
 * it is imported (one import in the start, nothing more there). The browser's install offer is listened
 * for from then on: one made before (Chromium makes it after some engagement, so rarely that early) is
 * missed on that page load, and holding it from the start would cost every first load its bytes.
 */
function mountPwa() {
  const actors = pwaActors();
  const container = document.createElement('div');
  document.body.append(container);
  // The member area's live banner leaves the device's being offline to these notices (one notice at a time).
  document.documentElement.setAttribute(PWA_NOTICES_ATTRIBUTE, '');
  createRoot(container).render(
    <I18nProvider i18n={i18n}>
      <PwaNotices actors={actors} />
    </I18nProvider>,
  );
}

mountPwa();
