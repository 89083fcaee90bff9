import { seedDemoData } from '@server/db/seed';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { routeFetch } from './route-fetch';
import { createTestApp, type TestApp } from './test-app';

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * The real server (`createApp` on a fresh migrated PGlite with the demo seed: accounts, members, …) for
 * the production wiring tests (tests/wiring): views rendered with their real `*.logic.ts`, whose API
 * modules (real ky) reach `app.request()` through the page's fetch (`serveFrom`).
 *
 * ```ts
 * const server = startWiredServer();
 * it('…', async () => { serveFrom(server()); … expect(server().mailer.messages).toHaveLength(1); });
 * ```
 */
export function startWiredServer(): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    // The page reads token expiry with the real time: the server's clock starts at it.
    t = await createTestApp({ now: new Date() });
    await seedDemoData(t.db, t.clock);
  });
  afterAll(() => t?.close());
  afterEach(() => vi.unstubAllGlobals());
  return () => {
    if (!t) throw new Error('The wired server is not started yet (use it inside a test)');
    return t;
  };
}

/**
 * Routes the page's '/api/…' calls to the server, and calls to another origin (the chatbot) to its
 * handler; anything else is answered 502. The stub is undone after each test.
 */
export function serveFrom(t: TestApp, others: Record<string, Handler> = {}) {
  routeFetch((request) => {
    const url = new URL(request.url);
    const other = others[url.origin];
    if (other) return other(request);
    if (url.origin !== window.location.origin || !url.pathname.startsWith('/api/'))
      return Response.json({ message: `Not served in this test: ${request.url}` }, { status: 502 });
    return t.app.request(request);
  });
}
