import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listSavedPages, titleOf } from '@/screens/public/offline/offline.logic';
import {
  type OfflineNetwork,
  offlineMachine,
  offlineWith,
  type SavedPage,
} from '@/screens/public/offline/offline.machine';
import { OfflineView } from '@/screens/public/offline/offline.view';
import { parseOfflineSearch } from '@/screens/public/offline/offline-search';
import { CACHE_NAMES } from '@/sw/cache-names';
import type { EventExecutors, StateAssertions } from '../support/model';
import { acceptedEventTypes } from '../support/model-paths';
import { modelSuite } from '../support/model-suite';
import { renderApp } from '../support/render-app';
import { renderView } from '../support/render-view';

const saved: SavedPage[] = [
  { path: '/members', title: 'Members · Hub' },
  { path: '/fr/projects', title: 'Projets · Hub' },
];

const events = [
  { type: 'xstate.done.actor.listSavedPages', output: saved },
  { type: 'xstate.done.actor.listSavedPages', output: [] },
  { type: 'xstate.error.actor.listSavedPages', error: new Error('no Cache API') },
];

/** Every state says where the visitor is and offers to try the page again. */
function expectFrame() {
  expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeTruthy();
  expect(screen.getByText('/blog').closest('p')?.textContent).toBe(
    'The page /blog is not saved on this device, and the device is offline.',
  );
  expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/blog');
}

const states: StateAssertions = {
  loading: () => {
    expectFrame();
    expect(screen.getByRole('status').textContent).toBe('Looking for saved pages...');
    expect(screen.queryByRole('list')).toBeNull();
  },
  listed: () => {
    expectFrame();
    expect(screen.queryByRole('status')).toBeNull();
    const list = screen.getByRole('list', { name: 'Pages saved on this device' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/members', 'Members · Hub/members'],
      ['/fr/projects', 'Projets · Hub/fr/projects'],
    ]);
  },
  none: () => {
    expectFrame();
    expect(screen.queryByRole('list')).toBeNull();
    expect(
      screen.getByText(
        'No page is saved on this device yet. The public pages you read while online are saved here.',
      ),
    ).toBeTruthy();
  },
  failed: () => {
    expectFrame();
    expect(screen.getByRole('alert').textContent).toBe('This browser keeps no saved pages.');
  },
};

const executors: EventExecutors = {};

modelSuite(offlineMachine, {
  title: '/offline: the screen machine (the saved pages) against the view',
  events,
  states,
  executors,
  deferredActors: ['listSavedPages'],
  render: async ({ deferred }) => {
    const logic = offlineWith(deferred!.actors as unknown as OfflineNetwork);
    await renderView(<OfflineView from="/blog" logic={logic} />, { url: '/offline?from=%2Fblog' });
  },
});

