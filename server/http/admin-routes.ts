import { inAreas, type RouteArea, type RouteEntry, routesWhere } from './route-table';

/**
 * The one table of admin-only routes: everything under `/api/admin`, plus the admin-only routes that live
 * elsewhere (listed here by path prefix, optionally by method). `tests/server/admin-access.test.ts` walks
 * `adminRoutes(app.routes)` (no token 401, pre-OTP 401, member 403, admin allowed, demoted admin refused at
 * once), so a new route under one of these prefixes cannot skip the matrix.
 */
export const ADMIN_AREA_PREFIX = '/api/admin';

export const adminOnlyElsewhere: readonly RouteArea[] = [
  { prefix: '/api/users/users' },
  { prefix: '/api/tasks' },
  { prefix: '/api/blogs', methods: ['POST'], exact: true },
  { prefix: '/api/blogs/:id', methods: ['PATCH', 'DELETE'], exact: true },
  { prefix: '/api/resources', methods: ['POST'], exact: true },
  { prefix: '/api/resources/:id', methods: ['PATCH', 'DELETE'], exact: true },
];

export type { RouteEntry };

/** The admin-only handlers among an app's routes (`app.routes`), once each; middleware entries are skipped. */
export function adminRoutes(routes: readonly RouteEntry[]): RouteEntry[] {
  return routesWhere(routes, (route) =>
    inAreas(route, [{ prefix: ADMIN_AREA_PREFIX }, ...adminOnlyElsewhere]),
  );
}
