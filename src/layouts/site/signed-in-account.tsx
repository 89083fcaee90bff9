import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SessionUser } from '@machines/session.machine';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { button } from '@/components/ui/button';
import { visuallyHidden } from '@/components/ui/layout.css';
import { loadCatalogs } from '@/i18n/catalogs';
import type { SessionActor } from '@/session/router-context';
import { LogoutQuestion } from '@/shared/auth/logout-question';
import * as css from './site-header.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

interface SignedInProps {
  session: SessionActor;
  user: SessionUser;
}

/** Logout is busy while the session is (restored, or logging out: its waiting messages counted, then revoked). */
function useLogout(session: SessionActor) {
  return {
    loggingOut: useSelector(session, (snapshot) => snapshot.hasTag('busy')),
    logout: () => session.send({ type: 'session.logout' }),
  };
}

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

/** The navigation bar's signed-in end: the avatar, Dashboard (or Admin), Logout and its question. */
export function SignedInDesktop({ session, user }: SignedInProps) {
  const { loggingOut, logout } = useLogout(session);
  const { t, i18n } = useLingui();
  const area = areaOf(user.role);
  const { email } = user;
  return (
    <div className={css.account}>
      <span className={css.accountWho} title={email}>
        <Avatar email={email} />
        {/* On the bar the avatar stands for the address (its tooltip); screen readers read it. */}
        <span className={visuallyHidden}>{email}</span>
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
      <LogoutQuestion session={session} />
    </div>
  );
}

/** The same entries at the end of the mobile menu; each one closes the menu. */
export function SignedInMobile({ session, user, onNavigate }: SignedInProps & { onNavigate: () => void }) {
  const { loggingOut, logout } = useLogout(session);
  const { t, i18n } = useLingui();
  const area = areaOf(user.role);
  const { email } = user;
  return (
    <>
      <li className={css.accountWho}>
        <Avatar email={email} />
        {email}
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
