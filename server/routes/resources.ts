import { PageQuery } from '@contracts/paging';
import {
  ResourceFields,
  type ResourceLikeResponse,
  type ResourceResponse,
  type ResourceSort,
  type ResourcesPageResponse,
  ResourcesQuery,
  type ResourceViewResponse,
  resourceMessages,
} from '@contracts/resources';
import { textsOf } from '@contracts/texts';
import { messages } from '@contracts/users';
import { clientIp } from '@lib/http/client-ip';
import { fail } from '@lib/http/failure';
import { validate } from '@lib/http/validate';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { loadSession, type SessionEnv, type SessionUser } from '../auth/session';
import { resources } from '../db/schema';
import type { RouteDeps } from '../deps';
import { requireRole, requireSession } from '../http/guards';
import { idParam, notFound } from '../http/ids';
import { nearerEnd, pageWindow } from '../http/paging';
import { publishCounts } from '../notifications/counts';
import { countView, toggleLike, visitorKeyer } from '../resources/likes-and-views';
import { announceNewResource } from '../resources/new-resource-notice';
import {
  countResources,
  likedAmong,
  type ResourceFilter,
  resourceWhere,
  selectResources,
} from '../resources/resource-rows';
import { readUploadForm, refuseUpload } from '../uploads/multipart';
import { resourceFiles } from '../uploads/multipart-routes';
import { deleteWithImages, writeWithImages } from '../uploads/write-with-images';

type ResourcesDeps = Pick<RouteDeps, 'db' | 'clock' | 'config' | 'live' | 'logger' | 'reads' | 'limits'>;

const ListQuery = v.object({ ...PageQuery.entries, ...ResourcesQuery.entries });

const resourceOwner = (user: SessionUser) => ({ ownerId: user.id, kind: 'resource' }) as const;

/**
 * /api/resources: the public list (category and subcategory filters combine,
 * sorted by likes or newest; `likedByMe` for a signed-in caller; `liked=me` lists the caller's liked ones) and one resource; a member toggles their
 * like; anyone counts a view (once an hour per visitor); an Admin adds, edits and deletes resources
 * (multipart: title, category, subcategory, url, optional icon at 512 px).
 */
