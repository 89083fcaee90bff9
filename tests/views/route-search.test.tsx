import type { SessionUser } from '@machines/session.machine';
import { type AnyRoute, createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { type AppRouter, createAppRouter } from '@/app/router';
import type { AuthActorOverrides } from '@/session/auth-actors';
import { routeFetch } from '../support/route-fetch';

/**
 * Every route with a search schema (`validateSearch`), found in the app's route tree and walked through the
 * real router: values its validator refuses (wrong types, numbers, booleans, arrays, objects, paths to another
 * host) never reach the page and never stay in the address. The router lays each validator's answer over the
 * raw search (`{ ...raw, ...validated }`, in `matchRoutes` and in the search middleware of `buildLocation`),
 * so a key the validator leaves out of its answer keeps its raw value. A route added later is walked too.
 */

type Search = Record<string, unknown>;

/** A walk loads a page (an area's shell, a loader) for each value: seconds on a busy machine. */
const WALK_TIMEOUT = 30_000;
type Validate = (search: Search) => Search;

/** Values of every kind the router parses from an address; each key is fed those its validator refuses. */
const rawValues: unknown[] = [
  123,
  -1.5,
  true,
  null,
  [],
  ['/blog', '/members'],
  { href: '//evil.example' },
  '',
  '//evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  '/%09/evil.example',
  'https://evil.example/',
];

// The storage is emptied after each test (tests/support/setup-dom.ts); each test that renders stores it.
/** Signed in as an Admin, so that the member and admin areas' routes are walked as well (an Admin enters both). */
const session: AuthActorOverrides = {
  session: {
    confirmSession: fromPromise(
      async (): Promise<SessionUser | null> => ({ email: 'admin@hub.example', role: 'Admin' }),
    ),
  },
};

function storeAdminSession() {
  for (const [key, value] of Object.entries({
    token: 'stored-session',
    email: 'admin@hub.example',
    role: 'Admin',
    stage: 'session',
  }))
    sessionStorage.setItem(key, value);
}

async function renderAppAt(url: string) {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    actors: session,
  });
  render(<RouterProvider router={router} />);
  await settled(router);
  return router;
}

/** The router has loaded what its address says (after the canonical replace a first render may commit). */
async function settled(router: AppRouter) {
  await act(() => router.load());
  await waitFor(() => {
    expect(router.state.status).toBe('idle');
    expect(router.state.resolvedLocation?.href).toBe(router.state.location.href);
  });
}

/** What the route's page reads (`Route.useSearch()`, its loader's deps). */
function searchOfMatch(router: AppRouter, route: AnyRoute): Search {
  const match = router.state.matches.find(({ routeId }) => routeId === route.id);
  expect(match, `${route.id} is the page shown (not a redirect)`).toBeDefined();
  return match!.search as Search;
}

/** The keys a validator reads from the search it is given. */
function keysRead(validate: Validate): string[] {
  const read = new Set<string>();
  const note = (key: string | symbol) => {
    if (typeof key === 'string') read.add(key);
  };
  validate(
    new Proxy(
      {},
      {
        get: (_, key) => note(key),
        has: (_, key) => {
          note(key);
          return false;
        },
      },
    ),
  );
  return [...read];
}

/** The answer without its `undefined` keys (the address has no such key). */
const defined = (search: Search) =>
  Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));

/** `search` holds what the validator answered for `raw`, and none of the raw values it refused. */
function expectOnlyValidated(search: Search, raw: Search, validate: Validate, label?: string) {
  expect(search, label).toEqual(defined(validate(raw)));
  for (const key of Object.keys(raw)) expect(search[key], label).not.toEqual(raw[key]);
}

const probe = createAppRouter({ history: createMemoryHistory() });
const routes = (Object.values(probe.routesById) as AnyRoute[]).filter(
  (route) => route.options.validateSearch !== undefined,
);
/** The route's address: the route tree's `/members/` is `/members` (no trailing slash). */
const pathOf = (route: AnyRoute) => (route.fullPath as string).replace(/(.)\/$/, '$1');
/** What the router reads back from an address carrying `search` (numbers, arrays and objects as JSON). */
const parsedBack = (search: Search): Search =>
  probe.options.parseSearch(probe.options.stringifySearch(search)) as Search;

beforeAll(() => {
  // The areas' pages call the API (badges, lists): none of their answers matter here.
  routeFetch(() => Response.json({ message: 'Not found' }, { status: 404 }));
});

afterAll(() => {
  vi.unstubAllGlobals();
});

it('finds the routes with a search schema in the route tree', () => {
  expect(routes.map(({ id }) => id)).toEqual(
    expect.arrayContaining(['/_public/offline', '/_public/login', '/_public/members/']),
  );
});

describe.each(routes.map((route) => [route.id, route] as const))('%s', (_, route) => {
  const validate = route.options.validateSearch as Validate;
  const keys = keysRead(validate);
  /** For each key, the raw values its validator refuses (what it answers differs from what came in). */
  const refused = keys.flatMap((key) =>
    rawValues
      .map((value) => parsedBack({ [key]: value }))
      .filter((raw) => JSON.stringify(validate(raw)[key]) !== JSON.stringify(raw[key]))
      .map((raw) => [key, JSON.stringify(raw[key]), raw] as const),
  );

  it('is a plain function that answers every key it reads, so the router keeps no raw value beside it', () => {
    expect(typeof validate).toBe('function');
    expect(keys.length).toBeGreaterThan(0);
    expect(Object.keys(validate({})).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(refused.some(([refusedKey]) => refusedKey === key)).toBe(true);
  });

  it.each(refused)(
    'an address with %s=%s: the page and the address hold only the validated value',
    async (_key, _shown, raw) => {
      storeAdminSession();
      const router = await renderAppAt(`${pathOf(route)}${probe.options.stringifySearch(raw)}`);
      expectOnlyValidated(searchOfMatch(router, route), raw, validate);
      expectOnlyValidated(router.state.location.search, raw, validate);
    },
    WALK_TIMEOUT,
  );

  it(
    'a navigation with each refused value: the page and the address hold only the validated values',
    async () => {
      storeAdminSession();
      const router = await renderAppAt('/');
      for (const [key, shown, raw] of refused) {
        await act(() => router.navigate({ to: pathOf(route), search: raw } as never));
        await settled(router);
        expectOnlyValidated(searchOfMatch(router, route), raw, validate, `${key}=${shown}`);
        expectOnlyValidated(router.state.location.search, raw, validate, `${key}=${shown}`);
      }
    },
    WALK_TIMEOUT,
  );

  // The router rewrites an address to its validated form at start and on its own navigations only; an
  // address pushed onto the history by other code stays as written, and what matters is what the page reads.
  it(
    'an address pushed onto the history with each refused value: the page reads only the validated values',
    async () => {
      storeAdminSession();
      const router = await renderAppAt('/');
      for (const [key, shown, raw] of refused) {
        await act(async () => router.history.push(`${pathOf(route)}${probe.options.stringifySearch(raw)}`));
        await settled(router);
        expectOnlyValidated(searchOfMatch(router, route), raw, validate, `${key}=${shown}`);
      }
    },
    WALK_TIMEOUT,
  );
});
