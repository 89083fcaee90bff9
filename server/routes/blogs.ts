import {
  type Blog,
  BlogFields,
  type BlogResponse,
  type BlogsPageResponse,
  BlogsQuery,
  blogMessages,
} from '@contracts/blogs';
import { PageQuery } from '@contracts/paging';
import { textsOf } from '@contracts/texts';
import { validate } from '@lib/http/validate';
import { count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { SessionEnv, SessionUser } from '../auth/session';
import { type BlogRow, blogs } from '../db/schema';
import type { RouteDeps } from '../deps';
import { requireRole } from '../http/guards';
import { idParam, notFound } from '../http/ids';
import { readUploadForm, refuseUpload } from '../uploads/multipart';
import { blogFiles } from '../uploads/multipart-routes';
import { deleteWithImages, writeWithImages } from '../uploads/write-with-images';

type BlogsDeps = Pick<RouteDeps, 'db' | 'clock' | 'config' | 'limits'>;

const ListQuery = v.object({ ...PageQuery.entries, ...BlogsQuery.entries });

function toBlog(row: BlogRow): Blog {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    text: row.text,
    image: row.image,
    createdAt: row.createdAt.toISOString(),
  };
}

const blogOwner = (user: SessionUser) => ({ ownerId: user.id, kind: 'blog' }) as const;

/**
 * /api/blogs: the public list for /blog (newest first, optionally one category);
 * an Admin adds, edits and deletes posts (multipart: category, title, text, optional image at 512 px).
 */
export function blogsRoutes(deps: BlogsDeps) {
  const { db, clock } = deps;
  const admin = requireRole(deps, 'Admin');

  return new Hono<SessionEnv>()
    .get('/', validate('query', ListQuery), async (c) => {
      const { page, limit, category } = c.req.valid('query');
      const where = category ? eq(blogs.category, category) : undefined;
      const [totals] = await db.select({ total: count() }).from(blogs).where(where);
      const rows = await db
        .select()
        .from(blogs)
        .where(where)
        .orderBy(desc(blogs.createdAt), desc(blogs.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const body: BlogsPageResponse = { data: { blogs: rows.map(toBlog) }, total: totals?.total ?? 0 };
      return c.json(body);
    })
    .get('/:id', idParam, async (c) => {
      const [row] = await db
        .select()
        .from(blogs)
        .where(eq(blogs.id, c.req.valid('param').id))
        .limit(1);
      if (!row) return notFound(c, textsOf(blogMessages).notFound);
      const body: BlogResponse = { data: { blog: toBlog(row) } };
      return c.json(body);
    })
    .post('/', admin, async (c) => {
      const form = await readUploadForm(deps, c, BlogFields, blogFiles);
      if (!form.ok) return refuseUpload(c, form.failure);
      const { fields, images } = form.value;
      const now = clock.now();
      const write = { owner: blogOwner(c.get('user')), now, current: { image: '' } };
      const row = await writeWithImages(db, images, write, async (tx, urls) => {
        const [inserted] = await tx
          .insert(blogs)
          .values({ ...fields, ...urls, createdAt: now })
          .returning();
        return inserted;
      });
      if (!row) throw new Error('The blog insert returned no row');
      const body: BlogResponse = { data: { blog: toBlog(row) } };
      return c.json(body, 201);
    })
    .patch('/:id', admin, idParam, async (c) => {
      const { id } = c.req.valid('param');
      const [current] = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
      if (!current) return notFound(c, textsOf(blogMessages).notFound);
      const form = await readUploadForm(deps, c, BlogFields, blogFiles);
      if (!form.ok) return refuseUpload(c, form.failure);
      const { fields, images } = form.value;
      const write = { owner: blogOwner(c.get('user')), now: clock.now(), current: { image: current.image } };
      const row = await writeWithImages(db, images, write, async (tx, urls) => {
        const [updated] = await tx
          .update(blogs)
          .set({ ...fields, ...urls })
          .where(eq(blogs.id, id))
          .returning();
        return updated;
      });
      if (!row) return notFound(c, textsOf(blogMessages).notFound);
      const body: BlogResponse = { data: { blog: toBlog(row) } };
      return c.json(body);
    })
    .delete('/:id', admin, idParam, async (c) => {
      const { id } = c.req.valid('param');
      const deleted = await deleteWithImages(db, async (tx) => {
        const [row] = await tx.delete(blogs).where(eq(blogs.id, id)).returning({ image: blogs.image });
        return row && [row.image];
      });
      if (!deleted) return notFound(c, textsOf(blogMessages).notFound);
      return c.body(null, 204);
    });
}
