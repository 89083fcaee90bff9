import { gunzipSync } from 'node:zlib';
import { createManualClock } from '@lib/clock';
import { blogs, members, projects, resources } from '@server/db/schema';
import { builtInMembers } from '@server/db/seed-data/members';
import { acceptsGzip } from '@server/http/negotiation';
import { COPY_TTL_MS, createReadCache, REVALIDATE } from '@server/http/read-cache';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, signedIn } from '../support/admin-helpers';
import { countQueries } from '../support/count-queries';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The public read APIs: ETag and 304, Cache-Control (public only where the answer does not depend
 * on the caller), in-memory copies dropped by writes, and a fixed number of queries per list, however many
 * rows it shows (no N+1).
 */

let t: TestApp;
let adminToken: string;
let memberToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signedIn(t, 'Admin')).token;
  memberToken = (await signedIn(t, 'Member')).token;
  await t.db.insert(members).values([...builtInMembers]);
  const many = (n: number) => Array.from({ length: n }, (_, i) => i);
  await t.db
    .insert(projects)
    .values(many(12).map((i) => ({ title: `Project ${i}`, status: 'active' as const })));
  await t.db
    .insert(resources)
    .values(many(12).map((i) => ({ title: `Resource ${i}`, category: 'Guides', subcategory: 'Web' })));
  await t.db.insert(blogs).values(many(12).map((i) => ({ title: `Post ${i}`, category: 'News' })));
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

const lists = ['/api/members', '/api/projects', '/api/resources', '/api/blogs'];