describe('the /offline screen', () => {
  it('takes no event of its own', () => {
    expect(acceptedEventTypes(offlineMachine)).toEqual([]);
  });

  it('without a page that failed, says so of this page and offers no Try again', async () => {
    const logic = offlineWith({
      listSavedPages: offlineMachine.implementations.actors.listSavedPages,
    } as never);
    await renderView(<OfflineView logic={logic} />, { url: '/offline' });
    expect(
      screen.getByText('This page is not saved on this device, and the device is offline.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
  });

  it.each([
    [{ from: '/blog' }, { from: '/blog' }],
    [{ from: '/fr/members?page=2' }, { from: '/fr/members?page=2' }],
    [{ from: '//evil.example/x' }, {}],
    [{ from: '/\\evil.example' }, {}],
    [{ from: 'https://evil.example/' }, {}],
    [{ from: '/\t/evil.example' }, {}],
    [{ from: '/%09/evil.example' }, {}],
    [{ from: '/.//evil.example' }, {}],
    [{ from: 42 }, {}],
    [{ from: ['/blog'] }, {}],
    [{}, {}],
  ])('keeps only a path of this site as `from`: %j → %j', (search, expected) => {
    expect(parseOfflineSearch(search as never)).toEqual(expected);
  });
});

describe('/offline in the whole app (the router reads ?from=): Try again never leads off this site', () => {
  const tryAgain = () => screen.queryByRole('link', { name: 'Try again' });

  it('/offline?from=%2Fblog%3Fpage%3D2 offers Try again to /blog?page=2', async () => {
    const { router } = await renderApp('/offline?from=%2Fblog%3Fpage%3D2');
    expect((await screen.findByRole('link', { name: 'Try again' })).getAttribute('href')).toBe(
      '/blog?page=2',
    );
    expect(router.state.location.search).toEqual({ from: '/blog?page=2' });
  });

  it.each([
    // Another host, however the address writes it.
    '%2F%2Fevil.example',
    '%2F%2Fevil.example%2Fblog',
    '%2F%5Cevil.example',
    '%2F%09%2Fevil.example',
    '%2F%0A%2Fevil.example',
    '%2F%0D%0A%2Fevil.example',
    '%2F%2509%2Fevil.example',
    '%2F%252F%2Fevil.example',
    '%2F.%2F%2Fevil.example',
    '%2F..%2F%2Fevil.example',
    'https%3A%2F%2Fevil.example%2F',
    'javascript%3Aalert(1)',
    // Values the router parses as JSON: a number, a boolean, an array, an object.
    '123',
    'true',
    '%5B%22%2Fblog%22%5D',
    '%7B%22href%22%3A%22%2F%2Fevil.example%22%7D',
    // The same key twice is an array too.
    '%2Fblog&from=%2F%2Fevil.example',
  ])('/offline?from=%s offers no Try again and keeps no `from` in the address', async (from) => {
    const { router } = await renderApp(`/offline?from=${from}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeTruthy();
    expect(
      screen.getByText('This page is not saved on this device, and the device is offline.'),
    ).toBeTruthy();
    expect(tryAgain()).toBeNull();
    expect(router.state.location.search).toEqual({});
    expect(router.state.location.href).toBe('/offline');
  });
});

describe('the saved pages (offline.logic.ts, over the Cache API)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reads a page's title, entities decoded", () => {
    expect(titleOf('<html><head><title>Projets &amp; id&#233;es · Hub</title></head></html>')).toBe(
      'Projets & idées · Hub',
    );
    expect(titleOf('<html><body>no title</body></html>')).toBeUndefined();
  });

  it("lists the worker's saved pages of this site by path, never a query, in address order, each with its title", async () => {
    const origin = window.location.origin;
    // The worker saves a page under its path; copies saved with their query by an older worker are listed
    // by their path too, once.
    const entries = new Map<string, string>([
      [`${origin}/projects`, '<title>Projects · Hub</title>'],
      [`${origin}/members?page=2`, '<title>Members · Hub</title>'],
      [`${origin}/hire-us?email=ann%40acme.example`, '<title>Hire Us (older copy) · Hub</title>'],
      [`${origin}/hire-us`, '<title>Hire Us · Hub</title>'],
      [`${origin}/blog`, '<p>no title</p>'],
      ['https://elsewhere.example/x', '<title>Elsewhere</title>'],
    ]);
    const opened: string[] = [];
    vi.stubGlobal('caches', {
      open: async (name: string) => {
        opened.push(name);
        return {
          keys: async () => [...entries.keys()].map((url) => ({ url })),
          match: async ({ url }: { url: string }) => ({ text: async () => entries.get(url)! }),
        };
      },
    });
    expect(await listSavedPages()).toEqual([
      { path: '/blog', title: '/blog' },
      { path: '/hire-us', title: 'Hire Us · Hub' },
      { path: '/members', title: 'Members · Hub' },
      { path: '/projects', title: 'Projects · Hub' },
    ]);
    expect(opened).toEqual([CACHE_NAMES.pages]);
  });

  it('a browser without the Cache API has none saved', async () => {
    vi.stubGlobal('caches', undefined);
    expect(await listSavedPages()).toEqual([]);
  });
});
