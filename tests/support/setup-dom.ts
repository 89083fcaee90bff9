import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, configure } from '@testing-library/react';
import { createElement, type JSXElementConstructor, type ReactNode } from 'react';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, vi } from 'vitest';
import { forgetThisTabsAccount } from '@/api/auth-storage';
import { closeShelves } from '@/device/kept';

// jsdom has no layout: its window.scrollTo only prints "Not implemented". The router's scroll restoration
// calls it on every navigation, so it is a no-op here (no test reads the page's scroll position).
window.scrollTo = () => {};

// A test waits for what the page shows (findBy…, waitFor), which comes as soon as the page has it: the
// default second of patience fails such a wait on a busy machine, where it only comes later.
configure({ asyncUtilTimeout: 20_000 });

/**
 * Views render their texts through the app's I18nProvider (src/app/app-root.tsx); a view rendered on its own
 * gets the same provider around whatever wrapper its test gives.
 */
vi.mock('@testing-library/react', async (importOriginal) => {
  const rtl = await importOriginal<typeof import('@testing-library/react')>();
  type Wrapper = JSXElementConstructor<{ children: ReactNode }>;
  const withLanguage = (Inner?: Wrapper): Wrapper =>
    function LanguageWrapper({ children }) {
      return createElement(I18nProvider, { i18n }, Inner ? createElement(Inner, null, children) : children);
    };
  return {
    ...rtl,
    render: ((...[ui, options]: Parameters<typeof rtl.render>) =>
      rtl.render(ui, {
        ...options,
        wrapper: withLanguage(options?.wrapper as Wrapper | undefined),
      })) as typeof rtl.render,
    renderHook: ((...[hook, options]: Parameters<typeof rtl.renderHook>) =>
      rtl.renderHook(hook, {
        ...options,
        wrapper: withLanguage(options?.wrapper as Wrapper | undefined),
      })) as typeof rtl.renderHook,
  };
});

afterEach(() => {
  cleanup();
  // jsdom has no IndexedDB: fake-indexeddb's, emptied after each test (what was kept on the device).
  globalThis.indexedDB = new IDBFactory();
  closeShelves();
  localStorage.clear();
  sessionStorage.clear();
  // The next test is a new tab: it goes by what it finds stored.
  forgetThisTabsAccount();
  // What another tab would hear of the clearing: the visitor's cached choice of language is read again.
  window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
});
