import { adminRoutes } from './admin-routes';
import { inAreas, type RouteArea, type RouteEntry, routesWhere } from './route-table';

/**
 * The one table of member-area routes: every route that needs a session of any role and reads or changes
 * the caller's own things. `tests/server/member-access.test.ts` walks `memberRoutes(app.routes)` (no
 * token 401, pre-OTP 401, and an ownership probe per route: another member's id or data → 403/404 or
 * invisible, nothing changed), so a new route under one of these prefixes cannot skip the checks.
 */
export const memberAreas: readonly RouteArea[] = [
  { prefix: '/api/users/me' },
  { prefix: '/api/members/me' },
  { prefix: '/api/notifications' },
  { prefix: '/api/events' },
  { prefix: '/api/search' },
  { prefix: '/api/live' },
  { prefix: '/api/projects', methods: ['POST', 'PATCH', 'DELETE'] },
  { prefix: '/api/resources/:id/like' },
  { prefix: '/api/channel' },
  { prefix: '/api/conversations' },
  { prefix: '/api/message-images' },
];

/** The member-area handlers among an app's routes, once each (admin-only routes are not among them). */
export function memberRoutes(routes: readonly RouteEntry[]): RouteEntry[] {
  const admin = new Set(adminRoutes(routes).map((route) => `${route.method} ${route.path}`));
  return routesWhere(
    routes,
    (route) => inAreas(route, memberAreas) && !admin.has(`${route.method} ${route.path}`),
  );
}
