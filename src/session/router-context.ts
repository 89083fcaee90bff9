import type { sessionMachine } from '@machines/session.machine';
import type { signInMachine } from '@machines/sign-in.machine';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type SignInActor = ActorRefFrom<typeof signInMachine>;

/**
 * What every route receives: the app's two long-lived actors, loaded on first use (route beforeLoads
 * await them; a stored session at start), so their machines stay out of the entry chunk.
 */
export interface RouterContext {
  loadSession: () => Promise<SessionActor>;
  loadSignIn: () => Promise<SignInActor>;
  /** The session actor once it has settled (restored at start, not logging out), and that snapshot. */
  settledSession: () => Promise<{ session: SessionActor; snapshot: SnapshotFrom<typeof sessionMachine> }>;
  /**
   * The session actor if it has loaded (undefined for a visitor until a sign-in page or a guarded page
   * needs it), with a subscription to its loading: what the header shows without loading it.
   */
  loadedSession: {
    current: () => SessionActor | undefined;
    subscribe: (onLoaded: () => void) => () => void;
  };
}
