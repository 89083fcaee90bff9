import { hasStatus } from '@contracts/failure-message';
import type { Language } from '@contracts/languages';
import type { AuthUser } from '@contracts/users';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

/**
 * Who is signed in, as the session actor knows it: the e-mail and role the server answers with, and the
 * account's language when GET /api/users/me gave it (the session only carries it; the app adopts it).
 */
export type SessionUser = AuthUser & { language?: Language };

/** A session token kept by auth storage at start ('session' stage only). */
export interface StoredSession extends SessionUser {
  token: string;
}

export interface SessionContext {
  user: SessionUser | null;
  /** The stored session found at start, used when the server cannot be reached to confirm it. */
  stored: StoredSession | null;
  token: string | null;
}

export type SessionEvent =
  | {
      type: 'session.start';
      token: string;
      email: string;
      role: string;
      language?: Language;
      remember: boolean;
    }
  | { type: 'session.logout' };

type SessionStart = Extract<SessionEvent, { type: 'session.start' }>;
/** The params of persistSession: the 'session.start' event itself. */
const startedSession = ({ event }: { event: SessionStart }) => event;
/** The params of the restore transitions: the user GET /api/users/me answered with, if any. */
const confirmedUser = ({ event }: { event: { output: SessionUser | null } }) => ({ user: event.output });

/** A new session (after the one-time code), from any settled state: another account may sign in. */
const startTransitions = [
  {
    guard: 'isStartingAdmin',
    target: '#session.signedIn.admin',
    reenter: true,
    actions: ['assignStartedUser', { type: 'persistSession', params: startedSession }],
  },
  {
    guard: 'isStartingMember',
    target: '#session.signedIn.member',
    reenter: true,
    actions: ['assignStartedUser', { type: 'persistSession', params: startedSession }],
  },
] as const;

const isRole = (role: string) => (user: SessionUser | null | undefined) => user?.role === role;

/**
 * The one session of the app, created at start: restores the stored session (confirmed by GET
 * /api/users/me), says whether a member or an admin is signed in, and ends on logout, when the token
 * expires or when any call answers 401. Storage and navigation are actions the app provides.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { stored: StoredSession | null },
  },
  actors: {
    confirmSession: fromPromise<SessionUser | null, { token: string | null }>(async () => {
      throw new Error('confirmSession is provided by the app');
    }),
    revokeSession: fromPromise<void, { token: string | null }>(async () => {
      throw new Error('revokeSession is provided by the app');
    }),
    /** Resolves when the token's time is up or a call made with it answers 401. */
    watchSessionEnd: fromPromise<void, { token: string | null }>(async () => {
      throw new Error('watchSessionEnd is provided by the app');
    }),
  },
  guards: {
    isConfirmedAdmin: (_, { user }: { user: SessionUser | null }) => isRole('Admin')(user),
    isConfirmedMember: (_, { user }: { user: SessionUser | null }) => isRole('Member')(user),
    hasToken: ({ context }) => context.token !== null,
    isUnauthorized: (_, { error }: { error: unknown }) => hasStatus(error, 401),
    isStoredAdmin: ({ context }) => isRole('Admin')(context.stored),
    isStoredMember: ({ context }) => isRole('Member')(context.stored),
    isStartingAdmin: ({ event }) => {
      assertEvent(event, 'session.start');
      return isRole('Admin')(event);
    },
    isStartingMember: ({ event }) => {
      assertEvent(event, 'session.start');
      return isRole('Member')(event);
    },
  },
  actions: {
    assignConfirmedUser: assign((_, { user }: { user: SessionUser | null }) => ({
      user: user
        ? { email: user.email, role: user.role, ...(user.language ? { language: user.language } : {}) }
        : null,
    })),
    assignStoredUser: assign({
      user: ({ context }) =>
        context.stored ? { email: context.stored.email, role: context.stored.role } : null,
    }),
    assignStartedUser: assign(({ event }) => {
      assertEvent(event, 'session.start');
      const { email, role, language, token } = event;
      return { user: { email, role, ...(language ? { language } : {}) }, token, stored: null };
    }),
    clearUser: assign({ user: null, token: null, stored: null }),
    /** Writes the new session to storage (local when 'Remember me!' was ticked). */
    persistSession: (_, _params: SessionStart) => {},
    /** Removes token, email and role from both storages. */
    clearStorage: () => {},
    /** After a logout: to the login page. */
    showLogin: () => {},
    /** After an expiry or a 401: re-run the route guards, which send a guarded page to /login?redirect=… */
    recheckGuards: () => {},
  },
}).createMachine({
  id: 'session',
  description:
    'The signed-in session: restored at start, started after the one-time code, ended by logout, expiry or a 401.',
  context: ({ input }) => ({ user: null, stored: input.stored, token: input.stored?.token ?? null }),
  initial: 'restoring',
  states: {
    restoring: {
      description:
        'Confirming the stored session token with GET /api/users/me (nothing stored: signed out at once).',
      tags: ['busy'],
      invoke: {
        id: 'confirmSession',
        src: 'confirmSession',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: { type: 'isConfirmedAdmin', params: confirmedUser },
            target: 'signedIn.admin',
            actions: { type: 'assignConfirmedUser', params: confirmedUser },
          },
          {
            guard: { type: 'isConfirmedMember', params: confirmedUser },
            target: 'signedIn.member',
            actions: { type: 'assignConfirmedUser', params: confirmedUser },
          },
          { guard: 'hasToken', target: 'signedOut', actions: ['clearUser', 'clearStorage'] },
          { target: 'signedOut' },
        ],
        onError: [
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut',
            actions: ['clearUser', 'clearStorage'],
          },
          { guard: 'isStoredAdmin', target: 'signedIn.admin', actions: 'assignStoredUser' },
          { guard: 'isStoredMember', target: 'signedIn.member', actions: 'assignStoredUser' },
          { target: 'signedOut', actions: ['clearUser', 'clearStorage'] },
        ],
      },
    },
    signedOut: {
      description: 'Nobody is signed in: member and admin pages send the visitor to /login.',
      on: {
        'session.start': startTransitions,
      },
    },
    signedIn: {
      description:
        'Someone is signed in until logout, the end of the token or a 401; a new sign-in restarts the watch.',
      invoke: {
        id: 'watchSessionEnd',
        src: 'watchSessionEnd',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'signedOut', actions: ['clearUser', 'clearStorage', 'recheckGuards'] },
        onError: { target: 'signedOut', actions: ['clearUser', 'clearStorage', 'recheckGuards'] },
      },
      on: {
        'session.start': startTransitions,
        'session.logout': { target: 'loggingOut' },
      },
      // Every transition in names member or admin; the least privileged one is the formal default.
      initial: 'member',
      states: {
        member: {
          description: 'A Member is signed in: member pages open, admin pages say not allowed.',
        },
        admin: {
          description: 'An Admin is signed in: member and admin pages open.',
        },
      },
    },
    loggingOut: {
      description: 'POST /api/users/logout revokes the token; storage is cleared whatever the answer.',
      tags: ['busy'],
      invoke: {
        id: 'revokeSession',
        src: 'revokeSession',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'signedOut', actions: ['clearUser', 'clearStorage', 'showLogin'] },
        onError: { target: 'signedOut', actions: ['clearUser', 'clearStorage', 'showLogin'] },
      },
    },
  },
});
