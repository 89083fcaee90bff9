import { tooManyAttemptsText } from '@contracts/users';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, postJson, signupBody, uniqueEmail } from '../support/auth-helpers';
import { countQueries } from '../support/count-queries';
import { failureWith } from '../support/failure-body';
import { freezeSystemTime, moveTime } from '../support/movable-time';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  freezeSystemTime(t.clock.now());
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

describe('rate limits per IP from the socket (ASVS 6.1.1, 2.4.1)', () => {
  it('the 11th failed login from one IP → 429 with Retry-After; X-Forwarded-For changes nothing', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 10; i += 1) {
      const res = await postJson(
        t,
        '/login',
        { email: uniqueEmail('spray'), password: `guess-${i}` },
        { ip, headers: { 'X-Forwarded-For': `203.0.113.${i}` } },
      );
      expect(res.status).toBe(401);
    }
    const blocked = await postJson(
      t,
      '/login',
      { email: uniqueEmail('spray'), password: 'guess-11' },
      { ip, headers: { 'X-Forwarded-For': '198.51.100.77', 'X-Real-IP': '198.51.100.78' } },
    );
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.body).toEqual(failureWith(tooManyAttemptsText(retryAfter)));
    // The address is refused before any lookup: a flood from it costs the database nothing.
    const refusedQueries = await countQueries(() =>
      postJson(t, '/login', { email: uniqueEmail('spray'), password: 'guess-12' }, { ip }),
    );
    expect(refusedQueries).toBe(0);

    // Even the right password waits: the limit is checked before anything else.
    const account = await createAccount(t);
    expect(
      (await postJson(t, '/login', { email: account.email, password: account.password }, { ip })).status,
    ).toBe(429);
    // Another peer address is not affected …
    expect(
      (
        await postJson(
          t,
          '/login',
          { email: account.email, password: account.password },
          { ip: '192.0.2.11' },
        )
      ).status,
    ).toBe(200);
    // … and the window ends.
    moveTime(t.clock, 15 * 60 * 1000);
    expect(
      (await postJson(t, '/login', { email: account.email, password: account.password }, { ip })).status,
    ).toBe(200);
  });

  it('per account: 20 failures from many addresses → 429 for that address only', async () => {
    const account = await createAccount(t);
    for (let i = 0; i < 20; i += 1) {
      const res = await postJson(
        t,
        '/login',
        { email: account.email, password: `nope-${i}` },
        { ip: `198.18.1.${i}` },
      );
      expect(res.status).toBe(401);
    }
    const blocked = await postJson(
      t,
      '/login',
      { email: account.email, password: account.password },
      { ip: '198.18.2.1' },
    );
    expect(blocked.status).toBe(429);
    const other = await createAccount(t);
    expect(
      (await postJson(t, '/login', { email: other.email, password: other.password }, { ip: '198.18.2.1' }))
        .status,
    ).toBe(200);
  });

  it('sign-up: the 11th valid sign-up from one IP within an hour → 429', async () => {
    const ip = '192.0.2.20';
    // Invalid bodies do not count; they never reach the database.
    for (let i = 0; i < 10; i += 1) {
      expect((await postJson(t, '/signup', signupBody({ password: 'x' }), { ip })).status).toBe(400);
    }
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await postJson(t, '/signup', signupBody({ email: 'someone@example.org' }), { ip })).status,
      ).toBe(201);
    }
    const blocked = await postJson(t, '/signup', signupBody(), { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });

  it('forgot-password: the 6th request from one IP within 15 minutes → 429, same answer before', async () => {
    const ip = '192.0.2.30';
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(await postJson(t, '/forgot-password', { email: uniqueEmail() }, { ip }));
    expect(new Set(answers.map((a) => JSON.stringify([a.status, a.body]))).size).toBe(1);
    const blocked = await postJson(t, '/forgot-password', { email: uniqueEmail() }, { ip });
    expect(blocked.status).toBe(429);
  });
});
