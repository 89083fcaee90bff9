import { resourceMessages } from '@contracts/resources';
import { uploadMessages } from '@contracts/uploads';
import { messages } from '@contracts/users';
import { resourceLikes, resources, resourceViews, uploads } from '@server/db/schema';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { file, imageBytes, send, sendForm, sessionAccount } from '../support/content-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

type Account = Awaited<ReturnType<typeof sessionAccount>>;
interface ResourceBody {
  id: string;
  title: string;
  icon: string;
  likes: number;
  views: number;
  likedByMe?: boolean;
}

let t: TestApp;
let admin: Account;
let member: Account;
let oauth: ResourceBody;
let firewall: ResourceBody;
let state: ResourceBody;

const hour = 60 * 60 * 1000;

async function add(
  title: string,
  category: string,
  subcategory: string,
  extra: Record<string, string | File> = {},
) {
  const res = await sendForm(
    t,
    'POST',
    '/api/resources',
    { title, category, subcategory, url: 'https://developer.mozilla.org/en-US/', ...extra },
    admin.token,
  );
  expect(res.status).toBe(201);
  t.clock.advance(1000);
  return res.body.data.resource as ResourceBody;
}

const list = async (query: string, token?: string) => {
  const res = await send(t, 'GET', `/api/resources${query}`, { token });
  expect(res.status).toBe(200);
  return res.body as { data: { resources: ResourceBody[] }; total: number };
};
const titles = (body: { data: { resources: ResourceBody[] } }) => body.data.resources.map((r) => r.title);

async function rowCounts() {
  const [r] = await t.db.select({ n: count() }).from(resources);
  const [u] = await t.db.select({ n: count() }).from(uploads);
  return { resources: r?.n, uploads: u?.n };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionAccount(t, 'Admin');
  member = await sessionAccount(t);
  oauth = await add('OAuth in practice', 'Cyber Security', 'Authentication & Authorization', {
    icon: file(await imageBytes('png')),
  });
  firewall = await add('Firewalls', 'Cyber Security', 'Network Security');
  state = await add('Statecharts', 'Front-End Development', 'State Management');
});
afterAll(() => t.close());

