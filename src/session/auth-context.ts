import { thisTabsAccount } from '@/api/auth-storage';
import type { AuthActorOverrides, Navigation } from './auth-actors';
import type { RouterContext, SessionActor, SignInActor } from './router-context';

/**
 * The router context: loaders of the app's two long-lived actors, each created once. Their machines,
 * xstate's actor runtime and the API modules load in chunks of their own, so the entry stays small. A
 * stored session starts loading (and restoring) right away; a visitor's loads at its first use (the
 * sign-in pages, a guarded page), so a new visitor's first load carries none of it.
 */
export function createAuthContext(navigation: Navigation, overrides: AuthActorOverrides = {}): RouterContext {
  let session: Promise<SessionActor> | undefined;
  let signIn: Promise<SignInActor> | undefined;
  let loaded: SessionActor | undefined;
  const onLoaded = new Set<() => void>();
  const loadSession = () => {
    session ??= import('./auth-actors').then(({ createSessionActor }) => {
      loaded = createSessionActor(navigation, overrides.session);
      for (const listener of onLoaded) listener();
      return loaded;
    });
    return session;
  };
  const settledSession = async () => {
    const [actor, { settledSession: settled }] = await Promise.all([loadSession(), import('./auth-actors')]);
    return { session: actor, snapshot: await settled(actor) };
  };
  // The sign-in pages need the session only once a sign-in is done, so a visitor's carry none of it.
  const loadSignIn = () => {
    signIn ??= import('./sign-in-actor').then(({ createSignInActor }) =>
      createSignInActor(loadSession, navigation, overrides.signIn),
    );
    return signIn;
  };
  const loadedSession = {
    current: () => loaded,
    subscribe: (listener: () => void) => {
      onLoaded.add(listener);
      return () => onLoaded.delete(listener);
    },
  };
  // Asked at start, so the tab holds the account it found stored: another tab's later sign-in is not its.
  if (thisTabsAccount() !== null) void loadSession();
  return { loadSession, loadSignIn, settledSession, loadedSession };
}
