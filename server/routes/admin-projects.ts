import { type ProjectResponse, projectMessages, RejectProjectRequest } from '@contracts/projects';
import { textsOf } from '@contracts/texts';
import { validate } from '@lib/http/validate';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { SessionEnv } from '../auth/session';
import { projects } from '../db/schema';
import type { RouteDeps } from '../deps';
import { requireRole } from '../http/guards';
import { idParam, notFound } from '../http/ids';
import { announce, notify } from '../notifications/notify';
import { toProject } from '../projects/project-rows';

type AdminProjectsDeps = Pick<RouteDeps, 'db' | 'clock' | 'config' | 'live'>;

export const projectNotices = {
  published: (title: string) => `Your project “${title}” was published.`,
  rejected: (title: string, reason: string) => `Your project “${title}” was not published: ${reason}`,
} as const;

/** Where a project notification leads its owner: their projects table, with the status and the reason. */
const ownProjectsLink = '/dashboard/projects';

/**
 * /api/admin/projects (Admin only): `POST /:id/publish` makes a project public (status active, no rejection
 * reason); `POST /:id/reject { reason }` takes it off the public page (status review with the reason its
 * owner sees). Both notify the owner, in the same transaction as the change, and deliver the notification
 * live once it has committed.
 */
export function adminProjectsRoutes(deps: AdminProjectsDeps) {
  const { db, clock } = deps;

  async function decide(id: string, change: { published: true } | { published: false; reason: string }) {
    const now = clock.now();
    const decided = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(projects)
        .set(
          change.published
            ? { status: 'active', rejectionReason: null }
            : { status: 'review', rejectionReason: change.reason },
        )
        .where(eq(projects.id, id))
        .returning();
      if (row?.ownerId) {
        const text = change.published
          ? projectNotices.published(row.title)
          : projectNotices.rejected(row.title, change.reason);
        const notice = await notify(tx, {
          accountId: row.ownerId,
          type: 'update',
          text,
          link: ownProjectsLink,
          now,
        });
        return { row, notice };
      }
      return { row, notice: undefined };
    });
    if (decided.notice) await announce(deps, [decided.notice]);
    return decided.row;
  }

  return new Hono<SessionEnv>()
    .use('*', requireRole(deps, 'Admin'))
    .post('/:id/publish', idParam, async (c) => {
      const row = await decide(c.req.valid('param').id, { published: true });
      if (!row) return notFound(c, textsOf(projectMessages).notFound);
      const body: ProjectResponse = { data: { project: toProject(row) } };
      return c.json(body);
    })
    .post('/:id/reject', idParam, validate('json', RejectProjectRequest), async (c) => {
      const { reason } = c.req.valid('json');
      const row = await decide(c.req.valid('param').id, { published: false, reason });
      if (!row) return notFound(c, textsOf(projectMessages).notFound);
      const body: ProjectResponse = { data: { project: toProject(row) } };
      return c.json(body);
    });
}
