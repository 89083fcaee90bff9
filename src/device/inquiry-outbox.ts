import type { ApiFailure } from '@contracts/api-failure';
import type { InquirySubmission } from '@contracts/hire-us';
import { submitInquiry } from '@/api/submit-inquiry';
import { forgetKept, keep, keptStartingWith, readKept } from './kept';
import { oneAtATime } from './one-at-a-time';

/**
 * Hire-us inquiries whose send failed for want of a connection, kept on the device (the `visitor` shelf:
 * an inquiry belongs to whoever wrote it, not to an account, so a sign-out does not drop it) until a send
 * reaches the server, the page discards it, or it has waited KEPT_INQUIRY_LIFETIME_MS. The page sends them
 * when the connection returns or on the next visit; the service worker's background sync
 * (src/sw/background-sync.ts) sends them even when no tab is open. So this module
 * uses nothing but `fetch` (through the page's own submitInquiry), IndexedDB and Web Locks: no ky, no DOM,
 * no React.
 *
 * Sending twice (the page and the worker, two tabs) still stores one inquiry: each entry carries the
 * Idempotency-Key of its first submission and the server replays its answer for a known key. Needless double
 * sends are avoided too: one sender at a time holds the `hire-us-outbox` lock (where Web Locks exist) and
 * reads each entry again just before posting it, so the second sender finds it gone.
 */
export interface KeptInquiry {
  /** What the submit that failed sent (its language included): sent again exactly so. */
  inquiry: InquirySubmission;
  /** The key of the submission that failed: a resend of what may have reached the server is answered once. */
  idempotencyKey: string;
  /** When it was kept (ms since the epoch): they are sent oldest first. */
  keptAt: number;
  /**
   * The server refused it (a 4xx a resend cannot change) while no page was there to show it: it is not sent
   * again, and the next page that sends hands it back to its form with this answer.
   */
  refused?: ApiFailure;
}

/** A kept inquiry the server refused, with the failure to show. */
export interface RefusedInquiry {
  submission: KeptInquiry;
  failure: ApiFailure;
}

/**
 * An entry kept by the release before this one, which kept the page's language beside the inquiry and sent
 * it as the body's last key.
 */
type EarlierEntry = Omit<KeptInquiry, 'inquiry'> & {
  inquiry: Omit<InquirySubmission, 'language'>;
  language: InquirySubmission['language'];
};

/**
 * An entry as this release keeps it. An earlier release's is read into the body that release sent (the same
 * keys in the same order), so the resend of one the server stored is still a replay, not a mismatch.
 */
function asKept(entry: KeptInquiry | EarlierEntry): KeptInquiry {
  if (!('language' in entry)) return entry;
  const { inquiry, language, ...rest } = entry;
  return { ...rest, inquiry: { ...inquiry, language } };
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

export function keepInquiry(entry: KeptInquiry): Promise<void> {
  return keep('visitor', PREFIX + entry.idempotencyKey, entry);
}

/** Every kept inquiry, oldest first. */
export async function keptInquiries(): Promise<KeptInquiry[]> {
  const all = await keptStartingWith<KeptInquiry | EarlierEntry>('visitor', PREFIX);
  return all.map(([, entry]) => asKept(entry)).sort((a, b) => a.keptAt - b.keptAt);
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
export function sendKeptInquiries({ fetcher, handOverRefused = false, now = Date.now }: SendOptions = {}) {
  return oneAtATime(OUTBOX_TAG, async (): Promise<OutboxReport> => {
    const report: OutboxReport = { sent: [], waiting: [], refused: [], expired: [] };
    let stopped = globalThis.navigator?.onLine === false;
    for (const listed of await keptInquiries()) {
      // Read again: another sender may have sent it since the list was read (no lock in this runtime).
      const stored = await readKept<KeptInquiry | EarlierEntry>('visitor', PREFIX + listed.idempotencyKey);
      if (!stored) continue;
      const entry = asKept(stored);
      if (now() - entry.keptAt > KEPT_INQUIRY_LIFETIME_MS) {
        await forgetInquiry(entry.idempotencyKey);
        report.expired.push(entry.idempotencyKey);
        continue;
      }
      if (entry.refused) {
        if (handOverRefused) {
          await forgetInquiry(entry.idempotencyKey);
          report.refused.push({ submission: entry, failure: entry.refused });
        }
        continue;
      }
      if (stopped) {
        report.waiting.push(entry);
        continue;
      }
      try {
        // As the page's submit sent it: the same body (a 2xx that is not the server's answer stored nothing).
        await submitInquiry(entry.inquiry, entry.idempotencyKey, fetcher);
        await forgetInquiry(entry.idempotencyKey);
        report.sent.push(entry.idempotencyKey);
      } catch (error) {
        const failure = error as ApiFailure;
        if (sendMayWork(failure)) {
          stopped = true;
          report.waiting.push(entry);
        } else if (handOverRefused) {
          await forgetInquiry(entry.idempotencyKey);
          report.refused.push({ submission: entry, failure });
        } else {
          await keepInquiry({ ...entry, refused: failure });
        }
      }
    }
    return report;
  });
}
