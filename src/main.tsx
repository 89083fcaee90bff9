import '@/styles/global.css';
import '@/styles/page-notice.css';
import { holdSubmitsUntilStarted } from '@/app/hold-submits';

/**
 * The entry: the app's code (React, the router, the machines) loads and runs once the browser has painted
 * the page. A prerendered page's HTML and styles are its content, so on a slow phone the first paint waits
 * neither for the framework's download nor for its evaluation; hydration follows at once. A page opened in
 * a background tab (no frames) starts at once. Until the app has started, a form sent is held on the page.
 */
const submits = holdSubmitsUntilStarted();

const startApp = () =>
  void import('@/app/start')
    .then(({ start }) => start())
    .then(submits.started, (error: unknown) => {
      submits.failed();
      throw error;
    });

if (document.visibilityState === 'hidden') startApp();
else requestAnimationFrame(() => setTimeout(startApp, 0));
