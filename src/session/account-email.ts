import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { SessionActor } from './router-context';

/**
 * The signed-in account's e-mail, for a page inside the member or admin area (their layouts' guards put the
 * session in the route context); undefined anywhere else, or signed out. What a page keeps on the device
 * for the account (a form's draft) is keyed by it.
 */
export function useAccountEmail(): string | undefined {
  const { session } = useRouteContext({ strict: false }) as { session?: SessionActor };
  return useSelector(session, (snapshot) => snapshot?.context.user?.email ?? undefined);
}
