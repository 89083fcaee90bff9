import { messages } from '@contracts/users';
import { loginChallenges } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, loginForCode, postJson } from '../support/auth-helpers';
import { failureWith } from '../support/failure-body';
import { createTestApp, type TestApp } from '../support/test-app';

/** verify-otp needs the pre-OTP token of that very login; guesses without it change nothing. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
const nextIp = () => `10.9.0.${++ip}`;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function attemptsOf(userId: string) {
  const rows = await t.db.select().from(loginChallenges).where(eq(loginChallenges.userId, userId));
  return rows.reduce((sum, row) => sum + row.attempts, 0);
}

describe('verify-otp requires the pre-OTP token', () => {
  it('wrong codes without the token neither void the code nor count toward the account limit', async () => {
    const account = await createAccount(t);
    const { token, code } = await loginForCode(t, account.email, account.password, { ip: nextIp() });
    for (let i = 0; i < 6; i += 1) {
      const guess = await postJson(
        t,
        '/verify-otp',
        { email: account.email, otp: wrongCode(code) },
        { ip: nextIp() },
      );
      expect(guess.status).toBe(401);
      expect(guess.body).toEqual(failureWith(messages.otpSessionExpired));
    }
    expect(await attemptsOf(account.id)).toBe(0);
    const owner = await postJson(
      t,
      '/verify-otp',
      { email: account.email, otp: code },
      { ip: nextIp(), token },
    );
    expect(owner.status).toBe(200);
  });

  it('the right code without the token is refused too', async () => {
    const account = await createAccount(t);
    const { code } = await loginForCode(t, account.email, account.password, { ip: nextIp() });
    const res = await postJson(t, '/verify-otp', { email: account.email, otp: code }, { ip: nextIp() });
    expect(res.status).toBe(401);
  });

  it("another login's token (or a session token) changes nothing for this account", async () => {
    const victim = await createAccount(t);
    const attacker = await createAccount(t);
    const { code } = await loginForCode(t, victim.email, victim.password, { ip: nextIp() });
    const foreign = await loginForCode(t, attacker.email, attacker.password, { ip: nextIp() });
    const guess = await postJson(
      t,
      '/verify-otp',
      { email: victim.email, otp: wrongCode(code) },
      { ip: nextIp(), token: foreign.token },
    );
    expect(guess.status).toBe(401);
    expect(await attemptsOf(victim.id)).toBe(0);
  });
});
