import type { Page, Route } from 'playwright-core';
import type { EventObject } from 'xstate';

/**
 * Holds the page's requests to the given paths until a model path's actor outcome releases them: then
 * the real server answers, and the next state's assertion checks what it decided. So the busy states
 * ('Logging in...', 'Submitting...') are seen in the browser as they are in jsdom.
 *
 * `pathsByActor` maps an invoked actor's id to the API path its call goes to.
 */
export async function holdRequests(page: Page, pathsByActor: Record<string, string>) {
  const held = new Map<string, Route[]>(Object.keys(pathsByActor).map((actor) => [actor, []]));
  for (const [actor, path] of Object.entries(pathsByActor))
    await page.route(
      (url) => url.pathname === path,
      (route) => {
        held.get(actor)!.push(route);
      },
    );

  /** Releases the oldest held request of the actor named in `xstate.done.actor.X` / `xstate.error.actor.X`. */
  return async function release(event: EventObject): Promise<void> {
    const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];
    const routes = actor ? held.get(actor) : undefined;
    if (!routes) throw new Error(`No request is held for ${event.type}`);
    const deadline = Date.now() + 5_000;
    while (routes.length === 0) {
      if (Date.now() > deadline) throw new Error(`The page sent no request for ${actor}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await routes.shift()!.continue();
  };
}
