import {
  INQUIRY_RATE_LIMIT,
  InquiryRequest,
  inquiryMessages,
  type SubmitInquiryResponse,
  tooManyInquiriesMessage,
} from '@contracts/hire-us';
import { clientIp } from '@lib/http/client-ip';
import { tooManyRequests } from '@lib/http/rate-limit';
import { validate } from '@lib/http/validate';
import { Hono } from 'hono';
import type { InferOutput } from 'valibot';
import { hireInquiries } from '../db/schema';
import type { RouteDeps } from '../deps';
import { lookUpKey, refuseKey, replay, type StoredAnswer, storeAnswer } from '../http/idempotency';

type HireUsDeps = Pick<RouteDeps, 'db' | 'clock' | 'limits'>;

const SCOPE = 'hire-us';

/** Another request with the same Idempotency-Key committed first: this one's insert is rolled back. */
class KeyTakenError extends Error {}

/**
 * /api/hire-us: `POST /` stores an inquiry with status Pending for the admin queue.
 * At most 5 accepted inquiries per hour per client IP (the socket's address, never a header); a body that
 * fails validation is answered 400 and neither stored nor counted.
 * An `Idempotency-Key` header makes retries safe: the same key with the same body within 24 h gets the
 * first answer again (no second inquiry, no limit point), the same key with another body gets 422.
 */
export function hireUsRoutes({ db, clock, limits }: HireUsDeps) {
  const limiter = limits.create('inquiriesPerIp', {
    points: INQUIRY_RATE_LIMIT.limit,
    durationSeconds: INQUIRY_RATE_LIMIT.windowMs / 1000,
  });

  async function insertInquiry(
    inquiry: InferOutput<typeof InquiryRequest>,
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
      if (fresh && !(await storeAnswer(tx, clock, SCOPE, fresh, answer))) throw new KeyTakenError();
      return answer;
    });
  }

  return new Hono().post(
    '/',
    // The first field's message (consent is checked first, as the form does).
    validate('json', InquiryRequest),
    async (c) => {
      const inquiry = c.req.valid('json');
      const lookup = await lookUpKey(db, clock, c, SCOPE, inquiry);
      if (lookup.kind === 'invalid' || lookup.kind === 'mismatch') return refuseKey(c, lookup);
      if (lookup.kind === 'replay') return replay(c, lookup.answer);

      const verdict = await limiter.consume(clientIp(c));
      if (!verdict.ok) {
        return tooManyRequests(
          c,
          verdict.retryAfterSeconds,
          tooManyInquiriesMessage(verdict.retryAfterSeconds),
        );
      }
      try {
        const answer = await insertInquiry(inquiry, lookup.kind === 'fresh' ? lookup : null);
        return c.json(answer.body as SubmitInquiryResponse, 201);
      } catch (error) {
        if (!(error instanceof KeyTakenError)) throw error;
        // A concurrent double submit: answer like the request that won.
        const again = await lookUpKey(db, clock, c, SCOPE, inquiry);
        if (again.kind === 'replay') return replay(c, again.answer);
        if (again.kind === 'mismatch' || again.kind === 'invalid') return refuseKey(c, again);
        throw new Error('The idempotency key was taken but no answer is stored');
      }
    },
  );
}
