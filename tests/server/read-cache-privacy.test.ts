import { profileMessages } from '@contracts/profile';
import { messages } from '@contracts/users';
import { blogs, projects, resources } from '@server/db/schema';
import { createReadCache, PRIVATE, REVALIDATE } from '@server/http/read-cache';
import { cachedReads, callerOnlyReads } from '@server/http/read-routes';
import { routesWhere } from '@server/http/route-table';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiAnswer, api } from '../support/admin-helpers';
import { memberProfile, send, sendForm, sessionAccount } from '../support/content-helpers';
import { failureWith } from '../support/failure-body';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The public read cache never hands one caller's answer to another: a route whose answer depends on the
 * session (`/api/members/me`, a signed-in caller's projects and resources) is never kept in the process,
 * and says `private, no-store` so no browser or proxy keeps it either.
 */

type Account = Awaited<ReturnType<typeof sessionAccount>>;

let t: TestApp;
let alice: Account;
let bob: Account;

beforeAll(async () => {
  t = await createTestApp();
  alice = await sessionAccount(t);
  bob = await sessionAccount(t);
});
afterAll(() => t.close());

const get = (path: string, token?: string) => api(t, 'GET', path, token ? { token } : {});

describe('GET /api/members/me', () => {
  it('answers each caller their own profile, never the one another member just read', async () => {
    const saved = await api(t, 'PUT', '/api/members/me', {
      token: alice.token,
      body: memberProfile('Alice'),
    });
    expect(saved.status).toBe(200);
    expect((await get('/api/members/me', alice.token)).body.data.member.name).toBe('Alice');

    const bobs = await get('/api/members/me', bob.token);
    expect(bobs.body).toEqual(failureWith(profileMessages.noProfile));
    expect(bobs.status).toBe(404);
    const visitor = await get('/api/members/me');
    expect(visitor.body).toEqual(failureWith(messages.unauthorized));
    expect(visitor.status).toBe(401);
  });

  it('says private, no-store, so no browser or proxy keeps it', async () => {
    for (const token of [alice.token, bob.token]) {
      expect((await get('/api/members/me', token)).headers.get('Cache-Control')).toBe('private, no-store');
    }
    expect((await get('/api/members/me')).headers.get('Cache-Control')).toContain('no-store');
  });
});

/** The three kinds of caller: two different members and a visitor without a token. */
type Caller = 'first member' | 'second member' | 'visitor';
const callers: readonly Caller[] = ['first member', 'second member', 'visitor'];
/** Each caller goes first once, so whatever one of them leaves in the cache is met by the other two. */
const rotations: readonly Caller[][] = [
  ['first member', 'second member', 'visitor'],
  ['second member', 'visitor', 'first member'],
  ['visitor', 'first member', 'second member'],
];

describe('every route of the read-cache lists, walked with two members and a visitor', () => {
  let tokens: Record<Caller, string | undefined>;
  let samples: Record<string, string[]>;
  /** One app per caller: its cache only ever holds that caller's answers, so it answers as the route does. */
  let solo: Record<Caller, TestApp>;
  /** Apps shared by all three callers, one per rotation. */
  let shared: TestApp[];

  beforeAll(async () => {
    const [first, second] = [await sessionAccount(t), await sessionAccount(t)];
    tokens = { 'first member': first.token, 'second member': second.token, visitor: undefined };
    const slugOf = async (account: Account, name: string) =>
      (await api(t, 'PUT', '/api/members/me', { token: account.token, body: memberProfile(name) })).body.data
        .member.id as string;
    const [firstSlug, secondSlug] = [await slugOf(first, 'Ann'), await slugOf(second, 'Ben')];
    const draft = await sendForm(
      t,
      'POST',
      '/api/projects',
      { title: 'Ann draft', description: 'x' },
      first.token,
    );
    expect(draft.status).toBe(201);
    const [published] = await t.db
      .insert(projects)
      .values({ title: 'Open tool', status: 'active' })
      .returning();
    const [resource] = await t.db
      .insert(resources)
      .values({ title: 'Threat modelling', category: 'Guides', subcategory: 'Web' })
      .returning();
    expect(
      (await send(t, 'POST', `/api/resources/${resource!.id}/like`, { token: first.token })).status,
    ).toBe(200);
    const [blog] = await t.db.insert(blogs).values({ title: 'Post', category: 'News' }).returning();

    samples = {
      '/api/members': ['/api/members'],
      '/api/members/:id': [`/api/members/${firstSlug}`, `/api/members/${secondSlug}`],
      '/api/members/me': ['/api/members/me'],
      '/api/blogs': ['/api/blogs'],
      '/api/blogs/:id': [`/api/blogs/${blog!.id}`],
      '/api/projects': ['/api/projects', '/api/projects?owner=me', '/api/projects?status=review'],
      '/api/projects/:id': [`/api/projects/${draft.body.data.project.id}`, `/api/projects/${published!.id}`],
      '/api/resources': ['/api/resources', '/api/resources?liked=me'],
      '/api/resources/:id': [`/api/resources/${resource!.id}`],
    };
    const appOnSameData = () => createTestApp({ testDb: t.testDb });
    solo = {
      'first member': await appOnSameData(),
      'second member': await appOnSameData(),
      visitor: await appOnSameData(),
    };
    shared = await Promise.all(rotations.map(appOnSameData));
  });

  const request = (app: TestApp, path: string, caller: Caller) =>
    api(app, 'GET', path, tokens[caller] ? { token: tokens[caller] } : {});
  const cachedPrefixes = () => [
    ...new Set(cachedReads.map((read) => read.path.split('/').slice(0, 3).join('/'))),
  ];
  const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

  it('lists every GET route under the cached prefixes, as cached or caller-only, each with sample addresses', () => {
    const getRoutes = routesWhere(
      t.app.routes,
      (route) => route.method === 'GET' && cachedPrefixes().some((prefix) => under(route.path, prefix)),
    ).map((route) => route.path);
    const listed = [...cachedReads.map((read) => read.path), ...callerOnlyReads];
    expect(new Set(listed).size).toBe(listed.length);
    expect([...getRoutes].sort()).toEqual([...listed].sort());
    expect(Object.keys(samples).sort()).toEqual([...listed].sort());
  });

  /** A route of the lists, with what it says to a caller it answers the same as everyone. */
  interface Walked {
    path: string;
    callerDependent: boolean;
    publicCacheControl?: string;
  }
  const walked: Walked[] = [
    ...cachedReads.map((read) => ({
      path: read.path,
      callerDependent: read.callerScoped === true,
      publicCacheControl: read.cacheControl,
    })),
    ...callerOnlyReads.map((path) => ({ path, callerDependent: true })),
  ];

  /**
   * A member's answer from a route that depends on the session is theirs alone; a 401 is everyone's refusal;
   * any other answer is the route's public one when it is a 200, and kept by no one otherwise.
   */
  function expectedCacheControl(answer: ApiAnswer, caller: Caller, route: Walked) {
    if (answer.status === 401) return 'no-store';
    if (route.callerDependent && caller !== 'visitor') return PRIVATE;
    return answer.status === 200 ? route.publicCacheControl : 'no-store';
  }

  it.each(walked)('$path: no caller gets another one’s answer', async ({ path, callerDependent }) => {
    for (const url of samples[path]!) {
      const own = Object.fromEntries(
        await Promise.all(
          callers.map(async (caller) => [caller, await request(solo[caller], url, caller)] as const),
        ),
      ) as Record<Caller, ApiAnswer>;
      for (const [i, order] of rotations.entries()) {
        for (const caller of order) {
          const answer = await request(shared[i]!, url, caller);
          expect(
            { status: answer.status, body: answer.body },
            `${url} for ${caller} after ${order.join(', ')}`,
          ).toEqual({
            status: own[caller].status,
            body: own[caller].body,
          });
        }
      }
    }
    if (callerDependent) {
      // The samples tell the members apart, so a leak between them would show.
      const differ = await Promise.all(
        samples[path]!.map(async (url) => {
          const [a, b] = [
            await request(solo['first member'], url, 'first member'),
            await request(solo['second member'], url, 'second member'),
          ];
          return JSON.stringify([a.status, a.body]) !== JSON.stringify([b.status, b.body]);
        }),
      );
      expect(differ, path).toContain(true);
    }
  });

  it.each(walked)(
    '$path: a member’s answer is private, no-store where it depends on the session',
    async (route) => {
      for (const url of samples[route.path]!) {
        for (const caller of callers) {
          const answer = await request(shared[0]!, url, caller);
          const cacheControl = answer.headers.get('Cache-Control');
          expect(cacheControl, `${url} for ${caller}`).toBe(expectedCacheControl(answer, caller, route));
        }
      }
    },
  );
});

describe('the read cache itself', () => {
  it('never keeps an answer its route marked no-store or private', async () => {
    const reads = createReadCache(t.clock);
    let served = 0;
    const app = new Hono()
      .use('/own/*', reads.serve('own', { cacheControl: REVALIDATE }))
      .get('/own/no-store', (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ served: ++served });
      })
      .get('/own/private', (c) => {
        c.header('Cache-Control', 'private, max-age=60');
        return c.json({ served: ++served });
      });
    for (const path of ['/own/no-store', '/own/private']) {
      const [first, second] = [await app.request(path), await app.request(path)];
      expect(await second.json()).not.toEqual(await first.json());
      expect(second.headers.get('Cache-Control')).not.toMatch(/public/);
    }
  });

  it('answers a caller-only route from no copy, even where a cached pattern matches it', async () => {
    const reads = createReadCache(t.clock);
    let served = 0;
    const app = new Hono()
      .use('/people/me', reads.callerOnly())
      .use('/people/:id', reads.serve('people', { cacheControl: REVALIDATE }))
      .get('/people/me', (c) => c.json({ served: ++served }));
    const [first, second] = [await app.request('/people/me'), await app.request('/people/me')];
    expect([await first.json(), await second.json()]).toEqual([{ served: 1 }, { served: 2 }]);
    expect(second.headers.get('Cache-Control')).toBe(PRIVATE);
  });
});