export function resourcesRoutes(deps: ResourcesDeps) {
  const { db, clock } = deps;
  const admin = requireRole(deps, 'Admin');
  const visitorKey = visitorKeyer(deps.config.jwtSecret);

  async function findResource(id: string, userId?: string) {
    const [resource] = await selectResources(db, {
      where: eq(resources.id, id),
      sort: 'recent',
      reversed: false,
      limit: 1,
      offset: 0,
      userId,
    });
    return resource;
  }

  /** One page of the list (the nearer end of a deep page read backwards), with its total. */
  async function readPage(
    filter: ResourceFilter,
    sort: ResourceSort,
    page: number,
    limit: number,
    userId?: string,
  ): Promise<ResourcesPageResponse> {
    const total = await countResources(db, filter);
    const end = nearerEnd(pageWindow({ page, limit }), total);
    const list = end ? await selectResources(db, { where: resourceWhere(filter), sort, ...end, userId }) : [];
    if (end?.reversed) list.reverse();
    return { data: { resources: list }, total };
  }

  /** A page of everyone's list with the member's own likes marked (one lookup on the like table's key). */
  async function markLikes(shared: ResourcesPageResponse, userId: string): Promise<ResourcesPageResponse> {
    const mine = await likedAmong(
      db,
      userId,
      shared.data.resources.map((resource) => resource.id),
    );
    const resources = shared.data.resources.map((resource) => ({
      ...resource,
      likedByMe: mine.has(resource.id),
    }));
    return { data: { resources }, total: shared.total };
  }

  return new Hono<SessionEnv>()
    .get('/', validate('query', ListQuery), async (c) => {
      const { page, limit, sort, liked, ...filter } = c.req.valid('query');
      const user = await loadSession(deps, c);
      if (liked) {
        if (!user) return fail(c, 401, textsOf(messages).unauthorized);
        return c.json(await readPage({ ...filter, likedBy: user.id }, sort, page, limit, user.id));
      }
      const everyones = () => readPage(filter, sort, page, limit);
      if (!user) return c.json(await everyones());
      // Signed in: everyone's page (kept a few seconds, dropped by writes) with this member's likes marked.
      const key = JSON.stringify([filter.category, filter.subcategory, sort, page, limit]);
      return c.json(await markLikes(await deps.reads.shared('resources', key, everyones), user.id));
    })
    .get('/:id', idParam, async (c) => {
      const user = await loadSession(deps, c);
      const resource = await findResource(c.req.valid('param').id, user?.id);
      if (!resource) return notFound(c, textsOf(resourceMessages).notFound);
      const body: ResourceResponse = { data: { resource } };
      return c.json(body);
    })
    .post('/:id/like', requireSession(deps), idParam, async (c) => {
      const result = await toggleLike(db, c.req.valid('param').id, c.get('user').id, clock.now());
      if (!result) return notFound(c, textsOf(resourceMessages).notFound);
      await publishCounts(deps, c.get('user').id);
      const body: ResourceLikeResponse = { data: result };
      return c.json(body);
    })
    .post('/:id/view', idParam, async (c) => {
      const user = await loadSession(deps, c);
      const visitor = visitorKey(user ? { userId: user.id } : { ip: clientIp(c) });
      const result = await countView(db, c.req.valid('param').id, visitor, clock.now());
      if (!result) return notFound(c, textsOf(resourceMessages).notFound);
      const body: ResourceViewResponse = { data: result };
      return c.json(body);
    })
    .post('/', admin, async (c) => {
      const form = await readUploadForm(deps, c, ResourceFields, resourceFiles);
      if (!form.ok) return refuseUpload(c, form.failure);
      const { fields, images } = form.value;
      const user = c.get('user');
      const now = clock.now();
      const write = { owner: resourceOwner(user), now, current: { icon: '' } };
      const row = await writeWithImages(db, images, write, async (tx, urls) => {
        const [inserted] = await tx
          .insert(resources)
          .values({ ...fields, ...urls, createdAt: now })
          .returning({ id: resources.id });
        return inserted;
      });
      const resource = row && (await findResource(row.id, user.id));
      if (!resource) throw new Error('The resource insert returned no row');
      await announceNewResource(deps, resource, user.id);
      const body: ResourceResponse = { data: { resource } };
      return c.json(body, 201);
    })
    .patch('/:id', admin, idParam, async (c) => {
      const { id } = c.req.valid('param');
      const [current] = await db.select().from(resources).where(eq(resources.id, id)).limit(1);
      if (!current) return notFound(c, textsOf(resourceMessages).notFound);
      const form = await readUploadForm(deps, c, ResourceFields, resourceFiles);
      if (!form.ok) return refuseUpload(c, form.failure);
      const { fields, images } = form.value;
      const user = c.get('user');
      const write = { owner: resourceOwner(user), now: clock.now(), current: { icon: current.icon } };
      await writeWithImages(db, images, write, async (tx, urls) => {
        await tx
          .update(resources)
          .set({ ...fields, ...urls })
          .where(eq(resources.id, id));
      });
      const resource = await findResource(id, user.id);
      if (!resource) return notFound(c, textsOf(resourceMessages).notFound);
      const body: ResourceResponse = { data: { resource } };
      return c.json(body);
    })
    .delete('/:id', admin, idParam, async (c) => {
      const { id } = c.req.valid('param');
      const deleted = await deleteWithImages(db, async (tx) => {
        const [row] = await tx
          .delete(resources)
          .where(eq(resources.id, id))
          .returning({ icon: resources.icon });
        return row && [row.icon];
      });
      if (!deleted) return notFound(c, textsOf(resourceMessages).notFound);
      return c.body(null, 204);
    });
}
