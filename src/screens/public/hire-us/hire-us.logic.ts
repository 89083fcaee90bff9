import type { InquirySubmission } from '@contracts/hire-us';
import { fromPromise } from 'xstate';
import { submitInquiry } from '@/api/submit-inquiry';
import {
  announceOutboxSent,
  discardKeptInquiries,
  keepInquiry,
  OUTBOX_TAG,
  sendKeptInquiries,
} from '@/device/inquiry-outbox';
import { pageLanguage } from '@/lib/page-language';
import { type DiscardInput, hireUsWith, type KeyedInquiry, type OutboxOutcome } from './hire-us.machine';

/**
 * How long a page that believes it is online waits before trying the kept inquiries again: a submit can fail
 * for want of an answer while the browser still says online (a weak signal, a captive portal), and then no
 * `online` event comes.
 */
const RETRY_WHILE_ONLINE_MS = 30_000;

/**
 * What the form's values are sent as: with the page's language, in which the hub's reply mail is written.
 * The submit and the outbox take it from here, so a kept inquiry is sent again as the submit sent it.
 */
const submissionOf = ({ inquiry }: KeyedInquiry): InquirySubmission => ({
  ...inquiry,
  language: pageLanguage(),
});

/**
 * Asks the service worker to send the outbox when the connection returns, even if this tab is closed by
 * then (Background Sync, where the browser has it). Without it, the `online` event and the next visit send.
 */
async function registerBackgroundSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  if (registration && 'sync' in registration)
    await (registration.sync as { register(tag: string): Promise<void> }).register(OUTBOX_TAG);
}

/**
 * Done when sending the kept inquiries is worth a try: the `online` event, a message from another sender
 * (the service worker's sync, another tab: the page then finds its inquiry gone), or, when the browser
 * already says it is online, a while later.
 */
function connectionReturns(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(OUTBOX_TAG);
    const timer = navigator.onLine ? setTimeout(done, RETRY_WHILE_ONLINE_MS) : undefined;
    function stop() {
      window.removeEventListener('online', done);
      channel?.close();
      clearTimeout(timer);
    }
    function done() {
      stop();
      resolve();
    }
    window.addEventListener('online', done);
    channel?.addEventListener('message', done);
    signal.addEventListener('abort', stop);
  });
}

/** /hire-us with its real network and its outbox on the device. */
export const hireUsLogic = hireUsWith({
  submitInquiry: fromPromise(({ input }: { input: KeyedInquiry }) =>
    submitInquiry(submissionOf(input), input.idempotencyKey),
  ),
  keepInquiry: fromPromise(async ({ input }: { input: KeyedInquiry }) => {
    await keepInquiry({
      inquiry: submissionOf(input),
      idempotencyKey: input.idempotencyKey,
      keptAt: Date.now(),
    });
    // The inquiry is safe already: a browser without Background Sync (or a refusal) changes nothing.
    registerBackgroundSync().catch(() => {});
  }),
  sendKeptInquiries: fromPromise(async (): Promise<OutboxOutcome> => {
    const report = await sendKeptInquiries({ handOverRefused: true });
    if (report.sent.length > 0) announceOutboxSent();
    return report;
  }),
  waitForConnection: fromPromise(({ signal }) => connectionReturns(signal)),
  discardKeptInquiries: fromPromise(({ input }: { input: DiscardInput }) => discardKeptInquiries(input.keys)),
});
