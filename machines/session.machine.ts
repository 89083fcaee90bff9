import { hasStatus } from '@contracts/failure-message';
import type { Language } from '@contracts/languages';
import type { AuthUser } from '@contracts/users';
import { assertEvent, assign, type EventObject, fromCallback, fromPromise, setup } from 'xstate';

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
  /** How many of the account's messages wait on the device, unsent, when Logout was pressed. */
  waitingCount: number;
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
  | { type: 'session.logout' }
  /** The logout question: go on and discard the waiting messages, or stay signed in. */
  | { type: 'logout.confirm' }
  | { type: 'logout.cancel' }
  /**
   * The session ended in another tab (a logout there, another account signed in, the stored token
   * removed), or a call found another account's session stored.
   */
  | { type: 'session.endedElsewhere' };

type SessionStart = Extract<SessionEvent, { type: 'session.start' }>;
/** The params of persistSession: the 'session.start' event itself. */
const startedSession = ({ event }: { event: SessionStart }) => event;
/** The params of the restore transitions: the user GET /api/users/me answered with, if any. */
const confirmedUser = ({ event }: { event: { output: SessionUser | null } }) => ({ user: event.output });

/** The params of the actions that end the session: the token and account that end, before clearUser. */
const endingToken = ({ context }: { context: SessionContext }) => ({ token: context.token });
const endingAccount = ({ context }: { context: SessionContext }) => ({
  email: (context.user ?? context.stored)?.email ?? null,
});

/** A new session (after the one-time code), from any settled state: another account may sign in. */
const startSession = [
  'assignStartedUser',
  { type: 'persistSession', params: startedSession },
  { type: 'announceStart', params: startedSession },
] as const;
const startTransitions = [
  { guard: 'isStartingAdmin', target: '#session.signedIn.role.admin', reenter: true, actions: startSession },
  {
    guard: 'isStartingMember',
    target: '#session.signedIn.role.member',
    reenter: true,
    actions: startSession,
  },
] as const;

/** This session is over here: nothing of it stays in storage (the device's shelf and caches go too). */
const endSession = [
  { type: 'clearStorage', params: endingToken },
  { type: 'forgetDevice', params: endingAccount },
  'clearUser',
] as const;
/** A logout: as any end, and every other tab of the account hears of it. */
const endByLogout = [{ type: 'announceEnd', params: endingAccount }, ...endSession, 'showLogin'] as const;

const isRole = (role: string) => (user: SessionUser | null | undefined) => user?.role === role;

