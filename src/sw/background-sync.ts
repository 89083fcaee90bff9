/// <reference lib="webworker" />
import { announceOutboxSent, OUTBOX_TAG, sendKeptInquiries } from '@/device/inquiry-outbox';

/**
 * The service worker's part of the hire-us outbox: importing this module adds the `sync` listener for the
 * `hire-us-outbox` tag the page registers after keeping an inquiry, so the browser sends the kept inquiries
 * when the connection returns, even if every tab of the site was closed (Background Sync; Chromium has it).
 * An inquiry still waiting makes the sync fail, and the browser tries it again later. A page left open
 * learns that the outbox was sent from the `hire-us-outbox` BroadcastChannel (and finds its entry gone).
 */
declare const self: ServiceWorkerGlobalScope;

/** The Background Sync event (not in TypeScript's webworker lib). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

export async function sendOutbox(): Promise<void> {
  // The worker has no form to show a refusal in: a refused inquiry stays, marked, for the next page.
  const report = await sendKeptInquiries();
  if (report.sent.length > 0) announceOutboxSent();
  if (report.waiting.length > 0) throw new Error('Kept inquiries are still waiting for the connection');
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_TAG) sync.waitUntil(sendOutbox());
});
