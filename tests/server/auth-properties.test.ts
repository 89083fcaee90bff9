import { emailTokens, loginChallenges, users } from '@server/db/schema';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSecrets, createAccount, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await createTestApp();
  const account = await createAccount(t);
  session = await signIn(t, account.email, account.password, { ip: '10.9.9.9' });
});
afterAll(() => t.close());

const endpoints = [
  '/signup',
  '/login',
  '/verify-otp',
  '/resend-otp',
  '/auth/google/auth',
  '/forgot-password',
  '/reset-password',
  '/logout',
];

async function stored() {
  const [u] = await t.db.select({ n: count() }).from(users);
  const [c] = await t.db.select({ n: count() }).from(loginChallenges);
  const [e] = await t.db.select({ n: count() }).from(emailTokens);
  return { users: u!.n, challenges: c!.n, tokens: e!.n, mails: t.mailer.messages.length };
}

/** Field-shaped junk: the right keys with random values, so validation is exercised past the first check. */
const fieldy = fc.record(
  {
    firstName: fc.anything(),
    lastName: fc.anything(),
    email: fc.oneof(fc.emailAddress(), fc.string(), fc.anything()),
    password: fc.oneof(fc.string(), fc.anything()),
    gender: fc.anything(),
    phone: fc.oneof(fc.string(), fc.anything()),
    role: fc.anything(),
    otp: fc.oneof(fc.string(), fc.anything()),
    token: fc.oneof(fc.string(), fc.anything()),
    tokenId: fc.oneof(fc.string(), fc.anything()),
  },
  { requiredKeys: [] },
);

describe('random bodies at every /api/users endpoint: never a 5xx, nothing stored', () => {
  it.each(endpoints)('POST %s', async (path) => {
    const before = await stored();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.json(), fc.anything(), fieldy),
        fc.boolean(),
        async (body, withSession) => {
          n += 1;
          let text: string;
          try {
            text = typeof body === 'string' && n % 3 === 0 ? body : JSON.stringify(body ?? null);
          } catch {
            text = '{}';
          }
          const res = await t.app.request(
            `/api/users${path}`,
            {
              method: 'POST',
              headers: {
                'Content-Type': 'application/json',
                ...(withSession && path !== '/logout' ? { Authorization: `Bearer ${session}` } : {}),
              },
              body: text,
            },
            { incoming: { socket: { remoteAddress: `10.8.${n % 250}.${Math.floor(n / 250)}` } } },
          );
          expect(res.status).toBeLessThan(500);
          const json = await res.json();
          expect(typeof json.message).toBe('string');
          assertNoSecrets(json);
        },
      ),
      { numRuns: 60 },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await stored()).toEqual(before);
  });

  it('GET /verify-email with random tokens → a redirect, never a 5xx, nothing changed', async () => {
    const before = await stored();
    await fc.assert(
      fc.asyncProperty(fc.string(), async (token) => {
        const res = await t.app.request(`/api/users/verify-email?token=${encodeURIComponent(token)}`);
        expect(res.status).toBe(302);
        expect(res.headers.get('location')).toBe('/login?verified=0');
      }),
      { numRuns: 60 },
    );
    expect(await stored()).toEqual(before);
  });

  it('GET /me with random bearer tokens → 401', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1 }).filter((s) => /^[\x21-\x7e]+$/.test(s)),
        async (token) => {
          const res = await t.app.request('/api/users/me', { headers: { Authorization: `Bearer ${token}` } });
          expect(res.status).toBe(401);
        },
      ),
      { numRuns: 60 },
    );
  });
});
