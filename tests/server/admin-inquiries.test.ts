import { randomUUID } from 'node:crypto';
import {
  InquiriesPageResponse,
  InquiryReplyResponse,
  InquiryResponse,
  inquiryAdminMessages,
} from '@contracts/inquiries';
import { idMessages, pagingMessages } from '@contracts/paging';
import { textMessages } from '@contracts/text-fields';
import { hireInquiries, inquiryReplies, type NewInquiryRow } from '@server/db/schema';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, insertInquiries as insertInquiriesFor, signedIn } from '../support/admin-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

const MINUTE = 60 * 1000;
const BASE = '/api/admin/hire-inquiries';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signedIn(t, 'Admin')).token;
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.delete(hireInquiries);
  t.mailer.clear();
});

const as = (method: string, path: string, body?: unknown) =>
  api(t, method, path, { token, ...(body !== undefined && { body }) });

/** Inserts `n` inquiries, one a minute apart: index 0 is the oldest. Returns their ids, oldest first. */
const insertInquiries = (n: number, overrides?: (i: number) => Partial<NewInquiryRow>) =>
  insertInquiriesFor(t, n, overrides);

async function storedReplies(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(inquiryReplies);
  return row?.n ?? 0;
}

async function statusOf(id: string) {
  const [row] = await t.db
    .select({ status: hireInquiries.status })
    .from(hireInquiries)
    .where(eq(hireInquiries.id, id));
  return row?.status;
}

