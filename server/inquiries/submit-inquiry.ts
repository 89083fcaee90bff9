import { createHash } from 'node:crypto';
import {
  type AcceptedInquiry,
  INQUIRY_RATE_LIMIT,
  inquiryMessages,
  type SubmitInquiryResponse,
  tooManyInquiriesText,
} from '@contracts/hire-us';
import type { Text } from '@contracts/texts';
import { oncePerFactory } from '@lib/limits/factory';
import { hireInquiries } from '../db/schema';
import type { RouteDeps } from '../deps';
import {
  DERIVED_KEY_PREFIX,
  isRefusedKey,
  type KeyLookup,
  lookUpGivenKey,
  type RefusedKey,
  type StoredAnswer,
  storeAnswer,
} from '../http/idempotency';

type InquiryDeps = Pick<RouteDeps, 'db' | 'clock' | 'limits'>;

/** The idempotency scope of inquiries, whether sent by the API or by the page's form. */
export const INQUIRY_SCOPE = 'hire-us';

/** What became of one submitted (already validated) inquiry. */
export type InquiryOutcome =
  | { kind: 'stored'; answer: StoredAnswer }
  | { kind: 'replayed'; answer: StoredAnswer }
  | { kind: 'limited'; retryAfterSeconds: number; text: Text }
  | { kind: 'key-refused'; lookup: RefusedKey };

/** How the request's idempotency key is read: the API's header, or the key the page form derives. */
export type LookUpKey = () => Promise<KeyLookup>;

/** Another request with the same idempotency key committed first: this one's insert is rolled back. */
class KeyTakenError extends Error {}

/** One limiter per limiter store, so the API and the page form count against the same 5 an hour. */
const inquiryLimiter = oncePerFactory((limits) =>
  limits.create('inquiriesPerIp', {
    points: INQUIRY_RATE_LIMIT.limit,
    durationSeconds: INQUIRY_RATE_LIMIT.windowMs / 1000,
  }),
);

/**
 * A form posted without scripts cannot send an Idempotency-Key; its key is made of the client address and
 * the inquiry, so the browser's resubmission of the same answer page (a reload) stores nothing twice.
 */
export function formInquiryKey(ip: string, inquiry: AcceptedInquiry): string {
  return `${DERIVED_KEY_PREFIX}${createHash('sha256')
    .update(`${ip}\n${JSON.stringify(inquiry)}`)
    .digest('hex')}`;
}

/** The key lookup of a page form's inquiry (see `formInquiryKey`). */
export function formKeyLookUp(deps: Pick<InquiryDeps, 'db' | 'clock'>, ip: string, inquiry: AcceptedInquiry) {
  return () => lookUpGivenKey(deps.db, deps.clock, formInquiryKey(ip, inquiry), INQUIRY_SCOPE, inquiry);
}

/**
 * Stores a validated inquiry with status Pending for the admin queue, as both the API and the page's form
 * do: a known idempotency key gets its first answer again (no second inquiry, no limit point); else at most
 * 5 accepted inquiries per hour per client address.
 */
export function inquirySubmitter({ db, clock, limits }: InquiryDeps) {
  const limiter = inquiryLimiter(limits);

  async function insertInquiry(
    inquiry: AcceptedInquiry,
    fresh: { key: string; requestHash: string } | null,
  ): Promise<StoredAnswer> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(hireInquiries)
        .values({
          email: inquiry.email,
          firstName: inquiry.first_name,
          lastName: inquiry.last_name,
          companyName: inquiry.company_name,
          jobTitle: inquiry.job_title,
          country: inquiry.country,
          message: inquiry.message,
          consent: inquiry.consent,
          language: inquiry.language ?? 'en',
          status: 'Pending',
          createdAt: clock.now(),
        })
        .returning({ id: hireInquiries.id });
      if (!row) throw new Error('The inquiry insert returned no row');
      const body: SubmitInquiryResponse = {
        message: inquiryMessages.submitted,
        data: { inquiry: { id: row.id } },
      };
      const answer: StoredAnswer = { status: 201, body };
      if (fresh && !(await storeAnswer(tx, clock, INQUIRY_SCOPE, fresh, answer))) throw new KeyTakenError();
      return answer;
    });
  }

  /** The outcome of a key looked up again after a concurrent request with the same key won. */
  function afterLostRace(again: KeyLookup): InquiryOutcome {
    if (again.kind === 'replay') return { kind: 'replayed', answer: again.answer };
    if (isRefusedKey(again)) return { kind: 'key-refused', lookup: again };
    throw new Error('The idempotency key was taken but no answer is stored');
  }

  return async function submitInquiry(
    inquiry: AcceptedInquiry,
    request: { ip: string; lookUpKey: LookUpKey },
  ): Promise<InquiryOutcome> {
    const lookup = await request.lookUpKey();
    if (isRefusedKey(lookup)) return { kind: 'key-refused', lookup };
    if (lookup.kind === 'replay') return { kind: 'replayed', answer: lookup.answer };

    const verdict = await limiter.consume(request.ip);
    if (!verdict.ok) {
      const { retryAfterSeconds } = verdict;
      return { kind: 'limited', retryAfterSeconds, text: tooManyInquiriesText(retryAfterSeconds) };
    }
    try {
      return {
        kind: 'stored',
        answer: await insertInquiry(inquiry, lookup.kind === 'fresh' ? lookup : null),
      };
    } catch (error) {
      if (!(error instanceof KeyTakenError)) throw error;
      // A concurrent double submit: answer like the request that won.
      return afterLostRace(await request.lookUpKey());
    }
  };
}
