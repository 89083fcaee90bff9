import { messages } from '@contracts/users';
import { signInMachine } from '@machines/sign-in.machine';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ContextFrom, EventObject } from 'xstate';
import {
  describePath,
  type EventExecutors,
  type ModelPath,
  modelPaths,
  type StateAssertions,
  walkPath,
} from '../support/model-paths';
import {
  loginOk,
  MEMBER,
  MEMBER_PASSWORD,
  signInEvents,
  signInPathOptions,
  verified,
} from '../support/models/sign-in.model';
import { setupBrowser } from './support/browser';
import { holdRequests } from './support/held-requests';
import { readOutbox } from './support/mail';
import { patiently } from './support/patience';

const { openPage, allowProblems } = setupBrowser();

/** The answers the real server gives to what a person can do here (no Google, no resend cooldown wait). */
const wrongPassword = {
  type: 'xstate.error.actor.submitLogin',
  error: { kind: 'http', status: 401, message: messages.invalidCredentials },
};
const wrongCode = {
  type: 'xstate.error.actor.verifyCode',
  error: { kind: 'http', status: 401, message: messages.otpInvalid },
};
const serverAnswers = [loginOk(MEMBER, 'Member'), wrongPassword, verified, wrongCode].map((event) =>
  JSON.stringify(event),
);
const runsHere = (event: EventObject) =>
  event.type.startsWith('xstate.')
    ? serverAnswers.includes(JSON.stringify(event))
    : !['google.complete', 'code.resend'].includes(event.type);

/** The jsdom test's graph, with the events the real server decides here. */
const paths = modelPaths(signInMachine, {
  ...signInPathOptions,
  events: ((snapshot: unknown) => signInEvents(snapshot).filter(runsHere)) as never,
});

type Context = ContextFrom<typeof signInMachine>;
const contextOf = (snapshot: unknown) => (snapshot as { context: Context }).context;

/** What the person types for each user step: the step after it says what the server must answer. */
function planOf(path: ModelPath) {
  const next = (index: number) => JSON.stringify(path.steps[index + 1]?.event ?? null);
  return path.steps
    .map((step, index) => ({ event: step.event, index }))
    .filter(({ event, index }) => index > 0 && !event.type.startsWith('xstate.'))
    .map(({ index }) => ({
      wrongPassword: next(index) === JSON.stringify(wrongPassword),
      mailedCode: next(index) === JSON.stringify(verified),
      wrongCode: next(index) === JSON.stringify(wrongCode),
    }));
}

function browserModel(page: Page, path: ModelPath) {
  const plan = planOf(path);
  let mailsBeforeLogin = new Set<string>();
  /** The page the app must be on: where the person acted last, or where the server's answer led. */
  let expectedPath = '/login';
  const pathname = () => new URL(page.url()).pathname;
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const alerts = () => page.locator('main form [role="alert"]').allTextContents();

  /** In the app (its router), not a reload: the sign-in actor keeps what it knows, as in jsdom. */
  async function goTo(to: '/login' | '/otp') {
    expectedPath = to;
    if (pathname() === to) return;
    await page.evaluate((href) => {
      window.history.pushState({}, '', href);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
    await page.waitForURL((url) => url.pathname === to);
  }

  /** The alert an English page shows for the machine's text (a descriptor, or none). */
  async function expectMessage(text: Context['loginError']) {
    const message = typeof text === 'string' ? text : text?.message;
    expect(await alerts()).toEqual(message ? [message] : []);
  }

  async function expectLoginForm(context: Context) {
    expect(pathname()).toBe('/login');
    expect(await button('Login').isEnabled()).toBe(true);
    expect(await page.getByLabel('Email').isEnabled()).toBe(true);
    await expectMessage(context.loginError);
  }

  const states: StateAssertions = {
    idle: (snapshot) => expectLoginForm(contextOf(snapshot)),
    submitting: async () => {
      expect(await button('Logging in...').isDisabled()).toBe(true);
      expect(await page.getByLabel('Email').isDisabled()).toBe(true);
    },
    awaitingCode: async (snapshot) => {
      const context = contextOf(snapshot);
      if (expectedPath === '/login') return expectLoginForm(context);
      expect(pathname()).toBe('/otp');
      expect(await button('Verify OTP').isEnabled()).toBe(true);
      await expectMessage(context.codeError);
      expect(await button('Send a new code').isDisabled()).toBe(context.email === '');
    },
    verifying: async () => {
      expect(await button('Verifying...').isDisabled()).toBe(true);
    },
    signedIn: async (snapshot) => {
      if (expectedPath === '/login') return expectLoginForm(contextOf(snapshot));
      expect(pathname()).toBe('/dashboard');
      expect(await page.getByText(/Signed in as/).textContent()).toBe(`Signed in as ${MEMBER} (Member)`);
    },
  };

  async function fill(label: string, text: string) {
    await page.getByLabel(label, { exact: true }).fill(text);
  }

  const executors: EventExecutors = {
    'login.submit': async (event) => {
      const { email } = event as unknown as { email: string };
      const { wrongPassword: wrong } = plan.shift()!;
      await goTo('/login');
      await fill('Email', email);
      await fill('Password', email ? (wrong ? 'Wrong#Password1' : MEMBER_PASSWORD) : '');
      mailsBeforeLogin = new Set(readOutbox().map((mail) => mail.file));
      await button('Login').click();
    },
    'code.submit': async (event) => {
      const { otp } = event as unknown as { otp: string };
      const { mailedCode, wrongCode: wrong } = plan.shift()!;
      await goTo('/otp');
      let code = otp;
      if (mailedCode) code = await newCode();
      // Any other six digits than the mailed code.
      if (wrong) code = String((Number(await newCode()) + 1) % 1_000_000).padStart(6, '0');
      await fill('Enter OTP', code);
      await button('Verify OTP').click();
    },
  };

  /** The code of the login mail sent since the last login. */
  async function newCode(): Promise<string> {
    return patiently('No login code was mailed', () => {
      const mail = readOutbox().find((m) => !mailsBeforeLogin.has(m.file) && m.to.includes(MEMBER));
      return mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    });
  }

  /** The server's answer moves the app on: a code was mailed → /otp; the code was right → /dashboard. */
  function answered(event: EventObject) {
    if (event.type === 'xstate.done.actor.submitLogin') expectedPath = '/otp';
    if (event.type === 'xstate.done.actor.verifyCode') expectedPath = '/dashboard';
  }

  return { states, executors, answered };
}

describe('sign-in model paths in Chromium against the real server', () => {
  it('walks the wrong password, the mailed code and the wrong code', () => {
    const taken = new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.event))));
    for (const answer of serverAnswers) expect(taken.has(answer)).toBe(true);
    expect(new Set(paths.map((path) => path.state.value))).toEqual(
      new Set(['idle', 'submitting', 'awaitingCode', 'verifying', 'signedIn']),
    );
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const entry = await openPage('/login');
    const { page } = entry;
    const held = await holdRequests(page, {
      submitLogin: '/api/users/login',
      verifyCode: '/api/users/verify-otp',
    });
    const { states, executors, answered } = browserModel(page, path);
    const settleActor = async (event: EventObject) => {
      await held.release(event);
      answered(event);
    };
    await walkPath(path, { states, events: executors, settleActor, walker: held.walker });
    // The wrong password and the wrong code are answered 401 on purpose.
    allowProblems(entry, /401/);
  });
});