/**
 * The one session of the app, created at start: restores the stored session (confirmed by GET
 * /api/users/me), says whether a member or an admin is signed in, and ends on logout, when the token
 * expires, when any call answers 401, or when it ends in another tab (every tab of a browser holds one
 * account at a time: the last one signed in). Logout asks first while messages the account wrote wait
 * unsent on the device. Storage, the device, other tabs and navigation are actions the app provides.
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
    /**
     * Sends `session.endedElsewhere` when another tab ends this account's session or signs another account
     * in, or the stored session stops being this account's (the app's: storage events, a BroadcastChannel).
     */
    watchOtherTabs: fromCallback<EventObject, { email: string | null }>(() => {}),
    /** How many of the account's messages wait on the device, unsent (the app's: its outboxes). */
    countWaiting: fromPromise<number, { email: string | null }>(async () => 0),
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
    hasWaiting: (_, { count }: { count: number }) => count > 0,
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
    assignWaitingCount: assign((_, { count }: { count: number }) => ({ waitingCount: count })),
    /** Writes the new session to storage (local when 'Remember me!' was ticked). */
    persistSession: (_, _params: SessionStart) => {},
    /** Tells the other tabs this account has signed in: a tab of another account ends its session. */
    announceStart: (_, _params: SessionStart) => {},
    /** Tells the other tabs this account has logged out: its tabs end their session too. */
    announceEnd: (_, _params: { email: string | null }) => {},
    /** Removes token, email and role from the storage that still holds this session's token. */
    clearStorage: (_, _params: { token: string | null }) => {},
    /** Forgets what the account kept on the device: its drafts, its waiting messages, its caches. */
    forgetDevice: (_, _params: { email: string | null }) => {},
    /** After a logout, or an end heard from another tab: to the login page. */
    showLogin: () => {},
    /** After an expiry or a 401: re-run the route guards, which send a guarded page to /login?redirect=… */
    recheckGuards: () => {},
  },
}).createMachine({
  id: 'session',
  description:
    'The signed-in session: restored at start, started after the one-time code, ended by logout (asked first while messages wait unsent), expiry, a 401, or its end in another tab.',
  context: ({ input }) => ({
    user: null,
    stored: input.stored,
    token: input.stored?.token ?? null,
    waitingCount: 0,
  }),
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
            target: 'signedIn.role.admin',
            actions: { type: 'assignConfirmedUser', params: confirmedUser },
          },
          {
            guard: { type: 'isConfirmedMember', params: confirmedUser },
            target: 'signedIn.role.member',
            actions: { type: 'assignConfirmedUser', params: confirmedUser },
          },
          { guard: 'hasToken', target: 'signedOut', actions: endSession },
          { target: 'signedOut' },
        ],
        onError: [
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut',
            actions: endSession,
          },
          { guard: 'isStoredAdmin', target: 'signedIn.role.admin', actions: 'assignStoredUser' },
          { guard: 'isStoredMember', target: 'signedIn.role.member', actions: 'assignStoredUser' },
          { target: 'signedOut', actions: endSession },
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
        'Someone is signed in until logout, the end of the token, a 401 or an end in another tab; a new sign-in restarts the watch.',
      type: 'parallel',
      invoke: [
        {
          id: 'watchSessionEnd',
          src: 'watchSessionEnd',
          input: ({ context }) => ({ token: context.token }),
          onDone: { target: 'signedOut', actions: [...endSession, 'recheckGuards'] },
          onError: { target: 'signedOut', actions: [...endSession, 'recheckGuards'] },
        },
        {
          id: 'watchOtherTabs',
          src: 'watchOtherTabs',
          input: ({ context }) => ({ email: context.user?.email ?? null }),
          // The watcher never ends by design; if it does, the tab hears no more and stays as it is.
          onDone: {},
          onError: {},
        },
      ],
      on: {
        'session.start': startTransitions,
        // Another tab ended it and forgot the device's copy, or another account is signed in now and owns
        // the storage: this tab clears only its own copy, and shows nothing more of the account.
        'session.endedElsewhere': {
          target: 'signedOut',
          actions: [{ type: 'clearStorage', params: endingToken }, 'clearUser', 'showLogin'],
        },
      },
      states: {
        role: {
          description: 'Which area the signed-in account may open.',
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
        logout: {
          description: 'Logout, asked first when messages the account wrote are still waiting to be sent.',
          initial: 'idle',
          states: {
            idle: {
              description: 'Nothing asked: Logout is offered.',
              on: { 'session.logout': { target: 'counting' } },
            },
            counting: {
              description: 'Counting the messages that wait on the device, unsent.',
              tags: ['busy'],
              invoke: {
                id: 'countWaiting',
                src: 'countWaiting',
                input: ({ context }) => ({ email: context.user?.email ?? null }),
                onDone: [
                  {
                    guard: { type: 'hasWaiting', params: ({ event }) => ({ count: event.output }) },
                    target: 'asking',
                    actions: { type: 'assignWaitingCount', params: ({ event }) => ({ count: event.output }) },
                  },
                  { target: '#session.loggingOut' },
                ],
                // The device cannot be read: nothing was kept there to lose.
                onError: { target: '#session.loggingOut' },
              },
            },
            asking: {
              description:
                "'2 messages have not been sent yet. Log out and discard them?': Log out, or stay signed in.",
              on: {
                'logout.confirm': { target: '#session.loggingOut' },
                'logout.cancel': { target: 'idle' },
              },
            },
          },
        },
      },
    },
    loggingOut: {
      description:
        "POST /api/users/logout revokes the account's sessions; storage and the device are cleared whatever the answer, and the account's other tabs end too.",
      tags: ['busy'],
      invoke: {
        id: 'revokeSession',
        src: 'revokeSession',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'signedOut', actions: endByLogout },
        onError: { target: 'signedOut', actions: endByLogout },
      },
    },
  },
});
