import {
  type HireInquiry,
  type HireInquiryDetail,
  type HireInquiryResponse,
  hireInquiryMessages,
  InquiriesFilter,
  type InquiryReply,
  InquiryReplyRequest,
  type InquiryReplyResponse,
  InquiryStatusRequest,
} from '@contracts/hire-inquiries';
import { validate } from '@lib/http/validate';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { SessionEnv, SessionUser } from '../auth/session';
import type { Database } from '../db/client';
import { preparedPer } from '../db/prepared';
import {
  hireInquiries,
  hireInquiryCounts,
  type HireInquiry as InquiryRow,
  type InquiryStatus,
  inquiryReplies,
  users,
} from '../db/schema';
import type { RouteDeps } from '../deps';
import { requireRole } from '../http/guards';
import { idParam, notFound } from '../http/ids';
import { type EndWindow, nearerEnd, paged, pageQuery, pageWindow } from '../http/paging';
import { inquiryReplyMail } from '../mail/inquiry-reply';

type AdminInquiriesDeps = Pick<RouteDeps, 'db' | 'clock' | 'config' | 'mailer' | 'logger'>;

/**
 * /api/admin/hire-inquiries (Admin only): the queue of hire-us inquiries, newest first and paged
 * (`?page&limit&status`), one inquiry with the replies sent, the status, a reply e-mailed to the inquirer
 * (stored only once the mailer accepted it), and delete (204).
 */
export function adminHireInquiriesRoutes(deps: AdminInquiriesDeps) {
  const { db, clock, mailer, logger } = deps;

  return new Hono<SessionEnv>()
    .use('*', requireRole(deps, 'Admin'))

    .get('/', pageQuery(InquiriesFilter.entries), async (c) => {
      const { status } = c.req.valid('query');
      const total = await countInquiries(db, status);
      const window = nearerEnd(pageWindow(c.req.valid('query')), total);
      const rows = window ? await readQueuePage(db, status, window) : [];
      return c.json(paged('inquiries', rows.map(toInquiry), total));
    })

    .get('/:id', idParam, async (c) => {
      const inquiry = await findDetail(db, c.req.valid('param').id);
      if (!inquiry) return notFound(c, hireInquiryMessages.notFound);
      return c.json({ data: { inquiry } } satisfies HireInquiryResponse);
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
      if (!inquiry) return notFound(c, hireInquiryMessages.notFound);
      return c.json({ data: { inquiry } } satisfies HireInquiryResponse);
    })

    .post('/:id/reply', idParam, validate('json', InquiryReplyRequest), async (c) => {
      const { id } = c.req.valid('param');
      const { subject, message } = c.req.valid('json');
      const [inquiry] = await db.select().from(hireInquiries).where(eq(hireInquiries.id, id)).limit(1);
      if (!inquiry) return notFound(c, hireInquiryMessages.notFound);
      const admin = c.get('user');
      const senderName = nameOf(admin);
      try {
        await mailer.send(inquiryReplyMail(inquiry, { subject, message, senderName }));
      } catch (error) {
        logger.error(`[inquiries] reply mail for inquiry ${id} failed: ${String(error)}`);
        return c.json({ message: hireInquiryMessages.mailFailed }, 502);
      }
      const stored = await storeReply(
        db,
        { inquiryId: id, adminId: admin.id, subject, message },
        clock.now(),
      );
      if (!stored) return notFound(c, hireInquiryMessages.notFound);
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
      if (!deleted) return notFound(c, hireInquiryMessages.notFound);
      return c.body(null, 204);
    });
}

/** How many inquiries (of one status), from the trigger-kept counts: one small row each, no table scan. */
const inquiryTotal = sql<number>`coalesce(sum(${hireInquiryCounts.total}), 0)`.mapWith(Number);
const countAll = preparedPer((db) =>
  db.select({ total: inquiryTotal }).from(hireInquiryCounts).prepare('inquiry_count_all'),
);
const countOfStatus = preparedPer((db) =>
  db
    .select({ total: inquiryTotal })
    .from(hireInquiryCounts)
    .where(eq(hireInquiryCounts.status, sql.placeholder('status')))
    .prepare('inquiry_count_status'),
);

async function countInquiries(db: Database, status: InquiryStatus | undefined): Promise<number> {
  const [row] = await (status ? countOfStatus(db).execute({ status }) : countAll(db).execute());
  return row?.total ?? 0;
}

/** The columns a queue card shows (the consent flag stays in the database). */
const queueColumns = {
  id: hireInquiries.id,
  firstName: hireInquiries.firstName,
  lastName: hireInquiries.lastName,
  email: hireInquiries.email,
  companyName: hireInquiries.companyName,
  jobTitle: hireInquiries.jobTitle,
  country: hireInquiries.country,
  message: hireInquiries.message,
  status: hireInquiries.status,
  createdAt: hireInquiries.createdAt,
} as const;

/** One page of the queue in one direction, of every status or of one: four prepared statements. */
function queuePageQuery(direction: typeof asc, ofOneStatus: boolean, name: string) {
  return preparedPer((db) =>
    db
      .select(queueColumns)
      .from(hireInquiries)
      .where(ofOneStatus ? eq(hireInquiries.status, sql.placeholder('status')) : undefined)
      .orderBy(direction(hireInquiries.createdAt), direction(hireInquiries.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
}
const queuePages = {
  newestFirst: queuePageQuery(desc, false, 'inquiry_page_desc'),
  oldestFirst: queuePageQuery(asc, false, 'inquiry_page_asc'),
  newestFirstOfStatus: queuePageQuery(desc, true, 'inquiry_page_status_desc'),
  oldestFirstOfStatus: queuePageQuery(asc, true, 'inquiry_page_status_asc'),
};

/**
 * One page of the queue, newest first (id breaking ties), walked along an index from the nearer end:
 * (created_at, id), or (status, created_at, id) for one status.
 */
async function readQueuePage(db: Database, status: InquiryStatus | undefined, window: EndWindow) {
  const { limit, offset } = window;
  const rows = status
    ? await (window.reversed ? queuePages.oldestFirstOfStatus : queuePages.newestFirstOfStatus)(db).execute({
        status,
        limit,
        offset,
      })
    : await (window.reversed ? queuePages.oldestFirst : queuePages.newestFirst)(db).execute({
        limit,
        offset,
      });
  return window.reversed ? rows.reverse() : rows;
}

function toInquiry(row: Omit<InquiryRow, 'consent'>): HireInquiry {
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

async function findDetail(db: Database, id: string): Promise<HireInquiryDetail | undefined> {
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
