import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetAccountCaches } from '@/session/forget-account-device';
import { CACHE_NAMES, SAVED_COPY_ATTRIBUTE } from '@/sw/cache-names';
import { forgetEarlierCaches } from '@/sw/lifecycle';
import { runtimeRoutes } from '@/sw/runtime-routes';
import { forgetQueriedPages } from '@/sw/saved-copy';
import { type FakeCacheStorage, stubCaches } from '../support/fake-caches';

/**
 * What the service worker's runtime routes (src/sw/runtime-routes.ts) keep, run for real (Workbox's
 * strategies and plugins) over an in-memory Cache API, and what the logout leaves of it
 * (src/session/forget-account-device.ts): on a shared device nothing private stays. The routes' address
 * rules alone are tests/server/service-worker-paths.test.ts; the worker in Chromium is
 * tests/e2e/offline-reading.e2e.ts.
 */

/** The worker's events, which jsdom has not got: Workbox checks for them and waits on `waitUntil`. */
class ExtendableEvent extends Event {
  readonly waited: Promise<unknown>[] = [];
  waitUntil(promise: Promise<unknown>) {
    this.waited.push(promise);
  }
}
class FetchEvent extends ExtendableEvent {}

let storage: FakeCacheStorage;
/** What the network answers, per address (path and query); a missing address fails as offline. */
let network: Map<string, () => Response>;
let fetched: string[];

