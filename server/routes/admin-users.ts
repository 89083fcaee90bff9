import {
  type AdminUser,
  type AdminUserResponse,
  adminUserMessages,
  UpdateUserRequest,
} from '@contracts/admin-users';
import type { PageQuery } from '@contracts/paging';
import { textsOf } from '@contracts/texts';
import { fail } from '@lib/http/failure';
import { validate } from '@lib/http/validate';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { announceRevoked } from '../auth/revoke-sessions';
import type { SessionEnv } from '../auth/session';
import type { Database } from '../db/client';
import { preparedPer } from '../db/prepared';
import { type UserRow, users } from '../db/schema';
import type { RouteDeps } from '../deps';
import { requireRole } from '../http/guards';
import { idParam, notFound } from '../http/ids';
import { paged, pageQuery, pageTotal, pageWindow } from '../http/paging';

type AdminUsersDeps = Pick<RouteDeps, 'db' | 'clock' | 'config' | 'live'>;

/**
 * `GET /api/users/users?page&limit` (Admin only), the accounts list at its first address; the same list
 * answers `GET /api/admin/users` (`adminUsersRoutes`).
 */
export function accountsListRoutes(deps: AdminUsersDeps) {
  const { db } = deps;
  return new Hono<SessionEnv>()
    .use('*', requireRole(deps, 'Admin'))
    .get('/', pageQuery(), async (c) => c.json(await accountsPage(db, c.req.valid('query'))));
}

/** One page of every account, oldest first, as `AdminUser`s. */
async function accountsPage(db: Database, query: PageQuery) {
  const { limit, offset } = pageWindow(query);
  const rows = await accountPage(db).execute({ limit, offset });
  const total = await pageTotal(rows, offset, () => countAccounts(db));
  return paged('users', rows.map(toAdminUser), total);
}

/** The columns an `AdminUser` shows (no hashes, token versions or secrets). */
const adminUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  requestedRole: users.requestedRole,
  emailVerifiedAt: users.emailVerifiedAt,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
} as const;

/** One page of accounts, oldest first, each row with the list's total. */
const accountPage = preparedPer((db) =>
  db
    .select({ ...adminUserColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('account_page'),
);

const accountCount = preparedPer((db) => db.select({ total: count() }).from(users).prepare('account_count'));

async function countAccounts(db: Database): Promise<number> {
  const [row] = await accountCount(db).execute();
  return row?.total ?? 0;
}

/**
 * `GET /api/admin/users?page&limit` (Admin only): every account, oldest first (as `GET /api/users/users`).
 *
 * `PATCH /api/admin/users/:id { role?, disabled? }` (Admin only): grants a role and disables or enables an
 * account. A change bumps the account's token version, which ends its sessions at once. A change that
 * would leave no active Admin (the last one demoting or disabling themself) is refused with 409.
 */
export function adminUsersRoutes(deps: AdminUsersDeps) {
  const { db, clock } = deps;
  return new Hono<SessionEnv>()
    .use('*', requireRole(deps, 'Admin'))
    .get('/', pageQuery(), async (c) => c.json(await accountsPage(db, c.req.valid('query'))))
    .patch('/:id', idParam, validate('json', UpdateUserRequest), async (c) => {
      const outcome = await updateAccount(db, c.req.valid('param').id, c.req.valid('json'), clock.now());
      if (outcome === 'missing') return notFound(c, textsOf(adminUserMessages).notFound);
      if (outcome === 'last-admin') return fail(c, 409, textsOf(adminUserMessages).lastAdmin);
      // Its open live streams, on every instance, re-check the session and end.
      await announceRevoked(deps.live, outcome.id);
      return c.json({ data: { user: toAdminUser(outcome) } } satisfies AdminUserResponse);
    });
}

type AdminUserRow = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'role'
  | 'requestedRole'
  | 'emailVerifiedAt'
  | 'disabledAt'
  | 'createdAt'
>;

function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    requested_role: row.requestedRole ?? null,
    verified: row.emailVerifiedAt !== null,
    disabled: row.disabledAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * One transaction. A change that may remove an active Admin first locks every active Admin row (in id
 * order, so two such changes run one after the other, never both seeing the other admin still active).
 */
async function updateAccount(
  db: Database,
  id: string,
  change: UpdateUserRequest,
  now: Date,
): Promise<UserRow | 'missing' | 'last-admin'> {
  return db.transaction(async (tx) => {
    const mayRemoveAdmin = (change.role !== undefined && change.role !== 'Admin') || change.disabled === true;
    const activeAdmins = mayRemoveAdmin
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'Admin'), isNull(users.disabledAt)))
          .orderBy(asc(users.id))
          .for('update')
      : [];
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!target) return 'missing';

    const role = change.role ?? target.role;
    const disabled = change.disabled ?? target.disabledAt !== null;
    if (role === target.role && disabled === (target.disabledAt !== null)) return target;
    const removesActiveAdmin =
      target.role === 'Admin' && target.disabledAt === null && (role !== 'Admin' || disabled);
    if (removesActiveAdmin && activeAdmins.length <= 1) return 'last-admin';

    const [updated] = await tx
      .update(users)
      .set({
        role,
        disabledAt: disabled ? (target.disabledAt ?? now) : null,
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(eq(users.id, id))
      .returning();
    return updated ?? 'missing';
  });
}
