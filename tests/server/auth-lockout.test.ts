import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, loginForCode, postJson, uniqueEmail } from '../support/auth-helpers';
import { freezeSystemTime, moveTime } from '../support/movable-time';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Attempts are counted before they are evaluated (so parallel requests cannot all
 * slip under a limit), and strangers cannot lock an account (NIST SP 800-63B §5.2.2).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  freezeSystemTime(t.clock.now());
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const statuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe('atomic limits', () => {
  it('40 parallel wrong passwords from one address: only 10 are evaluated, the rest 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postJson(t, '/login', { email: uniqueEmail('race'), password: `wrong-${i}` }, { ip: '192.0.2.200' }),
      ),
    );
    expect(statuses(answers)).toEqual({ 401: 10, 429: 30 });
  });

  it('60 parallel wrong passwords for one account from 60 addresses: only 20 are evaluated', async () => {
    const account = await createAccount(t);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        postJson(t, '/login', { email: account.email, password: `nope-${i}` }, { ip: `198.19.7.${i}` }),
      ),
    );
    expect(statuses(answers)).toEqual({ 401: 20, 429: 40 });
  });

  it('40 parallel invalid reset links from one address: only 10 are evaluated', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postJson(
          t,
          '/reset-password',
          {
            token: `not-a-real-reset-token-${i}`,
            password: 'Another-Passphrase-9',
            confirmPassword: 'Another-Passphrase-9',
          },
          { ip: '192.0.2.201' },
        ),
      ),
    );
    expect(statuses(answers)).toEqual({ 400: 10, 429: 30 });
  });

  it('30 parallel wrong codes from one address: only 20 are evaluated', async () => {
    const account = await createAccount(t);
    const { token, code } = await loginForCode(t, account.email, account.password, { ip: '192.0.2.202' });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        postJson(t, '/verify-otp', { email: account.email, otp: wrong }, { ip: '192.0.2.203', token }),
      ),
    );
    expect(statuses(answers)).toEqual({ 401: 20, 429: 10 });
  });
});

describe('no lockout by strangers', () => {
  it("a stranger's failures never block the owner on a known address or a known device", async () => {
    const owner = await createAccount(t);
    const home = '203.0.113.50';
    const signedIn = await postSignIn(owner, home);
    const deviceCookie = signedIn.cookie;
    expect(deviceCookie).toMatch(/^hub_device=/);

    for (let i = 0; i < 25; i += 1) {
      await postJson(
        t,
        '/login',
        { email: owner.email, password: `stranger-${i}` },
        { ip: `198.51.100.${i}` },
      );
    }
    // A stranger with the right password from a new address waits …
    const stranger = await postJson(
      t,
      '/login',
      { email: owner.email, password: owner.password },
      { ip: '198.51.100.99' },
    );
    expect(stranger.status).toBe(429);
    // … the owner at home does not …
    expect(
      (await postJson(t, '/login', { email: owner.email, password: owner.password }, { ip: home })).status,
    ).toBe(200);
    // … nor on the known device from a café.
    const cafe = await postJson(
      t,
      '/login',
      { email: owner.email, password: owner.password },
      { ip: '192.0.2.77', headers: { Cookie: deviceCookie } },
    );
    expect(cafe.status).toBe(200);
  });

  it('a device cookie of another account does not count as known', async () => {
    const owner = await createAccount(t);
    const other = await createAccount(t);
    const { cookie } = await postSignIn(other, '203.0.113.60');
    for (let i = 0; i < 20; i += 1) {
      await postJson(t, '/login', { email: owner.email, password: `x-${i}` }, { ip: `198.51.101.${i}` });
    }
    const attempt = await postJson(
      t,
      '/login',
      { email: owner.email, password: owner.password },
      { ip: '192.0.2.78', headers: { Cookie: cookie } },
    );
    expect(attempt.status).toBe(429);
  });

  it('strangers meet growing delays, not a lock: one try per delay, the delay doubles up to 15 minutes', async () => {
    const owner = await createAccount(t);
    let ip = 0;
    const strangerTry = (password = 'wrong-password') =>
      postJson(t, '/login', { email: owner.email, password }, { ip: `198.51.102.${++ip}` });
    for (let i = 0; i < 20; i += 1) expect((await strangerTry()).status).toBe(401);

    const waits: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      const refused = await strangerTry();
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      waits.push(wait);
      moveTime(t.clock, wait * 1000);
      expect((await strangerTry()).status).toBe(401);
    }
    expect(waits[0]).toBeLessThanOrEqual(60);
    for (let i = 1; i < waits.length; i += 1) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]!);
    expect(waits.at(-1)).toBeGreaterThan(waits[0]!);
    expect(Math.max(...waits)).toBeLessThanOrEqual(15 * 60);
    // After the delay the right password works, and the count starts again.
    moveTime(t.clock, 15 * 60 * 1000);
    expect((await strangerTry(owner.password)).status).toBe(200);
    expect((await strangerTry()).status).toBe(401);
  });
});

/** Full sign-in from `ip`; returns the device cookie the server set. */
async function postSignIn(account: { email: string; password: string }, ip: string) {
  const { token, code } = await loginForCode(t, account.email, account.password, { ip });
  const res = await t.app.request(
    '/api/users/verify-otp',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ email: account.email, otp: code }),
    },
    { incoming: { socket: { remoteAddress: ip, remotePort: 40000, remoteFamily: 'IPv4' } } },
  );
  expect(res.status).toBe(200);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { cookie };
}
