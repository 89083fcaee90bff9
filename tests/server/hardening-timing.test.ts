import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, loginForCode, postJson, signupBody, uniqueEmail } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Answers and timing do not tell which addresses have accounts: verify-otp, sign-up and
 * resend-otp answer the same and do the same work for a known and an unknown address. Timing is compared
 * like this: the two kinds of request alternate, many samples each, and their medians
 * differ by less than 25 ms. A ratio would be flaky here: these answers take a few milliseconds, so one
 * scheduler hiccup on a busy CI machine doubles a median without telling anything about the account.
 */

const MAX_MEDIAN_GAP_MS = 25;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
/** A fresh client address per request, so the per-address limits never answer instead of the route. */
const nextIp = () => {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

interface Sample {
  status: number;
  body: Record<string, unknown>;
  ms: number;
}

async function timed(
  request: () => Promise<{ status: number; body: Record<string, unknown> }>,
): Promise<Sample> {
  const started = performance.now();
  const { status, body } = await request();
  return { status, body, ms: performance.now() - started };
}

/** Runs the two requests alternately `rounds` times (after a warm-up pair) and compares them. */
async function compare(
  rounds: number,
  known: () => Promise<{ status: number; body: Record<string, unknown> }>,
  unknown: () => Promise<{ status: number; body: Record<string, unknown> }>,
) {
  await known();
  await unknown();
  const a: Sample[] = [];
  const b: Sample[] = [];
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      a.push(await timed(known));
      b.push(await timed(unknown));
    } else {
      b.push(await timed(unknown));
      a.push(await timed(known));
    }
  }
  for (const sample of [...a, ...b]) {
    expect({ status: sample.status, body: sample.body }).toEqual({ status: b[0]!.status, body: b[0]!.body });
  }
  const [knownMedian, unknownMedian] = [median(a.map((s) => s.ms)), median(b.map((s) => s.ms))];
  expect(
    Math.abs(knownMedian - unknownMedian),
    `medians ${knownMedian.toFixed(2)} ms (known) vs ${unknownMedian.toFixed(2)} ms (unknown)`,
  ).toBeLessThan(MAX_MEDIAN_GAP_MS);
  return b[0]!;
}

describe('no account enumeration through answers or timing', () => {
  it('resend-otp by address answers 200 the same for an account in its cooldown and for no account', async () => {
    const account = await createAccount(t);
    await loginForCode(t, account.email, account.password, { ip: nextIp() });
    const answer = await compare(
      31,
      () => postJson(t, '/resend-otp', { email: account.email }, { ip: nextIp() }),
      () => postJson(t, '/resend-otp', { email: uniqueEmail('nobody') }, { ip: nextIp() }),
    );
    expect(answer.status).toBe(200);
  });

  it('sign-up answers the same, in the same time, for an existing and a new address', async () => {
    const account = await createAccount(t);
    const answer = await compare(
      11,
      () => postJson(t, '/signup', signupBody({ email: account.email }), { ip: nextIp() }),
      () => postJson(t, '/signup', signupBody(), { ip: nextIp() }),
    );
    expect(answer.status).toBe(201);
  });

  it("verify-otp with a login's token does the same work whether the address is the token's account or not", async () => {
    const account = await createAccount(t);
    const { token } = await loginForCode(t, account.email, account.password, { ip: nextIp() });
    const answer = await compare(
      31,
      () => postJson(t, '/verify-otp', { email: account.email, otp: '000000' }, { ip: nextIp(), token }),
      () =>
        postJson(t, '/verify-otp', { email: uniqueEmail('nobody'), otp: '000000' }, { ip: nextIp(), token }),
    );
    expect(answer.status).toBe(401);
  });
});
