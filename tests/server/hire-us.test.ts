import {
  InquirySubmission,
  inquiryCountries,
  inquiryMessages,
  type SubmitInquiryResponse,
} from '@contracts/hire-us';
import { hireInquiries, idempotencyKeys } from '@server/db/schema';
import { deleteExpiredKeys, IDEMPOTENCY_WINDOW_MS } from '@server/http/idempotency';
import { formInquiryKey } from '@server/inquiries/submit-inquiry';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { validInquiry } from '../fixtures/inquiry';
import { failureWith } from '../support/failure-body';
import { freezeSystemTime, moveTime } from '../support/movable-time';
import { createTestApp, type TestApp } from '../support/test-app';

const HOUR = 60 * 60 * 1000;

const valid = validInquiry;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  freezeSystemTime(t.clock.now());
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

/** Each test starts with an empty table and a fresh hour for the rate limit. */
beforeEach(async () => {
  await t.db.delete(hireInquiries);
  await t.db.delete(idempotencyKeys);
  moveTime(t.clock, 2 * HOUR);
});

function post(body: unknown, headers: Record<string, string> = {}) {
  return t.app.request('/api/hire-us', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function storedCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(hireInquiries);
  return row?.n ?? 0;
}

describe('POST /api/hire-us', () => {
  it('stores the inquiry as Pending with its creation time and answers 201 with its id', async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { message: string; data: { inquiry: { id: string } } };
    expect(body.message).toBe('Your inquiry has been submitted successfully!');
    const [row] = await t.db.select().from(hireInquiries).where(eq(hireInquiries.id, body.data.inquiry.id));
    expect(row).toMatchObject({
      email: valid.email,
      firstName: 'Amina',
      lastName: 'Njoroge',
      companyName: 'Acacia Labs',
      jobTitle: 'Head of Product',
      country: 'Kenya',
      message: valid.message,
      consent: true,
      status: 'Pending',
    });
    expect(row?.createdAt.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('accepts each of the eight countries of the select', async () => {
    for (const country of inquiryCountries) {
      const res = await post({ ...valid, country });
      expect(res.status, country).toBe(201);
      moveTime(t.clock, 2 * HOUR);
    }
    expect(await storedCount()).toBe(8);
  });

  it('trims the values and ignores unknown keys (status, id, created_at cannot be chosen)', async () => {
    const res = await post({
      ...valid,
      first_name: '  Amina  ',
      status: 'Approved',
      id: '00000000-0000-0000-0000-000000000000',
      created_at: '2000-01-01T00:00:00Z',
    });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(hireInquiries);
    expect(row?.firstName).toBe('Amina');
    expect(row?.status).toBe('Pending');
    expect(row?.id).not.toBe('00000000-0000-0000-0000-000000000000');
    expect(row?.createdAt.getFullYear()).toBeGreaterThan(2000);
  });

  it.each(['email', 'first_name', 'last_name', 'company_name', 'job_title', 'country', 'message'] as const)(
    '400 "Please fill in all required fields" when %s is missing or blank',
    async (field) => {
      const { [field]: _, ...without } = valid;
      for (const body of [without, { ...valid, [field]: '' }, { ...valid, [field]: '   ' }]) {
        const res = await post(body);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          ...failureWith('Please fill in all required fields'),
          errors: [{ path: field, ...failureWith('Please fill in all required fields') }],
        });
      }
      expect(await storedCount()).toBe(0);
    },
  );

  it.each([false, undefined, 'true', 1, null])(
    '400 "Please agree to the terms and conditions" when consent is %s, before the other fields',
    async (consent) => {
      const res = await post({ ...valid, email: '', consent });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string; errors: { path: string }[] };
      expect(body.message).toBe('Please agree to the terms and conditions');
      expect(body.errors.map((error) => error.path)).toEqual(['consent', 'email']);
      expect(await storedCount()).toBe(0);
    },
  );

  it('rejects an e-mail address of the wrong shape and a country not in the list', async () => {
    const badEmail = await post({ ...valid, email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(((await badEmail.json()) as { message: string }).message).toBe(inquiryMessages.emailInvalid);
    const badCountry = await post({ ...valid, country: 'Atlantis' });
    expect(badCountry.status).toBe(400);
    expect(((await badCountry.json()) as { message: string }).message).toBe(inquiryMessages.countryInvalid);
    expect(await storedCount()).toBe(0);
  });

  it.each(['email', 'first_name', 'last_name', 'company_name', 'job_title'] as const)(
    'rejects CR/LF in the single-line field %s (no header injection)',
    async (field) => {
      const injected =
        field === 'email' ? 'a@b.example\r\nBcc: victim@c.example' : 'Amina\r\nBcc: x@y.example';
      const res = await post({ ...valid, [field]: injected });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: { path: string }[] }).errors[0]?.path).toBe(field);
      expect(await storedCount()).toBe(0);
    },
  );

  it('keeps line breaks in the message, which is a textarea', async () => {
    const res = await post({ ...valid, message: 'Line one\r\nLine two' });
    expect(res.status).toBe(201);
  });

  it('bounds the length of every field', async () => {
    const limits = { first_name: 100, last_name: 100, company_name: 200, job_title: 100, message: 5000 };
    for (const [field, max] of Object.entries(limits)) {
      expect((await post({ ...valid, [field]: 'x'.repeat(max + 1) })).status, field).toBe(400);
    }
    expect((await post({ ...valid, email: `${'a'.repeat(250)}@b.example` })).status).toBe(400);
    expect(await storedCount()).toBe(0);
    const atLimit = await post({ ...valid, first_name: 'x'.repeat(100), message: 'y'.repeat(5000) });
    expect(atLimit.status).toBe(201);
  });

  it('stores markup as plain text, exactly as typed', async () => {
    const markup = '<img src=x onerror=alert(1)>';
    const res = await post({ ...valid, message: markup, company_name: markup });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(hireInquiries);
    expect(row?.message).toBe(markup);
    expect(row?.companyName).toBe(markup);
  });

  it('answers a non-JSON body 415 and malformed JSON 400, storing nothing', async () => {
    const form = await t.app.request('/api/hire-us', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': '19' },
      body: 'email=a%40b.example',
    });
    expect(form.status).toBe(415);
    const broken = await t.app.request('/api/hire-us', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect(broken.status).toBe(400);
    expect(await storedCount()).toBe(0);
  });

  it('never answers 5xx to any body and stores nothing for a body it refuses (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.json().map((text) => JSON.parse(text) as unknown),
          fc.anything(),
        ),
        async (body) => {
          const before = await storedCount();
          const res = await post(body);
          expect(res.status).toBeLessThan(500);
          expect(res.status).not.toBe(201);
          expect(await storedCount()).toBe(before);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses a valid inquiry with one field broken, and stores nothing (property)', async () => {
    const fields = Object.keys(valid) as (keyof typeof valid)[];
    const broken = fc.oneof(
      fc.constant(undefined),
      fc.constant(''),
      fc.constant(null),
      fc.integer(),
      fc.boolean().filter((b) => b === false),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
      fc.string().map((s) => `${s}\r\nBcc: x@y.example`),
      fc.string({ minLength: 5001, maxLength: 5100 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), broken, async (field, value) => {
        // A line break is allowed in the message; a long one-line string is a valid message up to 5000.
        fc.pre(!(field === 'message' && typeof value === 'string' && value.length <= 5000 && value !== ''));
        const res = await post({ ...valid, [field]: value });
        expect(res.status).toBe(400);
        expect(await storedCount()).toBe(0);
      }),
      { numRuns: 150 },
    );
  });

  it('allows 5 inquiries per hour per client, answers the 6th 429 with Retry-After, then allows again an hour later', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post(valid)).status).toBe(201);
    // A client-chosen header does not give a new allowance: the address comes from the socket.
    const sixth = await post(valid, { 'X-Forwarded-For': '203.0.113.9' });
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(((await sixth.json()) as { message: string }).message).toMatch(/^Too many inquiries/);
    expect(await storedCount()).toBe(5);

    moveTime(t.clock, HOUR);
    expect((await post(valid)).status).toBe(201);
    expect(await storedCount()).toBe(6);
  });

  it('does not count refused bodies against the limit', async () => {
    for (let i = 0; i < 10; i += 1) expect((await post({ ...valid, consent: false })).status).toBe(400);
    expect((await post(valid)).status).toBe(201);
  });
});

