import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  loginForCode,
  postJson,
  signupBody,
  socketEnv,
  uniqueEmail,
  waitForMail,
} from '../support/auth-helpers';
import { writePrerenderedSite } from '../support/prerendered-site';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Answers and timing do not tell which addresses have accounts: verify-otp, sign-up, resend-otp and
 * forgot-password (the API and the page's form) answer the same and do the same work for a known and an
 * unknown address. Timing is compared like this: the two kinds of request alternate, many samples each,
 * and their medians differ by less than 25 ms. A ratio would be flaky here: these answers take a few
 * milliseconds, so one scheduler hiccup on a busy CI machine doubles a median without telling anything
 * about the account.
 */

const MAX_MEDIAN_GAP_MS = 25;

/**
 * Forgot-password answers in one to a few milliseconds, where a 25 ms gap would hide the work a real
 * account would cost (its reset link stored and its mail built: as much again as the whole answer). At that
 * scale the slow samples are the other processes' on the machine, the fast ones the route's own work: the
 * lower quartiles of the two kinds are compared, and differ by less than 30 % of the unknown address's, or a
 * quarter of a millisecond when that is more (the timer's own noise).
 */
const FAST_QUANTILE = 0.25;
const fastGapAllowed = (unknownMs: number) => Math.max(0.25, 0.3 * unknownMs);

let dist: string;
let t: TestApp;
beforeAll(async () => {
  // The forgot-password page, so its form posted without scripts is answered too.
  dist = mkdtempSync(path.join(tmpdir(), 'hub-timing-'));
  await writePrerenderedSite(dist, ['/forgot-password']);
  t = await createTestApp({ webRoot: dist });
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

let ipCounter = 0;
/** A fresh client address per request, so the per-address limits never answer instead of the route. */
const nextIp = () => {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

interface Answer {
  status: number;
  body: unknown;
}

interface Sample extends Answer {
  ms: number;
}

/** The time below which a share `q` of the samples lie (0.5: the median). */
const quantileMs = (samples: Sample[], q: number) => {
  const sorted = samples.map((sample) => sample.ms).sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length * q)]!;
};

async function timed(request: () => Promise<Answer>): Promise<Sample> {
  const started = performance.now();
  const { status, body } = await request();
  return { status, body, ms: performance.now() - started };
}

interface Comparison {
  /** Which sample of each kind is compared (0.5: the medians). */
  q?: number;
  /** The largest gap allowed between the two, given the unknown address's. */
  allowedGap?: (unknownMs: number) => number;
  /** Awaited, untimed, after each request of either kind: the work it left for after its answer is done. */
  settle?: () => Promise<void>;
}

/** Runs the two requests alternately `rounds` times (after a warm-up pair) and compares them. */
async function compare(
  rounds: number,
  known: () => Promise<Answer>,
  unknown: () => Promise<Answer>,
  { q = 0.5, allowedGap = () => MAX_MEDIAN_GAP_MS, settle = async () => {} }: Comparison = {},
) {
  const sample = async (request: () => Promise<Answer>, into: Sample[]) => {
    into.push(await timed(request));
    await settle();
  };
  const a: Sample[] = [];
  const b: Sample[] = [];
  await sample(known, []);
  await sample(unknown, []);
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      await sample(known, a);
      await sample(unknown, b);
    } else {
      await sample(unknown, b);
      await sample(known, a);
    }
  }
  for (const sample of [...a, ...b]) {
    expect({ status: sample.status, body: sample.body }).toEqual({ status: b[0]!.status, body: b[0]!.body });
  }
  const [knownMs, unknownMs] = [quantileMs(a, q), quantileMs(b, q)];
  expect(
    Math.abs(knownMs - unknownMs),
    `${q === 0.5 ? 'medians' : `quantiles ${q}`} ${knownMs.toFixed(2)} ms (known) vs ${unknownMs.toFixed(2)} ms (unknown)`,
  ).toBeLessThan(allowedGap(unknownMs));
  return b[0]!;
}

/**
 * A new account for each call: an address mails at most 3 reset links an hour, and past that a real
 * account would cost no more than an unknown address.
 */
async function accountsFor(calls: number): Promise<() => string> {
  const emails: string[] = [];
  for (let i = 0; i < calls; i += 1) emails.push((await createAccount(t)).email);
  return () => emails.shift()!;
}

const FORGOT_ROUNDS = 61;

/**
 * Forgot-password asked by `post` for a real account (a new one each time) and for an unknown address.
 * After each request of either kind the event loop turns once and each real account's reset mail is
 * awaited, so the work a request leaves for after its answer never weighs on the next one's time (and each
 * real account is seen to get its mail).
 */
async function compareForgotPassword(post: (email: string) => Promise<Answer>) {
  const nextAccount = await accountsFor(FORGOT_ROUNDS + 1);
  const toBeMailed: string[] = [];
  return compare(
    FORGOT_ROUNDS,
    () => {
      const email = nextAccount();
      toBeMailed.push(email);
      return post(email);
    },
    () => post(uniqueEmail('nobody')),
    {
      q: FAST_QUANTILE,
      allowedGap: fastGapAllowed,
      settle: async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
        for (const email of toBeMailed.splice(0)) await waitForMail(t, email, 'Reset your Hub password');
      },
    },
  );
}

/** The forgot-password page's form, posted by the browser itself. */
async function postForgotForm(email: string): Promise<Answer> {
  const res = await t.app.request(
    '/forgot-password',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email }).toString(),
    },
    socketEnv(nextIp()),
  );
  return { status: res.status, body: await res.text() };
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

  it('forgot-password (API) answers the same, in the same time, for a real account and an unknown address', async () => {
    const answer = await compareForgotPassword((email) =>
      postJson(t, '/forgot-password', { email }, { ip: nextIp() }),
    );
    expect(answer.status).toBe(200);
  });

  it('forgot-password (the page form without scripts) answers the same page, in the same time, for both', async () => {
    const answer = await compareForgotPassword(postForgotForm);
    expect(answer.status).toBe(200);
  });
});
