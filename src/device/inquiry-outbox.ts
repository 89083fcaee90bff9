import type { ApiFailure } from '@contracts/api-failure';
import { type InquiryRequestInput, SubmitInquiryResponse } from '@contracts/hire-us';
import type { Language } from '@contracts/languages';
import * as v from 'valibot';
import { httpFailureOf } from '@/api/http-failure';
import { forgetKept, keep, keptStartingWith, readKept } from './kept';
import { oneAtATime } from './one-at-a-time';

/**
 * Hire-us inquiries whose send failed for want of a connection, kept on the device (the `visitor` shelf:
 * an inquiry belongs to whoever wrote it, not to an account, so a sign-out does not drop it) until a send
 * reaches the server, the page discards it, or it has waited KEPT_INQUIRY_LIFETIME_MS. The page sends them
 * when the connection returns or on the next visit; the service worker's background sync
 * (src/sw/background-sync.ts) sends them even when no tab is open. So this module
 * uses nothing but `fetch`, IndexedDB and Web Locks: no ky, no DOM, no React.
 *
 * Sending twice (the page and the worker, two tabs) still stores one inquiry: each entry carries the
 * Idempotency-Key of its first submission and the server replays its answer for a known key. Needless double
 * sends are avoided too: one sender at a time holds the `hire-us-outbox` lock (where Web Locks exist) and
 * reads each entry again just before posting it, so the second sender finds it gone.
 */
export interface KeptInquiry {
  inquiry: InquiryRequestInput;
  /** The key of the submission that failed: a resend of what may have reached the server is answered once. */
  idempotencyKey: string;
  /** When it was kept (ms since the epoch): they are sent oldest first. */
  keptAt: number;
  /** The page's language at the submit (the reply mail's): sent exactly as the page sent it. */
  language: Language;
  /**
   * The server refused it (a 4xx a resend cannot change) while no page was there to show it: it is not sent
   * again, and the next page that sends hands it back to its form with this answer.
   */
  refused?: ApiFailure;
}

/** A kept inquiry the server refused: the failure to show, the values to hand back to the form. */
export interface RefusedInquiry {
  entry: KeptInquiry;
  failure: ApiFailure;
}

/** What a send did. */
export interface OutboxReport {
  /** The keys the server answered with a stored inquiry. */
  sent: string[];
  /** Still kept (no connection, a 5xx, a 429, an answer that was not the server's), oldest first. */
  waiting: KeptInquiry[];
  /** Refused by the server and taken out of the outbox (only when `handOverRefused`). */
  refused: RefusedInquiry[];
  /** Kept longer than KEPT_INQUIRY_LIFETIME_MS: forgotten, never sent. */
  expired: string[];
}

/**
 * How long an inquiry waits on the device. One kept longer is forgotten and never sent, by the page and by
 * the worker alike: a week-old inquiry sent by whoever next opens the site on a shared device, or when a
 * forgotten phone finds a network, is no longer what its writer meant to send then, and it should not wait
 * on a shared device for ever.
 */
export const KEPT_INQUIRY_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The tag of the background sync and the name of the BroadcastChannel and of the lock. */
export const OUTBOX_TAG = 'hire-us-outbox';

/** Tells the pages waiting on the outbox (other tabs, or every tab when the worker sent) that it was sent. */
export function announceOutboxSent(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_TAG);
  channel.postMessage({ type: 'sent' });
  channel.close();
}

const PREFIX = 'hire-us-outbox:';
/** As long as the page's own client waits for an answer. */
const SEND_TIMEOUT_MS = 15_000;

export function keepInquiry(entry: KeptInquiry): Promise<void> {
  return keep('visitor', PREFIX + entry.idempotencyKey, entry);
}

/** Every kept inquiry, oldest first. */
export async function keptInquiries(): Promise<KeptInquiry[]> {
  const all = await keptStartingWith<KeptInquiry>('visitor', PREFIX);
  return all.map(([, entry]) => entry).sort((a, b) => a.keptAt - b.keptAt);
}

export function forgetInquiry(idempotencyKey: string): Promise<void> {
  return forgetKept('visitor', PREFIX + idempotencyKey);
}

/**
 * Forgets the kept inquiries of these keys, unsent (the page's Discard), after any send under way: a sender
 * reads each entry again before posting it, so one discarded meanwhile is not sent.
 */