const withKey = (key: string) => ({ 'Idempotency-Key': key });

describe('POST /api/hire-us with an Idempotency-Key', () => {
  it('answers a retry with the same key and body with the first answer and stores one inquiry', async () => {
    const key = 'f3b1c9e0-2a4d-4c55-9d7e-0a1b2c3d4e5f';
    const first = await post(valid, withKey(key));
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    const again = await post(valid, withKey(key));
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(firstBody);
    expect(await storedCount()).toBe(1);
  });

  it('refuses the same key with another body with 422 and stores nothing more', async () => {
    const key = 'key-for-one-inquiry-0001';
    expect((await post(valid, withKey(key))).status).toBe(201);
    const other = await post({ ...valid, message: 'Another project entirely.' }, withKey(key));
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual(
      failureWith('This Idempotency-Key was already used for a different request.'),
    );
    expect(await storedCount()).toBe(1);
  });

  it('stores one inquiry for a double submit that arrives at once', async () => {
    const key = 'double-click-key-0002';
    const answers = await Promise.all([
      post(valid, withKey(key)),
      post(valid, withKey(key)),
      post(valid, withKey(key)),
    ]);
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(
      answers.map(async (res) => ((await res.json()) as SubmitInquiryResponse).data.inquiry.id),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await storedCount()).toBe(1);
  });

  it('does not spend an hourly limit point on a replay', async () => {
    const key = 'limit-key-0003';
    expect((await post(valid, withKey(key))).status).toBe(201);
    for (let i = 0; i < 10; i++) expect((await post(valid, withKey(key))).status).toBe(201);
    for (let i = 0; i < 4; i++) expect((await post(valid)).status).toBe(201);
    expect((await post(valid)).status).toBe(429);
  });

  it('keeps a key for 24 hours; then it is new again and the cleanup removes it', async () => {
    const key = 'window-key-0004';
    expect((await post(valid, withKey(key))).status).toBe(201);
    moveTime(t.clock, IDEMPOTENCY_WINDOW_MS - HOUR);
    expect((await post(valid, withKey(key))).headers.get('Idempotent-Replayed')).toBe('true');
    expect(await deleteExpiredKeys(t.db, t.clock)).toBe(0);
    moveTime(t.clock, 2 * HOUR);
    const later = await post(valid, withKey(key));
    expect(later.status).toBe(201);
    expect(later.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await storedCount()).toBe(2);
    moveTime(t.clock, IDEMPOTENCY_WINDOW_MS + HOUR);
    expect(await deleteExpiredKeys(t.db, t.clock)).toBe(1);
  });

  it('refuses a malformed key with 400 and without a key stores every submission', async () => {
    for (const key of ['short', 'x'.repeat(129), 'has space in it', 'nul\u0001character']) {
      const res = await post(valid, withKey(key));
      expect(res.status).toBe(400);
    }
    expect(await storedCount()).toBe(0);
    expect((await post(valid)).status).toBe(201);
    expect((await post(valid)).status).toBe(201);
    expect(await storedCount()).toBe(2);
  });

  it("refuses a key with the prefix of the page form's own keys (form:) with 400 and its code, stores nothing", async () => {
    const reserved = {
      code: 'http.idempotencyKeyReserved',
      message:
        'The Idempotency-Key header may not start with "form:", which the server keeps for its own keys.',
    };
    // A key the page form derives for this inquiry (from some address), and any other of that shape.
    for (const key of [
      formInquiryKey('203.0.113.7', v.parse(InquirySubmission, valid)),
      'form:a-key-of-the-server-kind',
    ]) {
      const res = await post(valid, withKey(key));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(reserved);
    }
    expect(await storedCount()).toBe(0);
    expect(await t.db.select().from(idempotencyKeys)).toEqual([]);
    // Only the prefix as it starts the key: another one with "form" in it is a key like any other.
    expect((await post(valid, withKey('my-form:key-0006'))).status).toBe(201);
  });

  it('does not store a key for a body that fails validation', async () => {
    const key = 'invalid-body-key-0005';
    expect((await post({ ...valid, email: 'nope' }, withKey(key))).status).toBe(400);
    expect((await post(valid, withKey(key))).status).toBe(201);
    expect(await storedCount()).toBe(1);
  });
});
