import type { SubmitInquiryResponse } from '@contracts/hire-us';
import { hireInquiries, idempotencyKeys } from '@server/db/schema';
import { deleteExpiredKeys, IDEMPOTENCY_WINDOW_MS } from '@server/http/idempotency';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { validInquiry } from '../fixtures/inquiry';
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
beforeEach(async () => {
  await t.db.delete(hireInquiries);
  await t.db.delete(idempotencyKeys);
  moveTime(t.clock, 2 * HOUR);
});

function post(body: unknown, key?: string) {
  return t.app.request('/api/hire-us', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key !== undefined && { 'Idempotency-Key': key }) },
    body: JSON.stringify(body),
  });
}

async function inquiries(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(hireInquiries);
  return row?.n ?? 0;
}

describe('POST /api/hire-us with an Idempotency-Key', () => {
  it('answers a retry with the same key and body with the first answer and stores one inquiry', async () => {
    const key = 'f3b1c9e0-2a4d-4c55-9d7e-0a1b2c3d4e5f';
    const first = await post(valid, key);
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    const again = await post(valid, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(firstBody);
    expect(await inquiries()).toBe(1);
  });

  it('refuses the same key with another body with 422 and stores nothing more', async () => {
    const key = 'key-for-one-inquiry-0001';
    expect((await post(valid, key)).status).toBe(201);
    const other = await post({ ...valid, message: 'Another project entirely.' }, key);
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      message: 'This Idempotency-Key was already used for a different request.',
    });
    expect(await inquiries()).toBe(1);
  });

  it('stores one inquiry for a double submit that arrives at once', async () => {
    const key = 'double-click-key-0002';
    const answers = await Promise.all([post(valid, key), post(valid, key), post(valid, key)]);
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(
      answers.map(async (res) => ((await res.json()) as SubmitInquiryResponse).data.inquiry.id),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await inquiries()).toBe(1);
  });

  it('does not spend an hourly limit point on a replay', async () => {
    const key = 'limit-key-0003';
    expect((await post(valid, key)).status).toBe(201);
    for (let i = 0; i < 10; i++) expect((await post(valid, key)).status).toBe(201);
    for (let i = 0; i < 4; i++) expect((await post(valid)).status).toBe(201);
    expect((await post(valid)).status).toBe(429);
  });

  it('keeps a key for 24 hours; then it is new again and the cleanup removes it', async () => {
    const key = 'window-key-0004';
    expect((await post(valid, key)).status).toBe(201);
    moveTime(t.clock, IDEMPOTENCY_WINDOW_MS - HOUR);
    expect((await post(valid, key)).headers.get('Idempotent-Replayed')).toBe('true');
    expect(await deleteExpiredKeys(t.db, t.clock)).toBe(0);
    moveTime(t.clock, 2 * HOUR);
    const later = await post(valid, key);
    expect(later.status).toBe(201);
    expect(later.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await inquiries()).toBe(2);
    moveTime(t.clock, IDEMPOTENCY_WINDOW_MS + HOUR);
    expect(await deleteExpiredKeys(t.db, t.clock)).toBe(1);
  });

  it('refuses a malformed key with 400 and without a key stores every submission', async () => {
    for (const key of ['short', 'x'.repeat(129), 'has space in it', 'nul\u0001character']) {
      const res = await post(valid, key);
      expect(res.status).toBe(400);
    }
    expect(await inquiries()).toBe(0);
    expect((await post(valid)).status).toBe(201);
    expect((await post(valid)).status).toBe(201);
    expect(await inquiries()).toBe(2);
  });

  it('does not store a key for a body that fails validation', async () => {
    const key = 'invalid-body-key-0005';
    expect((await post({ ...valid, email: 'nope' }, key)).status).toBe(400);
    expect((await post(valid, key)).status).toBe(201);
    expect(await inquiries()).toBe(1);
  });
});
