import type { AuthActorOverrides, Navigation } from './auth-actors';
import type { RouterContext, SessionActor, SignInActor } from './router-context';

/**
 * The router context: loaders of the app's two long-lived actors, each created once. Their machines,
 * xstate's actor runtime and the API modules load in chunks of their own, so the entry stays small;
 * the session starts loading (and restoring) right away.
 */
export function createAuthContext(navigation: Navigation, overrides: AuthActorOverrides = {}): RouterContext {
  let session: Promise<SessionActor> | undefined;
  let signIn: Promise<SignInActor> | undefined;
  const loadSession = () => {
    session ??= import('./auth-actors').then(({ createSessionActor }) =>
      createSessionActor(navigation, overrides.session),
    );
    return session;
  };
  const loadSignIn = () => {
    signIn ??= Promise.all([loadSession(), import('./sign-in-actor')]).then(
      ([actor, { createSignInActor }]) => createSignInActor(actor, navigation, overrides.signIn),
    );
    return signIn;
  };
  const settledSession = async () => {
    const [actor, { settledSession: settled }] = await Promise.all([loadSession(), import('./auth-actors')]);
    return { session: actor, snapshot: await settled(actor) };
  };
  void loadSession();
  return { loadSession, loadSignIn, settledSession };
}
