import { redirect } from '@tanstack/react-router';
import type { RouterContext, SessionActor } from './router-context';

interface GuardArgs {
  context: RouterContext;
  location: { href: string };
}

/** Member pages: without a session, to /login?redirect=<this page>. Gives the session to the page. */
export async function requireSession({ context, location }: GuardArgs): Promise<{ session: SessionActor }> {
  const { session, snapshot } = await context.settledSession();
  if (snapshot.matches('signedOut')) throw redirect({ to: '/login', search: { redirect: location.href } });
  return { session };
}

/** Admin pages: without a session to /login?redirect=…; signed in but not Admin, to /not-allowed. */
export async function requireAdmin({ context, location }: GuardArgs): Promise<{ session: SessionActor }> {
  const { session, snapshot } = await context.settledSession();
  if (snapshot.matches('signedOut')) throw redirect({ to: '/login', search: { redirect: location.href } });
  if (!snapshot.matches({ signedIn: { role: 'admin' } })) throw redirect({ to: '/not-allowed' });
  return { session };
}
