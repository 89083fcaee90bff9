import type { BrowserContext, Page } from 'playwright-core';
import type { SeenRequest } from './import-levels';

/** What Network.requestWillBeSent carries that the levels need. */
interface RequestWillBeSent {
  type?: string;
  timestamp: number;
  request: { url: string };
  initiator: { url?: string; stack?: StackTrace };
}
interface StackTrace {
  callFrames: { url: string }[];
  parent?: StackTrace;
}

/** Every URL of a stack and of the stacks it continues (an `await`'s caller, when Chromium keeps it). */
function stackUrls(stack: StackTrace | undefined): string[] {
  if (!stack) return [];
  return [...stack.callFrames.map((frame) => frame.url), ...stackUrls(stack.parent)].filter(Boolean);
}

function seen(event: RequestWillBeSent): SeenRequest | undefined {
  const kind = event.type === 'Document' ? 'document' : event.type === 'Script' ? 'script' : undefined;
  if (!kind) return undefined;
  const from = [event.initiator.url, ...stackUrls(event.initiator.stack)].filter((url): url is string =>
    Boolean(url),
  );
  return { url: event.request.url, kind, from: [...new Set(from)], at: event.timestamp };
}

/**
 * Chromium names a modulepreload link a script inserted as made by `about:client`, with no stack: the page
 * itself notes the scripts on the stack of each such insertion (Vite's helper appends them to the head).
 */
const NOTE_PRELOAD_INSERTIONS = `{
  const inserters = (window.__preloadInserters = {});
  const append = Node.prototype.appendChild;
  Node.prototype.appendChild = function (node) {
    if (node instanceof HTMLLinkElement && node.rel === 'modulepreload')
      inserters[node.href] = [...new Error().stack.matchAll(/(https?:[^\\s)]+?):\\d+:\\d+/g)].map((m) => m[1]);
    return append.call(this, node);
  };
}`;

/** Puts the page's note of who inserted each modulepreload link in place of Chromium's `about:client`. */
export async function withPreloadInserters(page: Page, requests: SeenRequest[]): Promise<SeenRequest[]> {
  const inserters = (await page.evaluate('window.__preloadInserters')) as Record<string, string[]>;
  return requests.map((request) =>
    request.from.includes('about:client')
      ? { ...request, from: [...new Set(inserters[request.url] ?? request.from)] }
      : request,
  );
}

/**
 * Records, through the DevTools protocol, every document and script request of `page` from now on, with
 * what requested it (the parser's document, a modulepreload link's document, or the scripts on the stack).
 */
export async function recordScripts(context: BrowserContext, page: Page): Promise<SeenRequest[]> {
  const cdp = await context.newCDPSession(page);
  await page.addInitScript(NOTE_PRELOAD_INSERTIONS);
  const requests: SeenRequest[] = [];
  cdp.on('Network.requestWillBeSent', (event: RequestWillBeSent) => {
    const request = seen(event);
    if (request) requests.push(request);
  });
  await cdp.send('Network.enable');
  return requests;
}