describe('listing', () => {
  it('answers every resource with its fields, newest first, and no likedByMe for a visitor', async () => {
    const body = await list('');
    expect(titles(body)).toEqual(['Statecharts', 'Firewalls', 'OAuth in practice']);
    expect(body.total).toBe(3);
    expect(body.data.resources[2]).toMatchObject({
      title: 'OAuth in practice',
      category: 'Cyber Security',
      subcategory: 'Authentication & Authorization',
      url: 'https://developer.mozilla.org/en-US/',
      likes: 0,
      views: 0,
    });
    expect(body.data.resources[2]?.icon).toMatch(/^\/api\/uploads\//);
    expect(body.data.resources.some((r) => 'likedByMe' in r)).toBe(false);
  });

  it('the two filters combine; values outside the tree give an empty list, never an error', async () => {
    expect(titles(await list('?category=Cyber%20Security'))).toEqual(['Firewalls', 'OAuth in practice']);
    const pair = `?category=Cyber%20Security&subcategory=${encodeURIComponent('Authentication & Authorization')}`;
    expect(titles(await list(pair))).toEqual(['OAuth in practice']);
    expect(titles(await list('?subcategory=State%20Management'))).toEqual(['Statecharts']);
    expect(await list('?category=Cyber%20Security&subcategory=State%20Management')).toEqual({
      data: { resources: [] },
      total: 0,
    });
    expect((await list(`?subcategory=${encodeURIComponent('UI/UX Design')}`)).total).toBe(0);
    expect((await list('?category=Cooking')).total).toBe(0);
  });

  it('sorts by likes on request; bad sort or limit → 400; a page past the end is empty with the total', async () => {
    await send(t, 'POST', `/api/resources/${firewall.id}/like`, { token: member.token });
    expect(titles(await list('?sort=likes'))[0]).toBe('Firewalls');
    expect((await send(t, 'GET', '/api/resources?sort=views')).status).toBe(400);
    expect((await send(t, 'GET', '/api/resources?limit=0')).status).toBe(400);
    expect(await list('?page=5&limit=2')).toEqual({ data: { resources: [] }, total: 3 });
  });

  it('tells a signed-in caller what they like', async () => {
    const body = await list('', member.token);
    const likedByMe = Object.fromEntries(body.data.resources.map((r) => [r.title, r.likedByMe]));
    expect(likedByMe).toEqual({ Statecharts: false, Firewalls: true, 'OAuth in practice': false });
    await send(t, 'POST', `/api/resources/${firewall.id}/like`, { token: member.token });
  });

  it("shares one page between members and marks each one's own likes; a like shows at once", async () => {
    const other = await sessionAccount(t);
    const marks = async (token: string) =>
      Object.fromEntries(
        (await list('?sort=likes', token)).data.resources.map((r) => [r.title, r.likedByMe]),
      );
    const likesOf = async (token: string) =>
      (await list('?sort=likes', token)).data.resources.find((r) => r.title === 'Statecharts')?.likes;
    const before = await likesOf(member.token);
    expect(await marks(other.token)).toEqual({
      Statecharts: false,
      Firewalls: false,
      'OAuth in practice': false,
    });

    const statecharts = (await list('')).data.resources.find((r) => r.title === 'Statecharts')!;
    await send(t, 'POST', `/api/resources/${statecharts.id}/like`, { token: other.token });

    expect((await marks(other.token)).Statecharts).toBe(true);
    expect((await marks(member.token)).Statecharts).toBe(false);
    expect(await likesOf(member.token)).toBe((before ?? 0) + 1);
    await send(t, 'POST', `/api/resources/${statecharts.id}/like`, { token: other.token });
    expect((await marks(other.token)).Statecharts).toBe(false);
    expect(await likesOf(other.token)).toBe(before);
  });

  it('?liked=me lists only what the caller likes, with the total; needs a session; other values 400', async () => {
    await send(t, 'POST', `/api/resources/${firewall.id}/like`, { token: member.token });
    expect(await list('?liked=me', member.token)).toMatchObject({
      data: { resources: [{ title: 'Firewalls', likedByMe: true }] },
      total: 1,
    });
    expect(await list('?liked=me', admin.token)).toEqual({ data: { resources: [] }, total: 0 });
    const visitor = await send(t, 'GET', '/api/resources?liked=me');
    expect(visitor).toMatchObject({ status: 401, body: { message: messages.unauthorized } });
    expect((await send(t, 'GET', '/api/resources?liked=you', { token: member.token })).status).toBe(400);
    await send(t, 'POST', `/api/resources/${firewall.id}/like`, { token: member.token });
    expect(await list('?liked=me', member.token)).toEqual({ data: { resources: [] }, total: 0 });
  });

  it('one resource: 200, malformed id 400, missing 404', async () => {
    expect((await send(t, 'GET', `/api/resources/${state.id}`)).body.data.resource.title).toBe('Statecharts');
    expect((await send(t, 'GET', '/api/resources/1')).status).toBe(400);
    const missing = await send(t, 'GET', '/api/resources/00000000-0000-4000-8000-000000000000');
    expect(missing).toMatchObject({ status: 404, body: { message: resourceMessages.notFound } });
  });
});

describe('likes', () => {
  it('need a session', async () => {
    const res = await send(t, 'POST', `/api/resources/${state.id}/like`);
    expect(res).toMatchObject({ status: 401, body: { message: messages.unauthorized } });
  });

  it('toggle and answer the new count and state', async () => {
    const other = await sessionAccount(t);
    const first = await send(t, 'POST', `/api/resources/${state.id}/like`, { token: member.token });
    expect(first.body).toEqual({ data: { likes: 1, liked: true } });
    const second = await send(t, 'POST', `/api/resources/${state.id}/like`, { token: other.token });
    expect(second.body).toEqual({ data: { likes: 2, liked: true } });
    const undo = await send(t, 'POST', `/api/resources/${state.id}/like`, { token: member.token });
    expect(undo.body).toEqual({ data: { likes: 1, liked: false } });
  });

  it('20 concurrent toggles from one member end consistent: one like row at most, the count matching', async () => {
    const racer = await sessionAccount(t);
    const [before] = await t.db
      .select({ likes: resources.likes })
      .from(resources)
      .where(eq(resources.id, oauth.id));
    const toggle = () => send(t, 'POST', `/api/resources/${oauth.id}/like`, { token: racer.token });
    const answers = await Promise.all(Array.from({ length: 20 }, toggle));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // Serialised toggles alternate: exactly ten answered liked, and an even number leaves it unliked.
    expect(answers.filter((a) => a.body.data.liked)).toHaveLength(10);
    const rows = await t.db.select().from(resourceLikes).where(eq(resourceLikes.resourceId, oauth.id));
    const [after] = await t.db
      .select({ likes: resources.likes })
      .from(resources)
      .where(eq(resources.id, oauth.id));
    expect(rows.filter((row) => row.userId === racer.id)).toHaveLength(0);
    expect(after?.likes).toBe(before?.likes);
    const odd = await Promise.all(Array.from({ length: 21 }, toggle));
    expect(odd.filter((a) => a.body.data.liked)).toHaveLength(11);
    const [final] = await t.db
      .select({ likes: resources.likes })
      .from(resources)
      .where(eq(resources.id, oauth.id));
    expect(final?.likes).toBe((before?.likes ?? 0) + 1);
    expect(
      (await send(t, 'GET', `/api/resources/${oauth.id}`, { token: racer.token })).body.data.resource
        .likedByMe,
    ).toBe(true);
  });

  it('of a missing resource are 404', async () => {
    const res = await send(t, 'POST', '/api/resources/00000000-0000-4000-8000-000000000000/like', {
      token: member.token,
    });
    expect(res.status).toBe(404);
  });
});

describe('views', () => {
  const view = (id: string, options: { token?: string; agent?: string } = {}) =>
    send(t, 'POST', `/api/resources/${id}/view`, {
      token: options.token,
      headers: { 'User-Agent': options.agent ?? 'Mozilla/5.0 Test' },
    });

  it('count at most once per visitor per resource per hour', async () => {
    const first = await view(firewall.id);
    expect(first.body).toEqual({ data: { views: 1, counted: true } });
    expect((await view(firewall.id)).body).toEqual({ data: { views: 1, counted: false } });
    // Another User-Agent from the same address is the same visitor.
    expect((await view(firewall.id, { agent: 'Another browser' })).body).toEqual({
      data: { views: 1, counted: false },
    });
    expect((await view(firewall.id, { token: member.token })).body.data).toEqual({ views: 2, counted: true });
    expect((await view(firewall.id, { token: member.token, agent: 'Phone' })).body.data.counted).toBe(false);
    t.clock.advance(hour - 1000);
    expect((await view(firewall.id)).body.data.counted).toBe(false);
    t.clock.advance(1000);
    expect((await view(firewall.id)).body).toEqual({ data: { views: 3, counted: true } });
  });

  it('parallel views from one visitor count once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => view(state.id, { agent: 'Parallel' })),
    );
    expect(answers.filter((a) => a.body.data.counted)).toHaveLength(1);
  });

  it('store nothing personal in clear', async () => {
    const rows = await t.db.select().from(resourceViews);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.visitor).toMatch(/^[0-9a-f]{64}$/);
      expect(row.visitor).not.toContain(member.id);
    }
  });

  it('of a missing resource are 404, malformed ids 400', async () => {
    expect((await view('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await view('nope')).status).toBe(400);
  });
});

describe('admin management', () => {
  it('needs an Admin: no token 401, a member 403, nothing stored', async () => {
    const before = await rowCounts();
    const parts = {
      title: 't',
      category: 'Cyber Security',
      subcategory: 'DevSecOps',
      url: 'https://owasp.org/',
    };
    expect((await sendForm(t, 'POST', '/api/resources', parts)).status).toBe(401);
    expect((await sendForm(t, 'POST', '/api/resources', parts, member.token)).status).toBe(403);
    expect((await sendForm(t, 'PATCH', `/api/resources/${state.id}`, parts, member.token)).status).toBe(403);
    expect((await send(t, 'DELETE', `/api/resources/${state.id}`, { token: member.token })).status).toBe(403);
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    [
      { category: 'Cyber Security', subcategory: 'State Management' },
      400,
      resourceMessages.subcategoryInvalid,
    ],
    [{ category: 'Cyber security', subcategory: 'Network Security' }, 400, resourceMessages.categoryInvalid],
    [
      { category: 'Back-End Development', subcategory: 'UI/UX Design' },
      400,
      resourceMessages.subcategoryInvalid,
    ],
    [{ title: '' }, 400, resourceMessages.titleRequired],
    [{ title: 'x'.repeat(201) }, 400, resourceMessages.titleTooLong],
    [{ url: 'ftp://example.org/file' }, 400, resourceMessages.urlInvalid],
    [{ url: 'javascript:alert(1)' }, 400, resourceMessages.urlInvalid],
    [
      { icon: file(new TextEncoder().encode('GIF89a but not really'), 'x.gif', 'image/gif') },
      415,
      uploadMessages.notAnImage,
    ],
  ])('refuses %j with the form’s message and stores nothing', async (override, status, message) => {
    const before = await rowCounts();
    const parts = {
      title: 'Valid title',
      category: 'Back-End Development',
      subcategory: 'Authentication',
      url: 'https://cheatsheetseries.owasp.org/',
      ...override,
    };
    const res = await sendForm(t, 'POST', '/api/resources', parts, admin.token);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await rowCounts()).toEqual(before);
  });

  it('edits (the pair rule holds on edit too) and deletes with the icon’s upload', async () => {
    const resource = await add('To manage', 'Back-End Development', 'Caching & Performance', {
      icon: file(await imageBytes('gif'), 'i.gif', 'image/gif'),
    });
    const base = { title: 'Managed', category: 'Back-End Development', url: 'https://redis.io/docs/' };
    const wrong = await sendForm(
      t,
      'PATCH',
      `/api/resources/${resource.id}`,
      { ...base, subcategory: 'Testing' },
      admin.token,
    );
    expect(wrong.status).toBe(400);
    const edited = await sendForm(
      t,
      'PATCH',
      `/api/resources/${resource.id}`,
      { ...base, subcategory: 'Server Frameworks' },
      admin.token,
    );
    expect(edited.body.data.resource).toMatchObject({
      title: 'Managed',
      subcategory: 'Server Frameworks',
      icon: resource.icon,
    });
    expect((await send(t, 'DELETE', `/api/resources/${resource.id}`, { token: admin.token })).status).toBe(
      204,
    );
    expect((await t.app.request(resource.icon)).status).toBe(404);
    expect((await send(t, 'DELETE', `/api/resources/${resource.id}`, { token: admin.token })).status).toBe(
      404,
    );
  });
});
