import type { Page } from 'playwright-core';

/** One request of a page, its times in ms from the page's navigation start. */
export interface TimedRequest {
  url: string;
  method: string;
  /** The DevTools protocol's resource type: Document, Script, Fetch, Stylesheet… */
  type: string;
  /** When the browser sent it. */
  sentAt: number;
  /** When its last byte arrived (undefined while it has not, or when it failed). */
  arrivedAt?: number;
}

export interface NetworkTimeline {
  requests: TimedRequest[];
  /**
   * Puts the times on the page's clock, `origin` being its `performance.timeOrigin` (read before anything
   * could navigate the tab away: a form the browser posts itself opens a new document). Call once.
   */
  settle(origin: number): void;
}

interface SentEvent {
  requestId: string;
  timestamp: number;
  wallTime: number;
  type?: string;
  request: { url: string; method: string };
}

/**
 * Records every request of `page` from the DevTools protocol's network events. The protocol stamps them
 * on a monotonic clock (s) and gives the wall time when a request is sent; the page's navigation start is
 * `performance.timeOrigin` (wall ms), so each time is moved onto the wall clock by the first request's
 * offset and then made relative to the navigation start, the clock the page's own marks are on.
 */
export async function recordNetwork(page: Page): Promise<NetworkTimeline> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map<string, TimedRequest>();
  const requests: TimedRequest[] = [];
  let wallOffsetS: number | undefined;
  cdp.on('Network.requestWillBeSent', (event: SentEvent) => {
    wallOffsetS ??= event.wallTime - event.timestamp;
    const { url, method } = event.request;
    const timed = { url, method, type: event.type ?? 'Other', sentAt: event.timestamp };
    byId.set(event.requestId, timed);
    requests.push(timed);
  });
  cdp.on('Network.loadingFinished', (event: { requestId: string; timestamp: number }) => {
    const timed = byId.get(event.requestId);
    if (timed) timed.arrivedAt = event.timestamp;
  });
  return {
    requests,
    settle(origin) {
      const onPageClock = (s: number) => (s + (wallOffsetS ?? 0)) * 1000 - origin;
      for (const timed of requests) {
        timed.sentAt = onPageClock(timed.sentAt);
        if (timed.arrivedAt !== undefined) timed.arrivedAt = onPageClock(timed.arrivedAt);
      }
    },
  };
}
