import { textsOf } from '@contracts/texts';
import { messages, type UserRole } from '@contracts/users';
import { fail } from '@lib/http/failure';
import type { MiddlewareHandler } from 'hono';
import { type AuthDeps, loadSession, type SessionEnv } from '../auth/session';

/**
 * The route guards. Both read the caller from the database on every request (a revoked, disabled or
 * demoted account loses access at once) and mark the answer `Cache-Control: no-store`.
 * - no token, an invalid or expired one, or a pre-OTP token → 401 `{ message }`;
 * - `requireRole`: a session whose current role is not one of `roles` → 403 `{ message }`.
 * Afterwards `c.get('user')` is the caller.
 *
 * ```ts
 * new Hono<SessionEnv>().use('*', requireRole(deps, 'Admin')).get('/', (c) => …)
 * ```
 */
export function requireSession(deps: AuthDeps): MiddlewareHandler<SessionEnv> {
  return guard(deps, []);
}

export function requireRole(
  deps: AuthDeps,
  ...roles: [UserRole, ...UserRole[]]
): MiddlewareHandler<SessionEnv> {
  return guard(deps, roles);
}

function guard(deps: AuthDeps, roles: readonly UserRole[]): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const user = await loadSession(deps, c);
    if (!user) return fail(c, 401, textsOf(messages).unauthorized);
    if (roles.length > 0 && !roles.includes(user.role)) return fail(c, 403, textsOf(messages).forbidden);
    c.set('user', user);
    await next();
  };
}
