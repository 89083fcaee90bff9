import {
  type Member,
  MemberParams,
  type MemberResponse,
  type MembersPageResponse,
  MembersQuery,
  memberMessages,
} from '@contracts/members';
import { totalPages } from '@contracts/paging';
import { validate } from '@lib/http/validate';
import { asc, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { members } from '../db/schema';
import type { RouteDeps } from '../deps';
import { notFound } from '../http/ids';
import { pageWindow } from '../http/paging';

/** The public columns of a member: exactly the contract's fields (never sort order or anything added later). */
const publicColumns = {
  id: members.id,
  name: members.name,
  role: members.role,
  imageUrl: members.imageUrl,
  bio: members.bio,
  education: members.education,
  contacts: members.contacts,
  skills: members.skills,
} as const;

/** /api/members: the public member directory (list with paging, and one member by slug). */
export function membersRoutes({ db }: Pick<RouteDeps, 'db'>) {
  return new Hono()
    .get('/', validate('query', MembersQuery, memberMessages.invalidQuery), async (c) => {
      const { limit, offset } = pageWindow(c.req.valid('query'));
      const [totals] = await db.select({ total: count() }).from(members);
      const rows: Member[] = await db
        .select(publicColumns)
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
    .get('/:id', validate('param', MemberParams, memberMessages.invalidId), async (c) => {
      const { id } = c.req.valid('param');
      const [member] = await db.select(publicColumns).from(members).where(eq(members.id, id)).limit(1);
      if (!member) return notFound(c, memberMessages.notFound);
      const body: MemberResponse = { data: { member } };
      return c.json(body);
    });
}
