import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SessionUser } from '@machines/session.machine';
import { Link, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { SnapshotFrom } from 'xstate';
import { button } from '@/components/ui/button';
import { visuallyHidden } from '@/components/ui/layout.css';
import { loadCatalogs } from '@/i18n/catalogs';
import type { SessionActor } from '@/session/router-context';
import { SignInLink } from './sign-in-link';
import * as css from './site-header.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

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

/** The router context's session actor, if it has loaded, and what the header needs of it. */
function useAccount() {
  const { loadedSession } = useRouter().options.context;
  const session = useSyncExternalStore(loadedSession.subscribe, loadedSession.current, noSession);
  return {
    session,
    user: useSelector(session, selectAccount),
    // Busy: being restored, or logging out (its waiting messages counted, then the session revoked).
    loggingOut: useSelector(session, (snapshot) => snapshot?.hasTag('busy') ?? false),
    logout: () => session?.send({ type: 'session.logout' }),
  };
}

/**
 * The question a logout may ask (messages still waiting), loaded once someone is signed in: a visitor's
 * page never fetches it, and it is there before Logout is pressed, even offline.
 */
const LogoutQuestion = lazy(() => import('@/shared/auth/logout-question'));

/** A member's area is the dashboard; an administrator's, the admin dashboard. */
const areaOf = (role: string) =>
  role === 'Admin'
    ? ({ to: '/Admindashboard', label: msg`Admin` } as const)
    : ({ to: '/dashboard', label: msg`Dashboard` } as const);

function Avatar({ email }: { email: string }) {
  return (
    <span className={css.avatar} aria-hidden="true">
      {email.charAt(0).toUpperCase()}
    </span>
  );
}

/** The right end of the navigation bar: 'Sign In', or the signed-in avatar, Dashboard (or Admin) and Logout. */
export function DesktopAccount() {
  const { session, user, loggingOut, logout } = useAccount();
  const { t, i18n } = useLingui();
  if (!user) return <SignInLink />;
  const area = areaOf(user.role);
  const { email } = user;
  return (
    <div className={css.account}>
      <span className={css.accountWho} title={user.email}>
        <Avatar email={user.email} />
        {/* On the bar the avatar stands for the address (its tooltip); screen readers read it. */}
        <span className={visuallyHidden}>{user.email}</span>
      </span>
      <Link to={area.to} className={button({ tone: 'accent', size: 'sm' })}>
        {i18n._(area.label)}
      </Link>
      <button
        type="button"
        className={button({ tone: 'ghost', size: 'sm' })}
        aria-label={t`Logout ${email}`}
        disabled={loggingOut}
        onClick={logout}
      >
        <Trans>Logout</Trans>
      </button>
      {/* The one question of the header: the mobile menu's Logout closes the menu, and asks it here. */}
      {session && (
        <Suspense fallback={null}>
          <LogoutQuestion session={session} />
        </Suspense>
      )}
    </div>
  );
}

/** The same entries at the end of the mobile menu; each one closes the menu. */
export function MobileAccount({ onNavigate }: { onNavigate: () => void }) {
  const { user, loggingOut, logout } = useAccount();
  const { t, i18n } = useLingui();
  if (!user)
    return (
      <li>
        <SignInLink onClick={onNavigate} />
      </li>
    );
  const area = areaOf(user.role);
  const { email } = user;
  return (
    <>
      <li className={css.accountWho}>
        <Avatar email={user.email} />
        {user.email}
      </li>
      <li>
        <Link to={area.to} className={css.navLink} onClick={onNavigate}>
          {i18n._(area.label)}
        </Link>
      </li>
      <li>
        <button
          type="button"
          className={css.navLink}
          aria-label={t`Logout ${email}`}
          disabled={loggingOut}
          onClick={() => {
            onNavigate();
            logout();
          }}
        >
          <Trans>Logout</Trans>
        </button>
      </li>
    </>
  );
}
