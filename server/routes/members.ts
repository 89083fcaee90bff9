import {
  type Member,
  MemberParams,
  type MemberResponse,
  type MembersPageResponse,
  MembersQuery,
  memberMessages,
} from '@contracts/members';
import { totalPages } from '@contracts/paging';
import { ProfileRequest, type ProfileResponse, profileMessages } from '@contracts/profile';
import { textsOf } from '@contracts/texts';
import { validate } from '@lib/http/validate';
import { asc, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { SessionEnv } from '../auth/session';
import { members } from '../db/schema';
import type { RouteDeps } from '../deps';
import { requireSession } from '../http/guards';
import { notFound } from '../http/ids';
import { pageWindow } from '../http/paging';
import { findProfile, publicMemberColumns, saveProfile } from '../members/profiles';

/**
 * /api/members: the public member directory (list with paging, and one member by slug), and the signed-in
 * member's own profile at `/me` (GET: 404 until there is one; PUT: creates or updates it). `/me` is
 * declared before `/:id`, which would otherwise take it for a slug.
 */
export function membersRoutes(deps: Pick<RouteDeps, 'db' | 'clock' | 'config'>) {
  const { db } = deps;
  return new Hono<SessionEnv>()
    .get('/', validate('query', MembersQuery, textsOf(memberMessages).invalidQuery), async (c) => {
      const { limit, offset } = pageWindow(c.req.valid('query'));
      const [totals] = await db.select({ total: count() }).from(members);
      const rows: Member[] = await db
        .select(publicMemberColumns)
        .from(members)
        .orderBy(asc(members.sortOrder), asc(members.id))
        .limit(limit)
        .offset(offset);
      const body: MembersPageResponse = {
        data: { members: rows },
        totalPages: totalPages(totals?.total ?? 0, limit),
      };
      return c.json(body);
    })
    .get('/me', requireSession(deps), async (c) => {
      const member = await findProfile(db, c.get('user').id);
      if (!member) return notFound(c, textsOf(profileMessages).noProfile);
      const body: ProfileResponse = { data: { member } };
      return c.json(body);
    })
    .put('/me', requireSession(deps), validate('json', ProfileRequest), async (c) => {
      const member = await saveProfile(db, c.get('user').id, c.req.valid('json'));
      const body: ProfileResponse = { data: { member } };
      return c.json(body);
    })
    .get('/:id', validate('param', MemberParams, textsOf(memberMessages).invalidId), async (c) => {
      const { id } = c.req.valid('param');
      const [member] = await db.select(publicMemberColumns).from(members).where(eq(members.id, id)).limit(1);
      if (!member) return notFound(c, textsOf(memberMessages).notFound);
      const body: MemberResponse = { data: { member } };
      return c.json(body);
    });
}
