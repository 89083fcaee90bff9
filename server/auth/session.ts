import type { UserRole } from '@contracts/users';
import type { Clock } from '@lib/clock';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../db/client';
import { preparedPer } from '../db/prepared';
import { users } from '../db/schema';
import { createTokenService, type TokenService } from './tokens';

/** What a protected route knows about the caller (read from the database on every request). */
export interface SessionUser {
  id: string;
  email: string;
  role: UserRole;
  firstName: string;
  lastName: string;
  tokenVersion: number;
}

export type SessionEnv = { Variables: { user: SessionUser } };

export interface AuthDeps {
  db: Database;
  clock: Clock;
  config: { jwtSecret: string };
}

const services = new WeakMap<object, TokenService>();

/** One token service per config object (keys derived once). */
export function tokenServiceFor(deps: AuthDeps): TokenService {
  let service = services.get(deps.config);
  if (!service) {
    service = createTokenService({ jwtSecret: deps.config.jwtSecret, clock: deps.clock });
    services.set(deps.config, service);
  }
  return service;
}

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('Authorization');
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/** The session's account row: one prepared statement (run on every guarded request). */
const sessionAccount = preparedPer((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      tokenVersion: users.tokenVersion,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_account'),
);

/**
 * The session behind the request's bearer token, or null. Checks the token (HS256, typ, iss, aud, exp),
 * then the database: the account exists, is not disabled, and its token version still matches.
 */
export async function loadSession(deps: AuthDeps, c: Context): Promise<SessionUser | null> {
  const token = bearerToken(c);
  if (!token) return null;
  const claims = await tokenServiceFor(deps).verifySession(token);
  if (!claims) return null;
  const [row] = await sessionAccount(deps.db).execute({ id: claims.userId });
  if (!row || row.disabledAt || row.tokenVersion !== claims.tokenVersion) return null;
  const { disabledAt: _disabled, ...user } = row;
  return user;
}
