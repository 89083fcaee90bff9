import { isLanguage, SOURCE_LANGUAGE } from '@contracts/languages';
import type { BadgeCountsResponse } from '@contracts/member-area';
import {
  type MeResponse,
  messages,
  UpdateLanguageRequest,
  type UpdateLanguageResponse,
} from '@contracts/users';
import { validate } from '@lib/http/validate';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { revokeSessions } from '../../auth/revoke-sessions';
import type { SessionEnv } from '../../auth/session';
import { users } from '../../db/schema';
import { requireSession } from '../../http/guards';
import { badgeCounts } from '../../notifications/counts';
import type { UsersRouteDeps } from './users-deps';

/** The signed-in account: who it is, its badge counts, and logging out (which ends all its sessions). */
export function accountRoutes(deps: UsersRouteDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);

  return (
    new Hono<SessionEnv>()
      .post('/logout', session, async (c) => {
        await revokeSessions(deps, c.get('user').id);
        return c.json({ message: messages.loggedOut }, 200);
      })

      .get('/me', session, async (c) => {
        const { id, email, role, firstName, lastName } = c.get('user');
        const [row] = await db
          .select({ language: users.language })
          .from(users)
          .where(eq(users.id, id))
          .limit(1);
        const language = isLanguage(row?.language) ? row.language : SOURCE_LANGUAGE;
        const body: MeResponse = { data: { user: { id, email, role, firstName, lastName, language } } };
        return c.json(body, 200);
      })

      /** The account's language (the site's and its e-mails'): one of LANGUAGES, else 400. */
      .patch('/me/language', session, validate('json', UpdateLanguageRequest), async (c) => {
        const { language } = c.req.valid('json');
        await db
          .update(users)
          .set({ language })
          .where(eq(users.id, c.get('user').id));
        const body: UpdateLanguageResponse = { data: { language } };
        return c.json(body, 200);
      })

      .get('/me/counts', session, async (c) => {
        const body: BadgeCountsResponse = {
          data: { counts: await badgeCounts(db, clock.now(), c.get('user').id) },
        };
        return c.json(body, 200);
      })
  );
}
