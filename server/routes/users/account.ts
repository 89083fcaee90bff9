import type { BadgeCountsResponse } from '@contracts/member-area';
import { messages } from '@contracts/users';
import { Hono } from 'hono';
import { revokeSessions } from '../../auth/revoke-sessions';
import type { SessionEnv } from '../../auth/session';
import { requireSession } from '../../http/guards';
import { badgeCounts } from '../../notifications/counts';
import type { UsersRouteDeps } from './users-deps';

/** The signed-in account: who it is, its badge counts, and logging out (which ends all its sessions). */
export function accountRoutes(deps: UsersRouteDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);

  return new Hono<SessionEnv>()
    .post('/logout', session, async (c) => {
      await revokeSessions(deps, c.get('user').id);
      return c.json({ message: messages.loggedOut }, 200);
    })

    .get('/me', session, (c) => {
      const { id, email, role, firstName, lastName } = c.get('user');
      return c.json({ data: { user: { id, email, role, firstName, lastName } } }, 200);
    })

    .get('/me/counts', session, async (c) => {
      const body: BadgeCountsResponse = {
        data: { counts: await badgeCounts(db, clock.now(), c.get('user').id) },
      };
      return c.json(body, 200);
    });
}