describe('ETag and 304', () => {
  it.each([...lists, `/api/members/${builtInMembers[0]!.id}`])('%s', async (path) => {
    const first = await get(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await get(path, { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    const other = await get(path, { 'If-None-Match': 'W/"something-else"' });
    expect(other.status).toBe(200);
    expect(await other.json()).toEqual(await first.json());
  });

  it('tags nothing that failed', async () => {
    const missing = await get('/api/members/no-such-member');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('ETag')).toBeNull();
    expect(missing.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('gzip', () => {
  it.each(lists)('%s is gzipped for a client that accepts it, the same JSON as without', async (path) => {
    const plain = await get(path);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const identity = new Uint8Array(await plain.arrayBuffer());
    const zipped = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toContain('Accept-Encoding');
    expect(zipped.headers.get('ETag')).toBe(plain.headers.get('ETag'));
    const body = new Uint8Array(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get('Content-Length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(identity.byteLength);
    expect(new Uint8Array(gunzipSync(body))).toEqual(identity);
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('Cache-Control', () => {
  it('lets anyone keep the member directory a minute, and revalidate the other public lists', async () => {
    expect((await get('/api/members')).headers.get('Cache-Control')).toBe(
      'public, max-age=60, must-revalidate',
    );
    expect((await get('/api/blogs')).headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
  });

  it.each(['/api/projects', '/api/resources'])(
    '%s: public for visitors, varying by Authorization; never kept when signed in',
    async (path) => {
      const visitor = await get(path);
      expect(visitor.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
      expect(visitor.headers.get('Vary')).toContain('Authorization');
      const member = await get(path, { Authorization: `Bearer ${memberToken}` });
      expect(member.status).toBe(200);
      expect(member.headers.get('Cache-Control')).toBe('private, no-store');
      expect(member.headers.get('ETag')).toBeNull();
      expect(member.headers.get('Vary')).toContain('Authorization');
    },
  );

  it('keeps admin lists out of every cache', async () => {
    const res = await get('/api/admin/hire-inquiries', { Authorization: `Bearer ${adminToken}` });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('ETag')).toBeNull();
  });
});

describe('in-memory copies', () => {
  it('a write to the group shows at once; another change shows once the copy expired', async () => {
    const before = await get('/api/projects?limit=100');
    const total = ((await before.json()) as { total: number }).total;
    const [project] = await t.db
      .insert(projects)
      .values({ title: 'Hidden for now', status: 'review' })
      .returning();
    // Changed behind the API's back: the copy still answers until it expires.
    await t.db.insert(projects).values({ title: 'Direct', status: 'active' });
    const copied = (await (await get('/api/projects?limit=100')).json()) as { total: number };
    expect(copied.total).toBe(total);
    // A write through the API (publishing) drops the copies.
    const published = await api(t, 'POST', `/api/admin/projects/${project!.id}/publish`, {
      token: adminToken,
    });
    expect(published.status).toBe(200);
    const fresh = (await (await get('/api/projects?limit=100')).json()) as { total: number };
    expect(fresh.total).toBe(total + 2);

    await t.db.insert(projects).values({ title: 'Later', status: 'active' });
    t.clock.advance(COPY_TTL_MS);
    const expired = (await (await get('/api/projects?limit=100')).json()) as { total: number };
    expect(expired.total).toBe(total + 3);
  });

  it('a failed write keeps the copies', async () => {
    const before = await get('/api/blogs');
    await t.db.insert(blogs).values({ title: 'Direct', category: 'News' });
    const refused = await api(t, 'DELETE', '/api/blogs/00000000-0000-4000-8000-000000000000', {
      token: adminToken,
    });
    expect(refused.status).toBe(404);
    expect((await get('/api/blogs')).headers.get('ETag')).toBe(before.headers.get('ETag'));
  });
});

describe('in-memory copies: the size bound', () => {
  it('keeps a group’s newest copies up to 8 MiB, dropping the oldest first', async () => {
    const reads = createReadCache(createManualClock(new Date('2026-03-10T08:00:00Z')));
    const served: string[] = [];
    const app = new Hono()
      .use('/big/*', reads.serve('big', { cacheControl: REVALIDATE }))
      .get('/big/:n', (c) => {
        served.push(c.req.param('n'));
        return c.json({ n: c.req.param('n'), filler: 'x'.repeat(1024 * 1024 - 100) });
      });
    const read = async (n: number) => (await app.request(`/big/${n}`)).arrayBuffer();
    for (let n = 0; n < 10; n += 1) await read(n);
    served.length = 0;
    // Ten copies of just under 1 MiB: eight fit, the two oldest went.
    for (const n of [9, 8, 3, 2, 1, 0]) await read(n);
    expect(served).toEqual(['1', '0']);
  });
});

describe('shared values (the common part of a caller-scoped answer)', () => {
  it('computes once per key until the copy time ends or a write to the group; a failure is not kept', async () => {
    const clock = createManualClock(new Date('2026-03-10T08:00:00Z'));
    const reads = createReadCache(clock);
    let computed = 0;
    const page = () => reads.shared('pages', 'p1', async () => ++computed);
    const app = new Hono().use('/pages/*', reads.invalidatedBy('pages')).post('/pages/x', (c) => c.json({}));

    expect([await page(), await page()]).toEqual([1, 1]);
    clock.advance(COPY_TTL_MS);
    expect(await page()).toBe(2);
    await app.request('/pages/x', { method: 'POST' });
    expect(await page()).toBe(3);

    const failing = () => reads.shared('pages', 'p2', () => Promise.reject(new Error('db down')));
    await expect(failing()).rejects.toThrow('db down');
    expect(await reads.shared('pages', 'p2', async () => 'read again')).toBe('read again');
  });
});

describe('queries per list (no N+1)', () => {
  it.each([
    ['/api/members', 2],
    ['/api/projects', 2],
    ['/api/resources', 2],
    ['/api/blogs', 2],
  ])('%s: %i queries for one row or twelve, none when copied', async (path, expected) => {
    t.clock.advance(COPY_TTL_MS);
    const one = await countQueries(() => get(`${path}?limit=1&page=1`));
    const twelve = await countQueries(() => get(`${path}?limit=12&page=1`));
    expect([one, twelve]).toEqual([expected, expected]);
    expect(await countQueries(() => get(`${path}?limit=12&page=1`))).toBe(0);
  });

  it("signed in, a list is everyone's page (kept like the copies) plus the session and the member's likes", async () => {
    t.clock.advance(COPY_TTL_MS);
    const headers = { Authorization: `Bearer ${memberToken}` };
    const one = await countQueries(() => get('/api/resources?limit=1', headers));
    const twelve = await countQueries(() => get('/api/resources?limit=12', headers));
    const again = await countQueries(() => get('/api/resources?limit=12', headers));
    expect([one, twelve, again]).toEqual([4, 4, 2]);
  });
});
