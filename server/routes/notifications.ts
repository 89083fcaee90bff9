import type { BadgeCountsResponse } from '@contracts/member-area';
import type { NotificationsPageResponse } from '@contracts/notifications';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import type { SessionEnv } from '../auth/session';
import { notifications } from '../db/schema';
import type { RouteDeps } from '../deps';
import { requireSession } from '../http/guards';
import { paged, pageQuery, pageWindow } from '../http/paging';
import { badgeCounts, publishCounts } from '../notifications/counts';
import { toNotification } from '../notifications/notify';

type NotificationsDeps = Pick<RouteDeps, 'db' | 'clock' | 'config' | 'live'>;

/**
 * /api/notifications: the caller's own, newest first, paged, with the unread
 * count; `POST /read-all` marks them read (stored) and answers the new badge counts, which the caller's
 * other tabs receive live.
 */
export function notificationsRoutes(deps: NotificationsDeps) {
  const { db, clock } = deps;
  const mine = (accountId: string) => eq(notifications.accountId, accountId);

  return new Hono<SessionEnv>()
    .use('*', requireSession(deps))
    .get('/', pageQuery(), async (c) => {
      const { limit, offset } = pageWindow(c.req.valid('query'));
      const accountId = c.get('user').id;
      const [rows, [totals], [unread]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(mine(accountId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(notifications).where(mine(accountId)),
        db
          .select({ total: count() })
          .from(notifications)
          .where(and(mine(accountId), isNull(notifications.readAt))),
      ]);
      const body: NotificationsPageResponse = {
        ...paged('notifications', rows.map(toNotification), totals?.total ?? 0),
        unread: unread?.total ?? 0,
      };
      return c.json(body);
    })
    .post('/read-all', async (c) => {
      const accountId = c.get('user').id;
      await db
        .update(notifications)
        .set({ readAt: clock.now() })
        .where(and(mine(accountId), isNull(notifications.readAt)));
      await publishCounts(deps, accountId);
      const body: BadgeCountsResponse = { data: { counts: await badgeCounts(db, clock.now(), accountId) } };
      return c.json(body);
    });
}
