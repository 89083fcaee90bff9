import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: its window.scrollTo only prints "Not implemented". The router's scroll restoration
// calls it on every navigation, so it is a no-op here (no test reads the page's scroll position).
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
