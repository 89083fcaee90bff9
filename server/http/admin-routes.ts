/**
 * The one table of admin-only routes: everything under `/api/admin`, plus the admin-only routes that live
 * elsewhere (listed here by path prefix, optionally by method). `tests/server/admin-access.test.ts` walks
 * `adminRoutes(app.routes)` (no token 401, pre-OTP 401, member 403, admin allowed, demoted admin refused at
 * once), so a new route under one of these prefixes cannot skip the matrix.
 */
export const ADMIN_AREA_PREFIX = '/api/admin';

export const adminOnlyElsewhere: ReadonlyArray<{
  prefix: string;
  methods?: readonly string[];
  /** Only this path itself, not the paths below it (public reads and member actions live there). */
  exact?: boolean;
}> = [
  { prefix: '/api/users/users' },
  { prefix: '/api/tasks' },
  { prefix: '/api/blogs', methods: ['POST'], exact: true },
  { prefix: '/api/blogs/:id', methods: ['PATCH', 'DELETE'], exact: true },
  { prefix: '/api/resources', methods: ['POST'], exact: true },
  { prefix: '/api/resources/:id', methods: ['PATCH', 'DELETE'], exact: true },
];

export interface RouteEntry {
  method: string;
  path: string;
}

const handlerMethods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The admin-only handlers among an app's routes (`app.routes`), once each; middleware entries are skipped. */
export function adminRoutes(routes: readonly RouteEntry[]): RouteEntry[] {
  const seen = new Set<string>();
  const table = routes.filter(({ method, path }) => {
    if (!handlerMethods.has(method)) return false;
    const adminOnly =
      under(path, ADMIN_AREA_PREFIX) ||
      adminOnlyElsewhere.some(
        (entry) =>
          (entry.exact ? path === entry.prefix : under(path, entry.prefix)) &&
          (!entry.methods || entry.methods.includes(method)),
      );
    const key = `${method} ${path}`;
    if (!adminOnly || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return table.map(({ method, path }) => ({ method, path }));
}
