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
import { hireInquiries } from '../db/schema';
import type { RouteDeps } from '../deps';

type HireUsDeps = Pick<RouteDeps, 'db' | 'clock' | 'limits'>;

/**
 * /api/hire-us: `POST /` stores an inquiry with status Pending for the admin queue.
 * At most 5 accepted inquiries per hour per client IP (the socket's address, never a header); a body that
 * fails validation is answered 400 and neither stored nor counted.
 */
export function hireUsRoutes({ db, clock, limits }: HireUsDeps) {
  const limiter = limits.create('inquiriesPerIp', {
    points: INQUIRY_RATE_LIMIT.limit,
    durationSeconds: INQUIRY_RATE_LIMIT.windowMs / 1000,
  });

  return new Hono().post(
    '/',
    // The first field's message (consent is checked first, as the form does).
    validate('json', InquiryRequest),
    async (c) => {
      const verdict = await limiter.consume(clientIp(c));
      if (!verdict.ok) {
        return tooManyRequests(
          c,
          verdict.retryAfterSeconds,
          tooManyInquiriesMessage(verdict.retryAfterSeconds),
        );
      }
      const inquiry = c.req.valid('json');
      const [row] = await db
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
      return c.json(body, 201);
    },
  );
}
