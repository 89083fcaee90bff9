import { messages } from '@contracts/users';
import { roleHome } from '@machines/sign-in.machine';
import type { EventObject } from 'xstate';

/**
 * The sign-in flow's model (no DOM): what a person does on /login and /otp, and every answer the server
 * (or the network) can give each call. The jsdom test (tests/machines/sign-in.test.tsx) and the browser
 * test (tests/e2e/sign-in-model.e2e.ts) walk paths of this one graph.
 */
type TestEvent = EventObject & Record<string, unknown>;

export const MEMBER = 'member@hub.example';
export const MEMBER_PASSWORD = 'MemberPass#2024';
export const MODERATOR = 'mod@hub.example';
export const GOOGLE_USER = { email: 'aline@gmail.com', role: 'Member' };

export const loginOk = (email: string, role: string) => ({
  type: 'xstate.done.actor.submitLogin',
  output: { message: messages.otpSent, token: `pre-otp-${role}`, data: { user: { email, role } } },
});

export const verified = {
  type: 'xstate.done.actor.verifyCode',
  output: { message: messages.otpVerified, token: 'session-token' },
};

/** The person's actions, then every answer of each call. */
const events: TestEvent[] = [
  { type: 'login.submit', email: '', password: '' },
  { type: 'login.submit', email: MEMBER, password: MEMBER_PASSWORD },
  { type: 'google.complete', token: 'pre-otp-google', ...GOOGLE_USER },
  { type: 'code.submit', otp: '' },
  { type: 'code.submit', otp: '123456' },
  { type: 'code.resend' },
  loginOk(MEMBER, 'Member'),
  // A role with no page of its own: the code step then says 'Invalid role: Moderator'.
  loginOk(MODERATOR, 'Moderator'),
  {
    type: 'xstate.done.actor.submitLogin',
    output: { message: 'ok', token: '', data: { user: { email: MEMBER, role: 'Member' } } },
  },
  {
    type: 'xstate.error.actor.submitLogin',
    error: { kind: 'http', status: 401, message: messages.invalidCredentials },
  },
  { type: 'xstate.error.actor.submitLogin', error: { kind: 'http', status: 500 } },
  { type: 'xstate.error.actor.submitLogin', error: { kind: 'network' } },
  { type: 'xstate.error.actor.submitLogin', error: { kind: 'invalid-response' } },
  { type: 'xstate.error.actor.submitLogin', error: 'thrown text' },
  verified,
  { type: 'xstate.done.actor.verifyCode', output: { message: 'Something else' } },
  {
    type: 'xstate.error.actor.verifyCode',
    error: { kind: 'http', status: 401, message: messages.otpInvalid },
  },
  { type: 'xstate.error.actor.verifyCode', error: { kind: 'http', status: 502 } },
  { type: 'xstate.error.actor.verifyCode', error: { kind: 'timeout' } },
  { type: 'xstate.error.actor.verifyCode', error: new Error('boom') },
  { type: 'xstate.done.actor.resendCode', output: { message: messages.otpResent, token: 'pre-otp-2' } },
  {
    type: 'xstate.error.actor.resendCode',
    error: { kind: 'http', status: 429, message: 'Too many attempts. Please try again in 42 seconds.' },
  },
  { type: 'xstate.error.actor.resendCode', error: { kind: 'http', status: 503 } },
  { type: 'xstate.done.actor.waitCooldown', output: undefined },
];

type Snap = {
  value: unknown;
  context: { role: string; loginError: string | null; email: string };
};

const hasUnknownRole = ({ role }: Snap['context']) => role !== '' && !Object.hasOwn(roleHome, role);

/**
 * Every event, except that a sign-in whose role has no page only goes on to its code (the rest of the
 * graph is the same as for a Member, and walking it twice proves nothing more).
 */
export function signInEvents(snapshot: unknown): TestEvent[] {
  const { context } = snapshot as Snap;
  if (!hasUnknownRole(context)) return events;
  return events.filter((event) => (event.type === 'code.submit' && event.otp !== '') || event === verified);
}

/**
 * A node of the graph is where the flow is, whether an e-mail is known, whether the role has a page and
 * (on the login form) whether an error shows. Which message shows is checked on every step, and each
 * outcome event is its own edge, so every message is still reached.
 */
export function serializeSignIn(snapshot: unknown): string {
  const { value, context } = snapshot as Snap;
  return JSON.stringify([
    value,
    context.email !== '',
    hasUnknownRole(context),
    value === 'idle' && Boolean(context.loginError),
  ]);
}

export const signInPathOptions = {
  eventsFor: signInEvents as never,
  serializeState: serializeSignIn as never,
  input: { pending: null },
};
