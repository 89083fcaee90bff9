import { vi } from 'vitest';

/**
 * Answers the page's `fetch` calls with `handler` (undo with `vi.unstubAllGlobals()`). Node's Request
 * does not resolve '/api/…' against the page as a browser does; the Request stubbed here does.
 */
export function routeFetch(handler: (request: Request) => Response | Promise<Response>) {
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(input instanceof NodeRequest ? input : new PageRequest(input, init)),
  );
}
