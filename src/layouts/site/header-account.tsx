import type { SessionUser } from '@machines/session.machine';
import { useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { SessionActor } from '@/session/router-context';
import { SignInLink } from './sign-in-link';

type SessionSnapshot = SnapshotFrom<SessionActor>;

/**
 * Who the header shows: the signed-in user; while a stored session is being confirmed, the stored one;
 * nobody while the session has not loaded (a visitor's loads at the first sign-in).
 */
function selectAccount(snapshot: SessionSnapshot | undefined): SessionUser | null {
  if (!snapshot) return null;
  return snapshot.matches('restoring') ? snapshot.context.stored : snapshot.context.user;
}

/** Before hydration the header is the prerendered one: nobody signed in. */
const noSession = () => undefined;

/** The router context's session actor, if it has loaded, and who it says is signed in. */
function useAccount() {
  const { loadedSession } = useRouter().options.context;
  const session = useSyncExternalStore(loadedSession.subscribe, loadedSession.current, noSession);
  return { session, user: useSelector(session, selectAccount) };
}

/**
 * The signed-in entries (avatar, the area, Logout and the question it may ask), loaded once someone is
 * signed in: a visitor's page never fetches them. Until they are there, the header says 'Sign In'.
 */
const load = () => import('./signed-in-account');
const SignedInDesktop = lazy(() => load().then((module) => ({ default: module.SignedInDesktop })));
const SignedInMobile = lazy(() => load().then((module) => ({ default: module.SignedInMobile })));

/** The right end of the navigation bar: 'Sign In', or the signed-in avatar, Dashboard (or Admin) and Logout. */
export function DesktopAccount() {
  const { session, user } = useAccount();
  if (!session || !user) return <SignInLink />;
  return (
    <Suspense fallback={<SignInLink />}>
      <SignedInDesktop session={session} user={user} />
    </Suspense>
  );
}

/** The same entries at the end of the mobile menu; each one closes the menu. */
export function MobileAccount({ onNavigate }: { onNavigate: () => void }) {
  const { session, user } = useAccount();
  const visitor = (
    <li>
      <SignInLink onClick={onNavigate} />
    </li>
  );
  if (!session || !user) return visitor;
  return (
    <Suspense fallback={visitor}>
      <SignedInMobile session={session} user={user} onNavigate={onNavigate} />
    </Suspense>
  );
}
