import type { Page, Request, Route } from 'playwright-core';
import type { EventObject } from 'xstate';
import type { Walker } from '../../support/model-paths';
import { browserWalker } from './model-walker';
import { patiently } from './patience';

/**
 * The requests of one invoked actor: its API path, and when other calls go to the same path (the admin
 * sidebar's count also reads /api/admin/hire-inquiries), the method and the query values that tell its own
 * calls apart. A plain string is the path alone.
 */
export type HeldCall = string | { path: string; method?: string; query?: Record<string, string> };

/**
 * How a released request is answered: by the real server, or by the route with an answer the shared
 * server cannot be made to give (a 500, an empty list).
 */
export type HeldAnswer = 'server' | { status: number; json: unknown };

export interface HeldRequests {
  /** Answers the oldest held request of the actor named in `xstate.done.actor.X` / `xstate.error.actor.X`. */
  release: (event: EventObject, answer?: HeldAnswer) => Promise<void>;
  /** The browser walker, telling the holder when the person acts (see `holdRequests`). */
  walker: Walker;
  /** From now on the page's requests go straight to the server. */
  stop: () => Promise<void>;
}

function matches(call: HeldCall, request: Request): boolean {
  const { path, method, query } = typeof call === 'string' ? { path: call } : call;
  const url = new URL(request.url());
  if (url.pathname !== path) return false;
  if (method && request.method() !== method.toUpperCase()) return false;
  return Object.entries(query ?? {}).every(([name, value]) => url.searchParams.get(name) === value);
}

const requestKey = (request: Request) => `${request.method()} ${request.url()}`;

function answer(route: Route, how: HeldAnswer): Promise<void> {
  return how === 'server' ? route.continue() : route.fulfill({ status: how.status, json: how.json });
}

/**
 * Holds the page's requests of the given actors until a model path's actor outcome releases them: then the
 * real server (or the route, for an answer the server cannot be made to give) answers, and the next state's
 * assertion checks what the page made of it. So the busy states ('Loading inquiries...', 'Logging in...')
 * are seen in the browser as they are in jsdom.
 *
 * The HTTP client retries a GET that failed (ky: twice, with backoff). A retry is the same method and URL
 * sent again before the person acts again, so it gets the answer its first attempt got instead of being held
 * as a new call; once the person acts (the walker's next user step), the same URL is a new call and is held.
 */
export async function holdRequests(
  page: Page,
  callsByActor: Record<string, HeldCall>,
): Promise<HeldRequests> {
  const held = new Map<string, Route[]>(Object.keys(callsByActor).map((actor) => [actor, []]));
  /** The answers given since the person last acted, by method and URL: what a retry is answered. */
  const answered = new Map<string, HeldAnswer>();

  const handlers = Object.entries(callsByActor).map(([actor, call]) => ({
    url: (url: URL) => url.pathname === (typeof call === 'string' ? call : call.path),
    handler: async (route: Route, request: Request) => {
      if (!matches(call, request)) return route.fallback();
      const retried = answered.get(requestKey(request));
      if (retried) return answer(route, retried);
      held.get(actor)!.push(route);
    },
  }));
  for (const { url, handler } of handlers) await page.route(url, handler);

  async function release(event: EventObject, how: HeldAnswer = 'server'): Promise<void> {
    const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];
    const waiting = actor ? held.get(actor) : undefined;
    if (!waiting) throw new Error(`No request is held for ${event.type}`);
    await patiently(
      `The page sent no request for ${actor}`,
      () => (waiting.length > 0 ? true : undefined),
      50,
    );
    if (waiting.length > 1)
      throw new Error(
        `${actor} sent ${waiting.length} requests where one was due: ${waiting.map((r) => r.request().url())}`,
      );
    const route = waiting.shift()!;
    answered.set(requestKey(route.request()), how);
    await answer(route, how);
  }

  const walker: Walker = {
    ...browserWalker,
    step: async (event, execute) => {
      if (!/^xstate\.(?:done|error)\.actor\./.test(event.type)) answered.clear();
      await browserWalker.step(event, execute);
    },
  };

  async function stop(): Promise<void> {
    for (const { url, handler } of handlers) await page.unroute(url, handler);
  }

  return { release, walker, stop };
}
