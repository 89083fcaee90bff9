import { PageQuery } from '@contracts/paging';
import {
  ProjectFields,
  type ProjectResponse,
  type ProjectsPageResponse,
  ProjectsQuery,
  projectMessages,
} from '@contracts/projects';
import { textsOf } from '@contracts/texts';
import { messages } from '@contracts/users';
import { fail } from '@lib/http/failure';
import { validate } from '@lib/http/validate';
import { and, count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { loadSession, type SessionEnv, type SessionUser } from '../auth/session';
import { projects } from '../db/schema';
import type { RouteDeps } from '../deps';
import { requireSession } from '../http/guards';
import { idParam, notFound } from '../http/ids';
import { publishCounts } from '../notifications/counts';
import { canChange, findProject, isVisibleTo, toProject, visibleTo } from '../projects/project-rows';
import { readUploadForm, refuseUpload } from '../uploads/multipart';
import { projectFiles } from '../uploads/multipart-routes';
import { deleteWithImages, writeWithImages } from '../uploads/write-with-images';

type ProjectsDeps = Pick<RouteDeps, 'db' | 'clock' | 'config' | 'live' | 'logger' | 'limits'>;

const ListQuery = v.object({ ...PageQuery.entries, ...ProjectsQuery.entries });

function ownerName(user: SessionUser): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

const projectOwner = (user: SessionUser) => ({ ownerId: user.id, kind: 'project' }) as const;

/**
 * /api/projects: the list and one project, scoped to what the caller may see
 * (a missing or invalid token just means a visitor); a member creates projects (status `review`, owned by
 * them) and changes or deletes only their own; an Admin any. Create and update are multipart with the
 * images `image` (1200 px) and `ownerImage` (512 px).
 */
export function projectsRoutes(deps: ProjectsDeps) {
  const { db, clock } = deps;

  /** The project at `:id` the caller may change: 404 when missing or hidden from them, 403 when not theirs. */
  async function changeableProject(id: string, user: SessionUser) {
    const row = await findProject(db, id);
    if (!row || !isVisibleTo(row, user)) {
      return { error: { status: 404 as const, text: textsOf(projectMessages).notFound } };
    }
    if (!canChange(row, user)) return { error: { status: 403 as const, text: textsOf(messages).forbidden } };
    return { row };
  }

  return new Hono<SessionEnv>()
    .get('/', validate('query', ListQuery), async (c) => {
      const { page, limit, status, owner } = c.req.valid('query');
      const user = await loadSession(deps, c);
      if (owner && !user) return fail(c, 401, textsOf(messages).unauthorized);
      const where = and(
        visibleTo(user),
        status ? eq(projects.status, status) : undefined,
        owner && user ? eq(projects.ownerId, user.id) : undefined,
      );
      const [totals] = await db.select({ total: count() }).from(projects).where(where);
      const rows = await db
        .select()
        .from(projects)
        .where(where)
        .orderBy(desc(projects.createdAt), desc(projects.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const body: ProjectsPageResponse = {
        data: { projects: rows.map(toProject) },
        total: totals?.total ?? 0,
      };
      return c.json(body);
    })
    .get('/:id', idParam, async (c) => {
      const { id } = c.req.valid('param');
      const user = await loadSession(deps, c);
      const row = await findProject(db, id);
      if (!row || !isVisibleTo(row, user)) return notFound(c, textsOf(projectMessages).notFound);
      const body: ProjectResponse = { data: { project: toProject(row) } };
      return c.json(body);
    })
    .post('/', requireSession(deps), async (c) => {
      const user = c.get('user');
      const form = await readUploadForm(deps, c, ProjectFields, projectFiles);
      if (!form.ok) return refuseUpload(c, form.failure);
      const { fields, images } = form.value;
      const now = clock.now();
      const write = { owner: projectOwner(user), now, current: { image: '', ownerImage: '' } };
      const row = await writeWithImages(db, images, write, async (tx, urls) => {
        const [inserted] = await tx
          .insert(projects)
          .values({
            ...fields,
            owner: fields.owner || ownerName(user),
            ...urls,
            status: 'review',
            progress: 0,
            ownerId: user.id,
            createdAt: now,
          })
          .returning();
        return inserted;
      });
      if (!row) throw new Error('The project insert returned no row');
      await publishCounts(deps, user.id);
      const body: ProjectResponse = { data: { project: toProject(row) } };
      return c.json(body, 201);
    })
    .patch('/:id', requireSession(deps), idParam, async (c) => {
      const user = c.get('user');
      const found = await changeableProject(c.req.valid('param').id, user);
      if (found.error) return fail(c, found.error.status, found.error.text);
      const form = await readUploadForm(deps, c, ProjectFields, projectFiles);
      if (!form.ok) return refuseUpload(c, form.failure);
      const { fields, images } = form.value;
      const current = found.row;
      const before = { image: current.image, ownerImage: current.ownerImage };
      const write = { owner: projectOwner(user), now: clock.now(), current: before };
      const row = await writeWithImages(db, images, write, async (tx, urls) => {
        // A member's change goes back to review (an administrator publishes what the public sees).
        const review = user.role === 'Admin' ? {} : { status: 'review' as const, rejectionReason: null };
        const [updated] = await tx
          .update(projects)
          .set({ ...fields, owner: fields.owner || current.owner, ...urls, ...review })
          .where(eq(projects.id, current.id))
          .returning();
        return updated;
      });
      if (!row) return notFound(c, textsOf(projectMessages).notFound);
      const body: ProjectResponse = { data: { project: toProject(row) } };
      return c.json(body);
    })
    .delete('/:id', requireSession(deps), idParam, async (c) => {
      const found = await changeableProject(c.req.valid('param').id, c.get('user'));
      if (found.error) return fail(c, found.error.status, found.error.text);
      await deleteWithImages(db, async (tx) => {
        await tx.delete(projects).where(eq(projects.id, found.row.id));
        return [found.row.image, found.row.ownerImage];
      });
      if (found.row.ownerId) await publishCounts(deps, found.row.ownerId);
      return c.body(null, 204);
    });
}
