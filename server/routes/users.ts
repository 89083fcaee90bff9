import { Hono } from 'hono';
import type { SessionEnv } from '../auth/session';
import { accountRoutes } from './users/account';
import { googleRoutes } from './users/google';
import { passwordRoutes } from './users/password';
import { signInRoutes } from './users/sign-in';
import { signUpRoutes } from './users/sign-up';
import type { UsersRouteDeps } from './users/users-deps';

/**
 * /api/users: sign-up and e-mail verification, login → one-time code → session, Google, password reset,
 * and the signed-in account. Each concern is its own sub-app in `routes/users/`.
 */
export function usersRoutes(deps: UsersRouteDeps) {
  return new Hono<SessionEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .route('/', signUpRoutes(deps))
    .route('/', signInRoutes(deps))
    .route('/', googleRoutes(deps))
    .route('/', passwordRoutes(deps))
    .route('/', accountRoutes(deps));
}
