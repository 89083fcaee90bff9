import { useSelector } from '@xstate/react';
import { button } from '@/components/ui/button';
import type { SessionActor } from '@/session/router-context';
import * as css from './auth.css';

/** Until the dashboards are built: who is signed in, and Logout. */
export function SignedInSummary({ session, title }: { session: SessionActor; title: string }) {
  const user = useSelector(session, (snapshot) => snapshot.context.user);
  const loggingOut = useSelector(session, (snapshot) => snapshot.matches('loggingOut'));
  return (
    <section className={css.page} aria-labelledby="dashboard-title">
      <title>{`${title} · Hub`}</title>
      <div className={css.card}>
        <h1 id="dashboard-title" className={css.title}>
          {title}
        </h1>
        {user && (
          <p className={css.centered}>
            Signed in as <strong>{user.email}</strong> ({user.role})
          </p>
        )}
        <button
          type="button"
          className={button({ tone: 'outline' })}
          disabled={loggingOut}
          onClick={() => session.send({ type: 'session.logout' })}
        >
          {loggingOut ? 'Logging out...' : 'Logout'}
        </button>
      </div>
    </section>
  );
}
