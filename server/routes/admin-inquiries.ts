import {
  InquiriesFilter,
  type Inquiry,
  type InquiryDetail,
  type InquiryReply,
  InquiryReplyRequest,
  type InquiryReplyResponse,
  type InquiryResponse,
  InquiryStatusRequest,
  inquiryAdminMessages,
} from '@contracts/inquiries';
import { textsOf } from '@contracts/texts';
import { fail } from '@lib/http/failure';
import { validate } from '@lib/http/validate';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { SessionEnv, SessionUser } from '../auth/session';
import type { Database } from '../db/client';
import { hireInquiries, inquiryReplies, users } from '../db/schema';
import type { RouteDeps } from '../deps';
import { requireRole } from '../http/guards';
import { idParam, notFound } from '../http/ids';
import { paged, pageQuery, pageWindow } from '../http/paging';
import { createQueuePages, type QueueRow } from '../inquiries/queue-pages';
import { inquiryReplyMail } from '../mail/inquiry-reply';

type AdminInquiriesDeps = Pick<RouteDeps, 'db' | 'clock' | 'config' | 'mailer' | 'logger'>;

/**
 * /api/admin/hire-inquiries (Admin only): the queue of hire-us inquiries, newest first and paged
 * (`?page&limit&status`), one inquiry with the replies sent, the status, a reply e-mailed to the inquirer
 * (stored only once the mailer accepted it), and delete (204).
 */
export function adminInquiriesRoutes(deps: AdminInquiriesDeps) {
  const { db, clock, mailer, logger } = deps;
  const queue = createQueuePages(db);

  return new Hono<SessionEnv>()
    .use('*', requireRole(deps, 'Admin'))

    .get('/', pageQuery(InquiriesFilter.entries), async (c) => {
      const query = c.req.valid('query');
      const { rows, total } = await queue.page(query.status, pageWindow(query));
      return c.json(paged('inquiries', rows.map(toInquiry), total));
    })

    .get('/:id', idParam, async (c) => {
      const inquiry = await findDetail(db, c.req.valid('param').id);
      if (!inquiry) return notFound(c, textsOf(inquiryAdminMessages).notFound);
      return c.json({ data: { inquiry } } satisfies InquiryResponse);
    })

    .patch('/:id', idParam, validate('json', InquiryStatusRequest), async (c) => {
      const { id } = c.req.valid('param');
      const { status } = c.req.valid('json');
      const [updated] = await db
        .update(hireInquiries)
        .set({ status })
        .where(eq(hireInquiries.id, id))
        .returning({ id: hireInquiries.id });
      const inquiry = updated && (await findDetail(db, updated.id));
      if (!inquiry) return notFound(c, textsOf(inquiryAdminMessages).notFound);
      return c.json({ data: { inquiry } } satisfies InquiryResponse);
    })

    .post('/:id/reply', idParam, validate('json', InquiryReplyRequest), async (c) => {
      const { id } = c.req.valid('param');
      const { subject, message } = c.req.valid('json');
      const [inquiry] = await db.select().from(hireInquiries).where(eq(hireInquiries.id, id)).limit(1);
      if (!inquiry) return notFound(c, textsOf(inquiryAdminMessages).notFound);
      const admin = c.get('user');
      const senderName = nameOf(admin);
      try {
        await mailer.send(inquiryReplyMail(inquiry, { subject, message, senderName }));
      } catch (error) {
        logger.error(`[inquiries] reply mail for inquiry ${id} failed: ${String(error)}`);
        return fail(c, 502, textsOf(inquiryAdminMessages).mailFailed);
      }
      const stored = await storeReply(
        db,
        { inquiryId: id, adminId: admin.id, subject, message },
        clock.now(),
      );
      if (!stored) return notFound(c, textsOf(inquiryAdminMessages).notFound);
      const reply: InquiryReply = {
        id: stored.id,
        subject,
        message,
        sent_by: senderName,
        sent_at: stored.sentAt.toISOString(),
      };
      return c.json({ data: { reply } } satisfies InquiryReplyResponse, 201);
    })

    .delete('/:id', idParam, async (c) => {
      const [deleted] = await db
        .delete(hireInquiries)
        .where(eq(hireInquiries.id, c.req.valid('param').id))
        .returning({ id: hireInquiries.id });
      if (!deleted) return notFound(c, textsOf(inquiryAdminMessages).notFound);
      return c.body(null, 204);
    });
}

function toInquiry(row: QueueRow): Inquiry {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    company_name: row.companyName,
    job_title: row.jobTitle,
    country: row.country,
    message: row.message,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** "First Last", or the e-mail address when the account has no name. */
function nameOf(user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** Who sent a reply: the admin's name, else their e-mail, '' once that account is gone. */
const sentBy: SQL<string> = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email}, '')`;

async function findDetail(db: Database, id: string): Promise<InquiryDetail | undefined> {
  const [row] = await db.select().from(hireInquiries).where(eq(hireInquiries.id, id)).limit(1);
  if (!row) return undefined;
  const replies = await db
    .select({
      id: inquiryReplies.id,
      subject: inquiryReplies.subject,
      message: inquiryReplies.message,
      sent_by: sentBy,
      sentAt: inquiryReplies.sentAt,
    })
    .from(inquiryReplies)
    .leftJoin(users, eq(users.id, inquiryReplies.adminId))
    .where(eq(inquiryReplies.inquiryId, id))
    .orderBy(asc(inquiryReplies.sentAt), asc(inquiryReplies.id));
  return {
    ...toInquiry(row),
    replies: replies.map(({ sentAt, ...reply }) => ({ ...reply, sent_at: sentAt.toISOString() })),
  };
}

/**
 * Stores a reply that was mailed. The inquiry may have been deleted while the mail was on its way: then
 * the insert breaks the foreign key, nothing is stored and the caller answers 404.
 */
async function storeReply(
  db: Database,
  reply: { inquiryId: string; adminId: string; subject: string; message: string },
  sentAt: Date,
) {
  try {
    const [stored] = await db
      .insert(inquiryReplies)
      .values({ ...reply, sentAt })
      .returning({ id: inquiryReplies.id, sentAt: inquiryReplies.sentAt });
    return stored;
  } catch (error) {
    const [inquiry] = await db
      .select({ id: hireInquiries.id })
      .from(hireInquiries)
      .where(eq(hireInquiries.id, reply.inquiryId));
    if (inquiry) throw error;
    return undefined;
  }
}