describe('GET /api/admin/hire-inquiries', () => {
  it('pages newest first with the total, in the contract’s shape', async () => {
    const ids = await insertInquiries(12);
    const first = await as('GET', `${BASE}?page=1&limit=5`);
    expect(first.status).toBe(200);
    const body = v.parse(InquiriesPageResponse, first.body);
    expect(body.total).toBe(12);
    expect(body.data.inquiries.map((inquiry) => inquiry.id)).toEqual(ids.slice(7).reverse());
    expect(body.data.inquiries[0]).toMatchObject({
      first_name: 'First11',
      last_name: 'Last11',
      email: 'client11@company.example',
      company_name: 'Company 11',
      job_title: 'CTO',
      country: 'Kenya',
      message: 'Message 11',
      status: 'Pending',
    });
    const last = v.parse(InquiriesPageResponse, (await as('GET', `${BASE}?page=3&limit=5`)).body);
    expect(last.data.inquiries.map((inquiry) => inquiry.id)).toEqual(ids.slice(0, 2).reverse());
    const beyond = v.parse(InquiriesPageResponse, (await as('GET', `${BASE}?page=9&limit=5`)).body);
    expect(beyond).toEqual({ data: { inquiries: [] }, total: 12 });
  });

  it('defaults to 50 a page and filters by status (the total counts the filtered list)', async () => {
    await insertInquiries(60, (i) => ({ status: i % 3 === 0 ? 'Approved' : 'Pending' }));
    const all = v.parse(InquiriesPageResponse, (await as('GET', BASE)).body);
    expect(all.data.inquiries).toHaveLength(50);
    expect(all.total).toBe(60);
    const approved = v.parse(InquiriesPageResponse, (await as('GET', `${BASE}?status=Approved`)).body);
    expect(approved.total).toBe(20);
    expect(approved.data.inquiries.every((inquiry) => inquiry.status === 'Approved')).toBe(true);
    const rejected = v.parse(InquiriesPageResponse, (await as('GET', `${BASE}?status=Rejected`)).body);
    expect(rejected).toEqual({ data: { inquiries: [] }, total: 0 });
  });

  it.each([
    ['status=Archived', inquiryAdminMessages.statusInvalid],
    ['status=pending', inquiryAdminMessages.statusInvalid],
    ['limit=0', pagingMessages.limitInvalid],
    ['limit=101', pagingMessages.limitInvalid],
    ['limit=2.5', pagingMessages.limitInvalid],
    ['page=-1', pagingMessages.pageInvalid],
    ['page=abc', pagingMessages.pageInvalid],
  ])('?%s → 400 with a message', async (query, message) => {
    const res = await as('GET', `${BASE}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('GET /api/admin/hire-inquiries/:id', () => {
  it('answers the inquiry with its replies, oldest first, and who sent them', async () => {
    const [id] = (await insertInquiries(1)) as [string];
    for (const subject of ['First answer', 'Second answer']) {
      expect((await as('POST', `${BASE}/${id}/reply`, { subject, message: 'Text' })).status).toBe(201);
      t.clock.advance(MINUTE);
    }
    const res = await as('GET', `${BASE}/${id.toUpperCase()}`);
    expect(res.status).toBe(200);
    const { inquiry } = v.parse(InquiryResponse, res.body).data;
    expect(inquiry.id).toBe(id);
    expect(inquiry.replies.map((reply) => reply.subject)).toEqual(['First answer', 'Second answer']);
    expect(inquiry.replies[0]).toMatchObject({ message: 'Text', sent_by: 'Test User' });
    expect(Date.parse(inquiry.replies[1]!.sent_at) - Date.parse(inquiry.replies[0]!.sent_at)).toBe(MINUTE);
  });

  it('400 for a malformed id, 404 for one that names nothing', async () => {
    const malformed = await as('GET', `${BASE}/not-a-uuid`);
    expect(malformed).toMatchObject({ status: 400, body: { message: idMessages.invalidId } });
    const missing = await as('GET', `${BASE}/${randomUUID()}`);
    expect(missing).toMatchObject({ status: 404, body: { message: inquiryAdminMessages.notFound } });
  });
});

describe('PATCH /api/admin/hire-inquiries/:id', () => {
  it('stores Approved, Rejected and Pending and answers the inquiry', async () => {
    const [id] = (await insertInquiries(1)) as [string];
    for (const status of ['Approved', 'Rejected', 'Pending'] as const) {
      const res = await as('PATCH', `${BASE}/${id}`, { status });
      expect(res.status).toBe(200);
      expect(v.parse(InquiryResponse, res.body).data.inquiry.status).toBe(status);
      expect(await statusOf(id)).toBe(status);
    }
  });

  it.each([
    [{ status: 'Archived' }, inquiryAdminMessages.statusInvalid],
    [{ status: 'approved' }, inquiryAdminMessages.statusInvalid],
    // Control characters are refused for every JSON body before any route sees it.
    [{ status: 'Approved\u0000' }, textMessages.controlCharacters],
    [{ status: '' }, inquiryAdminMessages.statusInvalid],
    [{}, inquiryAdminMessages.statusInvalid],
    [{ status: null }, inquiryAdminMessages.statusInvalid],
    [{ status: 1 }, inquiryAdminMessages.statusInvalid],
  ])('%j → 400 with a message, nothing changed', async (body, message) => {
    const [id] = (await insertInquiries(1)) as [string];
    const res = await as('PATCH', `${BASE}/${id}`, body);
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect(await statusOf(id)).toBe('Pending');
  });

  it('400 for a malformed id, 404 for a missing one', async () => {
    expect((await as('PATCH', `${BASE}/123`, { status: 'Approved' })).status).toBe(400);
    const missing = await as('PATCH', `${BASE}/${randomUUID()}`, { status: 'Approved' });
    expect(missing).toMatchObject({ status: 404, body: { message: inquiryAdminMessages.notFound } });
  });
});

describe('POST /api/admin/hire-inquiries/:id/reply', () => {
  it('mails the stored address (HTML and text), stores the reply and answers it', async () => {
    const [id] = (await insertInquiries(1)) as [string];
    const res = await as('POST', `${BASE}/${id}/reply`, {
      subject: '  Your project  ',
      message: 'Thank you.\nWe can start in May.',
    });
    expect(res.status).toBe(201);
    const { reply } = v.parse(InquiryReplyResponse, res.body).data;
    expect(reply).toMatchObject({
      subject: 'Your project',
      message: 'Thank you.\nWe can start in May.',
      sent_by: 'Test User',
      sent_at: t.clock.now().toISOString(),
    });
    expect(t.mailer.messages).toHaveLength(1);
    const mail = t.mailer.messages[0]!;
    expect(mail.to).toBe('client0@company.example');
    expect(mail.subject).toBe('Your project');
    expect(mail.text).toContain('Thank you.\nWe can start in May.');
    expect(mail.text).toContain('Message 0');
    expect(mail.html).toContain('Thank you.<br>We can start in May.');
    const [stored] = await t.db.select().from(inquiryReplies).where(eq(inquiryReplies.id, reply.id));
    expect(stored).toMatchObject({ inquiryId: id, subject: 'Your project' });
  });

  it('ignores recipient fields in the body: the reply goes only to the stored address', async () => {
    const [id] = (await insertInquiries(1)) as [string];
    const res = await as('POST', `${BASE}/${id}/reply`, {
      subject: 'Hello',
      message: 'Text',
      to: 'attacker@evil.example',
      email: 'attacker@evil.example',
      cc: 'attacker@evil.example',
      bcc: 'attacker@evil.example',
    });
    expect(res.status).toBe(201);
    expect(t.mailer.messages.map((mail) => mail.to)).toEqual(['client0@company.example']);
    expect(JSON.stringify(t.mailer.messages)).not.toContain('evil.example');
  });

  it('escapes everything the inquirer typed in the HTML part', async () => {
    const markup = '<img src=x onerror=alert(1)>';
    const [id] = (await insertInquiries(1, () => ({
      firstName: markup,
      companyName: markup,
      jobTitle: markup,
      message: markup,
    }))) as [string];
    const res = await as('POST', `${BASE}/${id}/reply`, {
      subject: '<b>Hi</b>',
      message: '<script>x</script>',
    });
    expect(res.status).toBe(201);
    const { html, text } = t.mailer.messages[0]!;
    expect(html).not.toMatch(/<img|<script|<b>/);
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(text).toContain(markup);
  });

  it('502 with a message when the mailer throws, and nothing is stored', async () => {
    const [id] = (await insertInquiries(1)) as [string];
    const send = vi.spyOn(t.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    const res = await as('POST', `${BASE}/${id}/reply`, { subject: 'Hello', message: 'Text' });
    expect(res).toMatchObject({ status: 502, body: { message: inquiryAdminMessages.mailFailed } });
    expect(await storedReplies()).toBe(0);
    send.mockRestore();
  });

  const long = 'x'.repeat(10_001);
  it.each([
    [{ subject: '', message: 'Text' }, inquiryAdminMessages.subjectRequired],
    [{ subject: '   ', message: 'Text' }, inquiryAdminMessages.subjectRequired],
    [{ message: 'Text' }, inquiryAdminMessages.subjectRequired],
    [{ subject: 'Hello', message: '' }, inquiryAdminMessages.messageRequired],
    [{ subject: 'Hello', message: ' \n ' }, inquiryAdminMessages.messageRequired],
    [{ subject: 'Hello' }, inquiryAdminMessages.messageRequired],
    [{ subject: long, message: 'Text' }, inquiryAdminMessages.subjectTooLong],
    [{ subject: 'Hello', message: long }, inquiryAdminMessages.messageTooLong],
    [
      { subject: 'Hello\r\nBcc: victim@else.example', message: 'Text' },
      inquiryAdminMessages.subjectSingleLine,
    ],
    [{ subject: 'Hello\nthere', message: 'Text' }, inquiryAdminMessages.subjectSingleLine],
    [{ subject: 'Hel\u0000lo', message: 'Text' }, textMessages.controlCharacters],
    [{ subject: 'Hel\nlo', message: 'Text' }, inquiryAdminMessages.subjectSingleLine],
    [{ subject: 'Hello', message: 'Te\u0000xt' }, textMessages.controlCharacters],
    [{ subject: 42, message: 'Text' }, inquiryAdminMessages.subjectRequired],
  ])('%#: a bad body → 400 with its message; nothing mailed or stored', async (body, message) => {
    const [id] = (await insertInquiries(1)) as [string];
    const res = await as('POST', `${BASE}/${id}/reply`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(t.mailer.messages).toHaveLength(0);
    expect(await storedReplies()).toBe(0);
  });

  it('accepts a subject and a message of exactly 10,000 characters', async () => {
    const [id] = (await insertInquiries(1)) as [string];
    const res = await as('POST', `${BASE}/${id}/reply`, {
      subject: 's'.repeat(10_000),
      message: 'm'.repeat(10_000),
    });
    expect(res.status).toBe(201);
  });

  it('400 for a malformed id, 404 for a missing one; nothing mailed', async () => {
    const body = { subject: 'Hello', message: 'Text' };
    expect((await as('POST', `${BASE}/nope/reply`, body)).status).toBe(400);
    const missing = await as('POST', `${BASE}/${randomUUID()}/reply`, body);
    expect(missing).toMatchObject({ status: 404, body: { message: inquiryAdminMessages.notFound } });
    expect(t.mailer.messages).toHaveLength(0);
  });

  it('an inquiry deleted while its reply was being mailed → 404, nothing stored', async () => {
    const [id] = (await insertInquiries(1)) as [string];
    const send = vi.spyOn(t.mailer, 'send').mockImplementationOnce(async () => {
      await t.db.delete(hireInquiries).where(eq(hireInquiries.id, id));
    });
    const res = await as('POST', `${BASE}/${id}/reply`, { subject: 'Hello', message: 'Text' });
    expect(res.status).toBe(404);
    expect(await storedReplies()).toBe(0);
    send.mockRestore();
  });
});

describe('DELETE /api/admin/hire-inquiries/:id', () => {
  it('204, then the inquiry and its replies are gone (404 afterwards)', async () => {
    const [id, other] = (await insertInquiries(2)) as [string, string];
    await as('POST', `${BASE}/${id}/reply`, { subject: 'Hello', message: 'Text' });
    const res = await as('DELETE', `${BASE}/${id}`);
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect((await as('GET', `${BASE}/${id}`)).status).toBe(404);
    expect(await storedReplies()).toBe(0);
    expect((await as('DELETE', `${BASE}/${id}`)).status).toBe(404);
    expect(await statusOf(other)).toBe('Pending');
  });

  it('400 for a malformed id', async () => {
    expect((await as('DELETE', `${BASE}/1 OR 1=1`)).status).toBe(400);
  });
});

describe('bodies never cause a 5xx, and a refused body changes nothing (property)', () => {
  const anyBody = fc.oneof(
    fc.json().map((text) => JSON.parse(text) as unknown),
    fc.anything(),
    fc.record({ status: fc.oneof(fc.constantFrom('Pending', 'Approved', 'Rejected'), fc.string()) }),
    fc.record({ subject: fc.string(), message: fc.string() }, { requiredKeys: [] }),
  );

  it('PATCH …/:id', async () => {
    const [id] = (await insertInquiries(1)) as [string];
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        const before = await statusOf(id);
        const res = await as('PATCH', `${BASE}/${id}`, body);
        expect(res.status).toBeLessThan(500);
        if (res.status !== 200) expect(await statusOf(id)).toBe(before);
        else expect(await statusOf(id)).toBe((body as { status: string }).status);
      }),
      { numRuns: 120 },
    );
  });

  it('POST …/:id/reply', async () => {
    const [id] = (await insertInquiries(1)) as [string];
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        const [replies, mails] = [await storedReplies(), t.mailer.messages.length];
        const res = await as('POST', `${BASE}/${id}/reply`, body);
        expect(res.status).toBeLessThan(500);
        const accepted = res.status === 201 ? 1 : 0;
        expect(await storedReplies()).toBe(replies + accepted);
        expect(t.mailer.messages.length).toBe(mails + accepted);
      }),
      { numRuns: 120 },
    );
  });
});
