import { vi } from 'vitest';

/**
 * The Cache API in memory, for the tests of the service worker's caching and of the logout's clean-up (jsdom
 * has no `caches`). What Workbox and the app use of it: `caches.open/keys/delete/has/match`, and a cache's
 * `put/match/matchAll/keys/delete`. One entry per address (the worker never keeps two answers of one
 * address: `Vary` is not modelled); `ignoreSearch` is honoured. Each answer is stored as its bytes and given
 * back as a new Response, as the browser does.
 */
interface Stored {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

const urlOf = (request: RequestInfo | URL) =>
  new URL(typeof request === 'string' || request instanceof URL ? request : request.url, location.href);
const keyOf = (url: URL, ignoreSearch = false) =>
  ignoreSearch ? `${url.origin}${url.pathname}` : `${url.origin}${url.pathname}${url.search}`;

class FakeCache implements Cache {
  readonly entries = new Map<string, Stored>();

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const body = await response.arrayBuffer();
    this.entries.set(keyOf(urlOf(request)), {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body,
    });
  }

  private found(request: RequestInfo | URL, options?: CacheQueryOptions): string[] {
    const wanted = keyOf(urlOf(request), options?.ignoreSearch);
    return [...this.entries.keys()].filter((key) => keyOf(new URL(key), options?.ignoreSearch) === wanted);
  }

  async match(request: RequestInfo | URL, options?: CacheQueryOptions): Promise<Response | undefined> {
    const [key] = this.found(request, options);
    const stored = key === undefined ? undefined : this.entries.get(key);
    return stored && answerOf(stored);
  }

  async matchAll(request?: RequestInfo | URL, options?: CacheQueryOptions): Promise<readonly Response[]> {
    const keys = request === undefined ? [...this.entries.keys()] : this.found(request, options);
    return keys.map((key) => answerOf(this.entries.get(key)!));
  }

  async keys(request?: RequestInfo | URL, options?: CacheQueryOptions): Promise<readonly Request[]> {
    const keys = request === undefined ? [...this.entries.keys()] : this.found(request, options);
    return keys.map((key) => new Request(key));
  }

  async delete(request: RequestInfo | URL, options?: CacheQueryOptions): Promise<boolean> {
    const keys = this.found(request, options);
    for (const key of keys) this.entries.delete(key);
    return keys.length > 0;
  }

  async add(): Promise<void> {
    throw new Error('not used by the site');
  }

  async addAll(): Promise<void> {
    throw new Error('not used by the site');
  }
}

function answerOf(stored: Stored): Response {
  return new Response(stored.body.slice(0), {
    status: stored.status,
    statusText: stored.statusText,
    headers: stored.headers,
  });
}

export class FakeCacheStorage implements CacheStorage {
  readonly caches = new Map<string, FakeCache>();

  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.caches.set(name, cache);
    }
    return cache;
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async match(request: RequestInfo | URL, options?: MultiCacheQueryOptions): Promise<Response | undefined> {
    const names = options?.cacheName ? [options.cacheName] : [...this.caches.keys()];
    for (const name of names) {
      const found = await this.caches.get(name)?.match(request, options);
      if (found) return found;
    }
    return undefined;
  }

  /** Each cache's addresses, for a test to read at a glance. */
  addresses(): Record<string, string[]> {
    return Object.fromEntries([...this.caches].map(([name, cache]) => [name, [...cache.entries.keys()]]));
  }
}

/** A fresh, empty Cache API as the page's and the worker's `caches` (undone by `vi.unstubAllGlobals()`). */
export function stubCaches(): FakeCacheStorage {
  const storage = new FakeCacheStorage();
  vi.stubGlobal('caches', storage);
  return storage;
}
