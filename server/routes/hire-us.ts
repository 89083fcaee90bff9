import { InquirySubmission, type SubmitInquiryResponse } from '@contracts/hire-us';
import { clientIp } from '@lib/http/client-ip';
import { tooManyRequests } from '@lib/http/rate-limit';
import { validate } from '@lib/http/validate';
import { Hono } from 'hono';
import type { RouteDeps } from '../deps';
import { lookUpKey, refuseKey, replay } from '../http/idempotency';
import { INQUIRY_SCOPE, inquirySubmitter } from '../inquiries/submit-inquiry';

type HireUsDeps = Pick<RouteDeps, 'db' | 'clock' | 'limits'>;

/**
 * /api/hire-us: `POST /` stores an inquiry with status Pending for the admin queue.
 * At most 5 accepted inquiries per hour per client IP (the socket's address, never a header); a body that
 * fails validation is answered 400 and neither stored nor counted.
 * An `Idempotency-Key` header makes retries safe: the same key with the same body within 24 h gets the
 * first answer again (no second inquiry, no limit point), the same key with another body gets 422.
 * The hire-us page's form posted without scripts goes through the same `inquirySubmitter` (page-forms.ts).
 */
export function hireUsRoutes(deps: HireUsDeps) {
  const submitInquiry = inquirySubmitter(deps);

  return new Hono().post(
    '/',
    // The first field's message (consent is checked first, as the form does).
    validate('json', InquirySubmission),
    async (c) => {
      const inquiry = c.req.valid('json');
      const outcome = await submitInquiry(inquiry, {
        ip: clientIp(c),
        lookUpKey: () => lookUpKey(deps.db, deps.clock, c, INQUIRY_SCOPE, inquiry),
      });
      switch (outcome.kind) {
        case 'key-refused':
          return refuseKey(c, outcome.lookup);
        case 'replayed':
          return replay(c, outcome.answer);
        case 'limited':
          return tooManyRequests(c, outcome.retryAfterSeconds, outcome.text);
        case 'stored':
          return c.json(outcome.answer.body as SubmitInquiryResponse, 201);
      }
    },
  );
}
