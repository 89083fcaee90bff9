import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session.machine';
import type { signInMachine } from '../../machines/sign-in.machine';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type SignInActor = ActorRefFrom<typeof signInMachine>;

/** What every route receives: the app's two long-lived actors. */
export interface RouterContext {
  session: SessionActor;
  signIn: SignInActor;
}
