import { redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import type { RouterContext } from './router-context';

interface GuardArgs {
  context: RouterContext;
  location: { href: string };
}

/** The session once it has settled (restored at start, not logging out). */
async function settledSession(context: RouterContext) {
  return waitFor(context.session, (snapshot) => !snapshot.hasTag('busy'));
}

/** Member pages: without a session, to /login?redirect=<this page>. */
export async function requireSession({ context, location }: GuardArgs): Promise<void> {
  const session = await settledSession(context);
  if (session.matches('signedOut')) throw redirect({ to: '/login', search: { redirect: location.href } });
}

/** Admin pages: without a session to /login?redirect=…; signed in but not Admin, to /not-allowed. */
export async function requireAdmin(args: GuardArgs): Promise<void> {
  await requireSession(args);
  const session = await settledSession(args.context);
  if (!session.matches('admin')) throw redirect({ to: '/not-allowed' });
}