export function discardKeptInquiries(keys: readonly string[]): Promise<void> {
  return oneAtATime(OUTBOX_TAG, async () => {
    for (const key of keys) await forgetInquiry(key);
  });
}

/**
 * Whether a failed send is worth repeating with the same body: no answer, a server error, the hourly limit
 * (429), a timeout (408). Any other 4xx refuses what was sent, and the same bytes under the same key will
 * be refused again.
 */
export function sendMayWork(failure: ApiFailure): boolean {
  if (failure.kind !== 'http') return true;
  return failure.status >= 500 || failure.status === 429 || failure.status === 408;
}

/**
 * POST /api/hire-us exactly as src/api/submit-inquiry.ts does (the same body, in the same key order, and
 * the same Idempotency-Key: the server hashes the body, so the resend of a stored one is a replay, not a
 * mismatch). Resolves with the server's answer; rejects with an ApiFailure.
 */
export async function postKeptInquiry(entry: KeptInquiry, fetcher: typeof fetch = fetch): Promise<void> {
  let response: Response;
  try {
    response = await fetcher('/api/hire-us', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': entry.idempotencyKey },
      body: JSON.stringify({ ...entry.inquiry, language: entry.language }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    throw (
      error instanceof DOMException && error.name === 'TimeoutError'
        ? { kind: 'timeout' }
        : { kind: 'network' }
    ) satisfies ApiFailure;
  }
  if (!response.ok) throw await httpFailureOf(response);
  // A 2xx that is not the server's answer (a captive portal's page, an HTML fallback) stored nothing.
  const body = await response.json().catch(() => undefined);
  if (!v.is(SubmitInquiryResponse, body)) throw { kind: 'invalid-response' } satisfies ApiFailure;
}

export interface SendOptions {
  fetcher?: typeof fetch;
  /**
   * A page sends: a refused inquiry is taken out of the outbox and handed back (its form shows the answer
   * and the values for another try). The worker has no form: it marks the entry refused and leaves it.
   */
  handOverRefused?: boolean;
  /** The time (ms since the epoch) an entry's age is measured at. */
  now?: () => number;
}

/**
 * Sends every kept inquiry, oldest first, and forgets each the server stored. Stops at the first failure a
 * resend may cure (the others would meet the same missing connection or the same hourly limit). Sends
 * nothing when the device says it is offline. An entry kept longer than KEPT_INQUIRY_LIFETIME_MS is
 * forgotten unsent, a refused one too (it is never handed over).
 */
export function sendKeptInquiries({
  fetcher = fetch,
  handOverRefused = false,
  now = Date.now,
}: SendOptions = {}) {
  return oneAtATime(OUTBOX_TAG, async (): Promise<OutboxReport> => {
    const report: OutboxReport = { sent: [], waiting: [], refused: [], expired: [] };
    let stopped = globalThis.navigator?.onLine === false;
    for (const listed of await keptInquiries()) {
      // Read again: another sender may have sent it since the list was read (no lock in this runtime).
      const entry = await readKept<KeptInquiry>('visitor', PREFIX + listed.idempotencyKey);
      if (!entry) continue;
      if (now() - entry.keptAt > KEPT_INQUIRY_LIFETIME_MS) {
        await forgetInquiry(entry.idempotencyKey);
        report.expired.push(entry.idempotencyKey);
        continue;
      }
      if (entry.refused) {
        if (handOverRefused) {
          await forgetInquiry(entry.idempotencyKey);
          report.refused.push({ entry, failure: entry.refused });
        }
        continue;
      }
      if (stopped) {
        report.waiting.push(entry);
        continue;
      }
      try {
        await postKeptInquiry(entry, fetcher);
        await forgetInquiry(entry.idempotencyKey);
        report.sent.push(entry.idempotencyKey);
      } catch (error) {
        const failure = error as ApiFailure;
        if (sendMayWork(failure)) {
          stopped = true;
          report.waiting.push(entry);
        } else if (handOverRefused) {
          await forgetInquiry(entry.idempotencyKey);
          report.refused.push({ entry, failure });
        } else {
          await keepInquiry({ ...entry, refused: failure });
        }
      }
    }
    return report;
  });
}
