import { randomUUID } from 'node:crypto';
import { users } from '@server/db/schema';
import {
  ADMIN_AREA_PREFIX,
  adminOnlyElsewhere,
  adminRoutes,
  type RouteEntry,
} from '@server/http/admin-routes';
import { findMultipartRoute, multipartRoutes } from '@server/uploads/multipart-routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiAnswer, api, preOtpToken, signedIn } from '../support/admin-helpers';
import { failureWith } from '../support/failure-body';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The access matrix of every admin-only route, generated from the app's own route table
 * (`adminRoutes(app.routes)`: everything under /api/admin plus the admin-only routes listed elsewhere), so a
 * route added later is walked too: no token → 401, pre-OTP token → 401, member → 403, admin → allowed
 * (2xx, or the route's own 4xx for the empty body or unknown id it is sent; never 401/403/5xx), and an
 * admin demoted a moment ago → refused with their old token.
 */

let t: TestApp;
let table: RouteEntry[];
beforeAll(async () => {
  t = await createTestApp();
  table = adminRoutes(t.app.routes);
});
afterAll(() => t.close());

/** A value for each path parameter an admin route uses; a new parameter name must be added here. */
const sampleParams: Record<string, string> = { id: randomUUID(), year: '2024', month: '6' };

function concretePath(path: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = sampleParams[name];
    if (value === undefined) throw new Error(`add a sample value for :${name} (route ${path})`);
    return value;
  });
}

const sendsBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);

/** Every route of the table called with `token`: `{ "METHOD /path": answer }`. */
async function walk(token: string | undefined): Promise<Map<string, ApiAnswer>> {
  const answers = new Map<string, ApiAnswer>();
  for (const route of table) {
    const answer = await api(t, route.method, concretePath(route.path), {
      ...(token && { token }),
      ...(sendsBody(route.method) && { body: {} }),
    });
    answers.set(`${route.method} ${route.path}`, answer);
  }
  return answers;
}

function statuses(answers: Map<string, ApiAnswer>): Record<string, number> {
  return Object.fromEntries([...answers].map(([route, answer]) => [route, answer.status]));
}

function everyRoute(status: number): Record<string, number> {
  return Object.fromEntries(table.map((route) => [`${route.method} ${route.path}`, status]));
}

describe('the admin route table', () => {
  it('holds the admin routes of this app, each once', () => {
    const names = table.map((route) => `${route.method} ${route.path}`);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/hire-inquiries',
        'GET /api/admin/hire-inquiries/:id',
        'PATCH /api/admin/hire-inquiries/:id',
        'POST /api/admin/hire-inquiries/:id/reply',
        'DELETE /api/admin/hire-inquiries/:id',
        'GET /api/admin/users',
        'PATCH /api/admin/users/:id',
        'GET /api/admin/revenue-stats',
        'PUT /api/admin/revenue-stats/:year/:month',
        'GET /api/users/users',
        'GET /api/tasks',
        'POST /api/tasks',
        'PATCH /api/tasks/:id',
        'DELETE /api/tasks/:id',
      ]),
    );
  });

  it('takes every route under /api/admin, and each listed prefix outside it names real routes', () => {
    const adminArea = t.app.routes.filter(
      (route) => route.method !== 'ALL' && route.path.startsWith(`${ADMIN_AREA_PREFIX}/`),
    );
    for (const route of adminArea) expect(table).toContainEqual({ method: route.method, path: route.path });
    for (const { prefix } of adminOnlyElsewhere) {
      expect(
        table.some((route) => route.path.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it('leaves the public routes out', () => {
    const paths = table.map((route) => route.path);
    for (const publicPath of ['/api/users/me', '/api/users/login', '/api/hire-us', '/api/members']) {
      expect(paths).not.toContain(publicPath);
    }
  });
});

describe('the access matrix', () => {
  it('no token → 401 `{ message }`, not cached', async () => {
    const answers = await walk(undefined);
    expect(statuses(answers)).toEqual(everyRoute(401));
    for (const answer of answers.values()) {
      expect(answer.body).toEqual(failureWith('Please log in to continue.'));
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  it('a garbage or pre-OTP (admin) token → 401', async () => {
    expect(statuses(await walk('not.a.token'))).toEqual(everyRoute(401));
    expect(statuses(await walk(await preOtpToken(t, 'Admin')))).toEqual(everyRoute(401));
  });

  it('a member or a moderator → 403 `{ message }`', async () => {
    for (const role of ['Member', 'Moderator'] as const) {
      const answers = await walk((await signedIn(t, role)).token);
      expect(statuses(answers)).toEqual(everyRoute(403));
      for (const answer of answers.values()) {
        expect(answer.body).toEqual(failureWith('You are not allowed to do this.'));
      }
    }
  });

  it('an admin is let through: 2xx for plain reads, the route’s own 4xx otherwise, never 401/403/5xx', async () => {
    const { token } = await signedIn(t, 'Admin');
    const answers = await walk(token);
    for (const [route, answer] of answers) {
      expect([401, 403], route).not.toContain(answer.status);
      expect(answer.status, route).toBeLessThan(500);
      const [method, path] = route.split(' ') as [string, string];
      if (method === 'GET' && !path.includes(':')) expect(answer.status, route).toBe(200);
      // A body the route needs is missing → 400; an id that names nothing → 404; an upload route sent JSON → 415.
      const routeOwn = findMultipartRoute(multipartRoutes, method, path) ? [400, 404, 415] : [400, 404];
      if (answer.status >= 400) expect(routeOwn, route).toContain(answer.status);
      expect(answer.headers.get('Cache-Control'), route).toBe('no-store');
    }
  });

  it('an admin demoted through PATCH /api/admin/users/:id loses every route at once', async () => {
    const { token: ownerToken } = await signedIn(t, 'Admin');
    const demoted = await signedIn(t, 'Admin');
    const res = await api(t, 'PATCH', `/api/admin/users/${demoted.account.id}`, {
      token: ownerToken,
      body: { role: 'Member' },
    });
    expect(res.status).toBe(200);
    // The role change bumped the token version: the old session is over.
    expect(statuses(await walk(demoted.token))).toEqual(everyRoute(401));
  });

  it('the role is read from the database on every request (a role changed behind the token’s back → 403)', async () => {
    const admin = await signedIn(t, 'Admin');
    await t.db.update(users).set({ role: 'Member' }).where(eq(users.id, admin.account.id));
    expect(statuses(await walk(admin.token))).toEqual(everyRoute(403));
  });
});

describe('the accounts list at both addresses', () => {
  const paths = ['/api/admin/users', '/api/users/users'];

  it('answers an admin the same page at /api/admin/users as at /api/users/users', async () => {
    const { token } = await signedIn(t, 'Admin');
    const [admin, old] = await Promise.all(paths.map((path) => api(t, 'GET', `${path}?limit=5`, { token })));
    expect(admin?.status).toBe(200);
    expect(old?.status).toBe(200);
    expect(admin?.body).toEqual(old?.body);
    expect(admin?.body.data.users).toHaveLength(5);
  });

  it('refuses others the same way at both: 401 without a session, 403 to a member or moderator', async () => {
    const member = await signedIn(t, 'Member');
    const moderator = await signedIn(t, 'Moderator');
    for (const path of paths) {
      expect((await api(t, 'GET', path)).status, path).toBe(401);
      expect((await api(t, 'GET', path, { token: member.token })).status, path).toBe(403);
      expect((await api(t, 'GET', path, { token: moderator.token })).status, path).toBe(403);
    }
  });
});