beforeEach(() => {
  storage = stubCaches();
  vi.stubGlobal('ExtendableEvent', ExtendableEvent);
  vi.stubGlobal('FetchEvent', FetchEvent);
  // Workbox's development build logs every step.
  vi.stubGlobal('__WB_DISABLE_DEV_LOGS', true);
  network = new Map();
  fetched = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const path = url.pathname + url.search;
      fetched.push(path);
      const answer = network.get(path);
      if (!answer) throw new TypeError('Failed to fetch');
      return answer();
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const origin = () => location.origin;

/** A same-origin answer as the browser hands it to the worker, clones included (`type: 'basic'`). */
function basic(response: Response): Response {
  const clone = response.clone.bind(response);
  Object.defineProperty(response, 'type', { value: 'basic' });
  Object.defineProperty(response, 'clone', { value: () => basic(clone()) });
  return response;
}
const answer = (body: string, init: ResponseInit = {}) => basic(new Response(body, { status: 200, ...init }));

/**
 * Asks the worker for `path` as the browser would (a navigation when `navigate`), through the first runtime
 * route that takes it, or the network when none does; resolves once the worker is done with its caches.
 */
async function request(
  path: string,
  { headers = {}, navigate = false }: { headers?: Record<string, string>; navigate?: boolean } = {},
): Promise<Response> {
  const url = new URL(path, origin());
  const req = new Request(url, { headers });
  // Node's Request refuses `mode: 'navigate'` in its constructor; the browser's navigations carry it.
  if (navigate) Object.defineProperty(req, 'mode', { value: 'navigate' });
  const event = new FetchEvent('fetch');
  const route = runtimeRoutes().find(({ match }) =>
    match({ url, request: req, event, sameOrigin: url.origin === origin() }),
  );
  if (!route) return fetch(req);
  const [response, done] = route.handler.handleAll({ request: req, event });
  const answered = await response;
  await done;
  await Promise.all(event.waited);
  return answered;
}

const addresses = (cache: string) => storage.addresses()[cache] ?? [];

/** Cache-Control values, and whether the answer is public content anyone on the device may see again. */
const cacheControls: [string | null, boolean][] = [
  ['public, max-age=31536000, immutable', true],
  ['Public, Max-Age=60', true],
  ['private, max-age=31536000, immutable', false],
  ['max-age=31536000, immutable', false],
  ['no-store', false],
  ['public, no-store', false],
  ['public, private', false],
  [null, false],
];
const withCacheControl = (value: string | null): ResponseInit => ({
  headers: { 'Content-Type': 'image/webp', ...(value === null ? {} : { 'Cache-Control': value }) },
});

describe('the uploads the worker keeps', () => {
  it("keeps a project's public picture, never a message's private image: that one goes to the network each time", async () => {
    network.set('/api/uploads/project', () => answer('project', withCacheControl(cacheControls[0]![0])));
    network.set('/api/uploads/message', () => answer('message', withCacheControl(cacheControls[2]![0])));
    for (const path of ['/api/uploads/project', '/api/uploads/message', '/api/uploads/project'])
      expect((await request(path)).status).toBe(200);
    expect(await (await request('/api/uploads/message')).text()).toBe('message');

    expect(addresses(CACHE_NAMES.uploads)).toEqual([`${origin()}/api/uploads/project`]);
    expect(fetched).toEqual(['/api/uploads/project', '/api/uploads/message', '/api/uploads/message']);
  });

  it.each(cacheControls)('Cache-Control %j: kept %s', async (cacheControl, kept) => {
    network.set('/api/uploads/u1', () => answer('image', withCacheControl(cacheControl)));
    await request('/api/uploads/u1');
    expect(addresses(CACHE_NAMES.uploads)).toEqual(kept ? [`${origin()}/api/uploads/u1`] : []);
  });
});

describe('what the worker never keeps', () => {
  const kept = [
    ['/api/members?page=1', 'application/json'],
    ['/api/uploads/u1', 'image/webp'],
    ['/images/logo.svg', 'image/svg+xml'],
  ] as const;
  const publicInit = (type: string): ResponseInit => ({
    headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=60' },
  });

  it('an answer to a request carrying Authorization, on any route (a public page included)', async () => {
    for (const [path, type] of kept) network.set(path, () => answer('{"email":"a@b.co"}', publicInit(type)));
    network.set('/projects', () => answer('<html><title>Projects</title></html>', publicInit('text/html')));
    const token = { Authorization: 'Bearer member-token' };
    for (const [path] of kept) expect((await request(path, { headers: token })).status).toBe(200);
    expect((await request('/projects', { headers: token, navigate: true })).status).toBe(200);
    expect(storage.addresses()).toEqual({});
  });

  it.each([404, 500, 503])('an error answer (%i), on any route', async (status) => {
    for (const [path, type] of kept)
      network.set(path, () => answer('failed', { ...publicInit(type), status }));
    network.set('/projects', () => answer('<html>failed</html>', { ...publicInit('text/html'), status }));
    for (const [path] of kept) expect((await request(path)).status).toBe(status);
    expect((await request('/projects', { navigate: true })).status).toBe(status);
    for (const cache of Object.values(CACHE_NAMES)) expect(addresses(cache)).toEqual([]);
  });
});

describe('the saved pages', () => {
  const page = () =>
    answer('<html lang="en"><title>Hire Us · Hub</title></html>', {
      headers: { 'Content-Type': 'text/html' },
    });

  it('keep one copy per path, whatever the query; a query is answered from that copy offline', async () => {
    for (const path of ['/hire-us?email=ann%40acme.example', '/hire-us', '/hire-us?utm_source=x']) {
      network.set(path, page);
      expect((await request(path, { navigate: true })).status).toBe(200);
    }
    expect(addresses(CACHE_NAMES.pages)).toEqual([`${origin()}/hire-us`]);

    network.clear();
    const offline = await request('/hire-us?email=someone%40else.example', { navigate: true });
    expect(await offline.text()).toMatch(new RegExp(`^<html ${SAVED_COPY_ATTRIBUTE}="[^"]+" lang="en">`));
    expect(fetched.at(-1)).toBe('/hire-us?email=someone%40else.example');
  });

  it('saved under a query by an older worker, are deleted as the new one takes over', async () => {
    const pages = await caches.open(CACHE_NAMES.pages);
    for (const path of ['/hire-us?email=ann%40acme.example', '/members?page=2', '/members'])
      await pages.put(`${origin()}${path}`, page());
    await forgetQueriedPages();
    expect(addresses(CACHE_NAMES.pages)).toEqual([`${origin()}/members`]);
  });
});

describe('the runtime caches of an earlier release', () => {
  it('go as the new worker takes over, the uploads kept before only public ones were kept among them', async () => {
    await (await caches.open('hub-uploads')).put(`${origin()}/api/uploads/1`, answer('message image'));
    await (await caches.open(CACHE_NAMES.uploads)).put(`${origin()}/api/uploads/2`, answer('project'));
    await caches.open('workbox-precache-v2-scope');
    await forgetEarlierCaches();
    expect((await caches.keys()).sort()).toEqual([CACHE_NAMES.uploads, 'workbox-precache-v2-scope']);
  });
});

describe('logging out (forgetAccountCaches)', () => {
  it('keeps only the uploads whose stored answer is public content, and the public caches', async () => {
    const uploads = await caches.open(CACHE_NAMES.uploads);
    for (const [index, [cacheControl]] of cacheControls.entries())
      await uploads.put(`${origin()}/api/uploads/u${index}`, answer('image', withCacheControl(cacheControl)));
    await (await caches.open(CACHE_NAMES.pages)).put(`${origin()}/projects`, answer('<html></html>'));
    await (await caches.open(CACHE_NAMES.publicApi)).put(`${origin()}/api/projects`, answer('{}'));
    await (await caches.open('hub-member-answers')).put(`${origin()}/api/users/me`, answer('{}'));

    await forgetAccountCaches();

    expect(storage.addresses()).toEqual({
      [CACHE_NAMES.uploads]: cacheControls.flatMap(([, isPublic], index) =>
        isPublic ? [`${origin()}/api/uploads/u${index}`] : [],
      ),
      [CACHE_NAMES.pages]: [`${origin()}/projects`],
    });
  });

  it("leaves nothing of a message's image that member A saw, once A logs out", async () => {
    network.set('/api/uploads/dm', () =>
      answer('dm', withCacheControl('private, max-age=31536000, immutable')),
    );
    network.set('/api/uploads/cover', () => answer('cover', withCacheControl('public, max-age=31536000')));
    await request('/api/uploads/dm');
    await request('/api/uploads/cover');
    // Kept by something other than this worker's uploads route, without a public answer.
    await (await caches.open(CACHE_NAMES.uploads)).put(
      `${origin()}/api/uploads/dm-before`,
      answer('dm', withCacheControl(null)),
    );

    await forgetAccountCaches();

    expect(addresses(CACHE_NAMES.uploads)).toEqual([`${origin()}/api/uploads/cover`]);
  });
});
