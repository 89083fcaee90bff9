import { projectMessages } from '@contracts/projects';
import { messages } from '@contracts/users';
import { notifications, projects, uploads } from '@server/db/schema';
import { projectNotices } from '@server/routes/admin-projects';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { file, imageBytes, send, sendForm, sessionAccount } from '../support/content-helpers';
import { failureWith } from '../support/failure-body';
import { createTestApp, type TestApp } from '../support/test-app';

type Account = Awaited<ReturnType<typeof sessionAccount>>;

let t: TestApp;
let admin: Account;
let alice: Account;
let bob: Account;
const missingId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionAccount(t, 'Admin');
  alice = await sessionAccount(t);
  bob = await sessionAccount(t);
});
afterAll(() => t.close());

async function create(owner: Account, title: string, parts: Record<string, string | File> = {}) {
  const res = await sendForm(
    t,
    'POST',
    '/api/projects',
    { title, description: `About ${title}`, ...parts },
    owner.token,
  );
  expect(res.status).toBe(201);
  return res.body.data.project as { id: string; title: string; image: string; status: string };
}

const titles = (body: { data: { projects: { title: string }[] } }) => body.data.projects.map((p) => p.title);

async function storedProject(id: string) {
  const [row] = await t.db.select().from(projects).where(eq(projects.id, id));
  return row;
}

async function notificationsOf(accountId: string) {
  return t.db.select().from(notifications).where(eq(notifications.accountId, accountId));
}

describe('creating a project', () => {
  it('needs a session', async () => {
    const res = await sendForm(t, 'POST', '/api/projects', { title: 'x', description: 'y' });
    expect(res).toMatchObject({ status: 401, body: { message: messages.unauthorized } });
  });

  it('stores it in review, owned by the caller, with the caller’s name when no owner is given', async () => {
    const res = await sendForm(
      t,
      'POST',
      '/api/projects',
      { title: '  Water map ', description: 'Boreholes', ownerRole: 'Lead', link: 'https://example.org/map' },
      alice.token,
    );
    expect(res.status).toBe(201);
    expect(res.body.data.project).toMatchObject({
      title: 'Water map',
      status: 'review',
      progress: 0,
      ownerId: alice.id,
      owner: `${alice.firstName} ${alice.lastName}`,
      ownerRole: 'Lead',
      link: 'https://example.org/map',
      rejectionReason: null,
      image: '',
      ownerImage: '',
    });
  });

  it.each([
    [{ title: '', description: 'd' }, projectMessages.titleRequired],
    [{ title: 't', description: '   ' }, projectMessages.descriptionRequired],
    [{ title: 'x'.repeat(201), description: 'd' }, projectMessages.titleTooLong],
    [{ title: 't', description: 'd', link: 'javascript:alert(1)' }, projectMessages.linkInvalid],
  ])('refuses %j with the form’s message and stores nothing', async (parts, message) => {
    const [before] = await t.db.select({ n: count() }).from(projects);
    const res = await sendForm(t, 'POST', '/api/projects', parts, alice.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const [after] = await t.db.select({ n: count() }).from(projects);
    expect(after?.n).toBe(before?.n);
  });
});

describe('who sees what', () => {
  let published: { id: string };
  let alicesReview: { id: string };
  let bobsReview: { id: string };

  beforeAll(async () => {
    published = await create(bob, 'Published by bob');
    expect(
      (await send(t, 'POST', `/api/admin/projects/${published.id}/publish`, { token: admin.token })).status,
    ).toBe(200);
    alicesReview = await create(alice, 'Alice in review');
    bobsReview = await create(bob, 'Bob in review');
  });

  it('a visitor sees published projects only (an invalid token is a visitor)', async () => {
    for (const headers of [{}, { Authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const res = await send(t, 'GET', '/api/projects?limit=100', { headers });
      expect(res.status).toBe(200);
      expect(titles(res.body)).toContain('Published by bob');
      expect(titles(res.body)).not.toContain('Alice in review');
      expect(
        res.body.data.projects.every((p: { status: string }) => ['active', 'completed'].includes(p.status)),
      ).toBe(true);
    }
  });

  it('a member sees the published ones and their own', async () => {
    const res = await send(t, 'GET', '/api/projects?limit=100', { token: alice.token });
    expect(titles(res.body)).toEqual(expect.arrayContaining(['Published by bob', 'Alice in review']));
    expect(titles(res.body)).not.toContain('Bob in review');
    expect(res.body.total).toBe(res.body.data.projects.length);
  });

  it('?owner=me lists only the caller’s own (published or not), needs a session, and refuses other values', async () => {
    const bobs = await send(t, 'GET', '/api/projects?owner=me&limit=100', { token: bob.token });
    expect(bobs.status).toBe(200);
    expect(titles(bobs.body)).toEqual(expect.arrayContaining(['Published by bob', 'Bob in review']));
    expect(titles(bobs.body)).not.toContain('Alice in review');
    expect(bobs.body.total).toBe(bobs.body.data.projects.length);
    const adminsOwn = await send(t, 'GET', '/api/projects?owner=me&limit=100', { token: admin.token });
    expect(titles(adminsOwn.body)).not.toContain('Bob in review');
    expect((await send(t, 'GET', '/api/projects?owner=me')).status).toBe(401);
    expect((await send(t, 'GET', '/api/projects?owner=bob', { token: bob.token })).status).toBe(400);
  });

  it('an Admin sees all; ?status= filters within what the caller sees', async () => {
    const all = await send(t, 'GET', '/api/projects?limit=100', { token: admin.token });
    expect(titles(all.body)).toEqual(
      expect.arrayContaining(['Published by bob', 'Alice in review', 'Bob in review']),
    );
    const review = await send(t, 'GET', '/api/projects?status=review&limit=100', { token: admin.token });
    expect(review.body.data.projects.every((p: { status: string }) => p.status === 'review')).toBe(true);
    expect(review.body.total).toBe(
      all.body.data.projects.filter((p: { status: string }) => p.status === 'review').length,
    );
    const visitorReview = await send(t, 'GET', '/api/projects?status=review');
    expect(visitorReview.body).toEqual({ data: { projects: [] }, total: 0 });
  });

  it('pages newest first with the right total; bad status or limit → 400', async () => {
    const first = await send(t, 'GET', '/api/projects?limit=1&page=1', { token: admin.token });
    expect(first.body.data.projects).toHaveLength(1);
    const past = await send(t, 'GET', '/api/projects?limit=1&page=999', { token: admin.token });
    expect(past.body).toEqual({ data: { projects: [] }, total: first.body.total });
    expect((await send(t, 'GET', '/api/projects?status=rejected')).status).toBe(400);
    expect((await send(t, 'GET', '/api/projects?limit=101')).status).toBe(400);
  });

  it('one project follows the same rule: hidden ones are 404, malformed ids 400', async () => {
    expect((await send(t, 'GET', `/api/projects/${published.id}`)).status).toBe(200);
    expect((await send(t, 'GET', `/api/projects/${alicesReview.id}`)).status).toBe(404);
    expect((await send(t, 'GET', `/api/projects/${alicesReview.id}`, { token: bob.token })).status).toBe(404);
    expect((await send(t, 'GET', `/api/projects/${alicesReview.id}`, { token: alice.token })).status).toBe(
      200,
    );
    expect((await send(t, 'GET', `/api/projects/${bobsReview.id}`, { token: admin.token })).status).toBe(200);
    expect((await send(t, 'GET', '/api/projects/123')).status).toBe(400);
    expect((await send(t, 'GET', `/api/projects/${missingId}`)).body).toEqual(
      failureWith(projectMessages.notFound),
    );
  });
});

describe('changing and deleting: only the owner or an Admin', () => {
  it('another member gets 403 (published) or 404 (hidden), and nothing changes', async () => {
    const hidden = await create(alice, 'Alice private');
    const shown = await create(alice, 'Alice shown');
    await send(t, 'POST', `/api/admin/projects/${shown.id}/publish`, { token: admin.token });
    for (const [project, status] of [
      [hidden, 404],
      [shown, 403],
    ] as const) {
      const before = await storedProject(project.id);
      const patch = await sendForm(
        t,
        'PATCH',
        `/api/projects/${project.id}`,
        { title: 'Hijacked', description: 'x' },
        bob.token,
      );
      expect(patch.status).toBe(status);
      const del = await send(t, 'DELETE', `/api/projects/${project.id}`, { token: bob.token });
      expect(del.status).toBe(status);
      expect(await storedProject(project.id)).toEqual(before);
    }
  });

  it('no session → 401, nothing changed', async () => {
    const project = await create(alice, 'Alice no session');
    expect(
      (await sendForm(t, 'PATCH', `/api/projects/${project.id}`, { title: 'x', description: 'y' })).status,
    ).toBe(401);
    expect((await send(t, 'DELETE', `/api/projects/${project.id}`)).status).toBe(401);
    expect((await storedProject(project.id))?.title).toBe('Alice no session');
  });

  it('the owner edits (back to review), replacing an image removes the old upload', async () => {
    const project = await create(alice, 'Alice edits', { image: file(await imageBytes('png')) });
    await send(t, 'POST', `/api/admin/projects/${project.id}/publish`, { token: admin.token });
    const oldUploadId = project.image.split('/').pop()!;
    const res = await sendForm(
      t,
      'PATCH',
      `/api/projects/${project.id}`,
      {
        title: 'Alice edited',
        description: 'New text',
        image: file(await imageBytes('jpeg'), 'new.jpg', 'image/jpeg'),
      },
      alice.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.project).toMatchObject({
      title: 'Alice edited',
      status: 'review',
      ownerId: alice.id,
    });
    expect(res.body.data.project.image).not.toBe(project.image);
    expect(await t.db.select().from(uploads).where(eq(uploads.id, oldUploadId))).toEqual([]);
    expect((await t.app.request(res.body.data.project.image)).status).toBe(200);
  });

  it('an Admin edits any project without changing its status; images stay when none is sent', async () => {
    const project = await create(bob, 'Bob admin edit', { image: file(await imageBytes('png')) });
    await send(t, 'POST', `/api/admin/projects/${project.id}/publish`, { token: admin.token });
    const res = await sendForm(
      t,
      'PATCH',
      `/api/projects/${project.id}`,
      { title: 'Fixed typo', description: 'd' },
      admin.token,
    );
    expect(res.body.data.project).toMatchObject({
      title: 'Fixed typo',
      status: 'active',
      image: project.image,
      ownerId: bob.id,
    });
  });

  it('the owner (or an Admin) deletes; its uploads go with it', async () => {
    const mine = await create(alice, 'Alice deletes', { image: file(await imageBytes('png')) });
    expect((await send(t, 'DELETE', `/api/projects/${mine.id}`, { token: alice.token })).status).toBe(204);
    expect(await storedProject(mine.id)).toBeUndefined();
    expect((await t.app.request(mine.image)).status).toBe(404);
    const bobs = await create(bob, 'Admin deletes');
    expect((await send(t, 'DELETE', `/api/projects/${bobs.id}`, { token: admin.token })).status).toBe(204);
    expect((await send(t, 'DELETE', `/api/projects/${bobs.id}`, { token: admin.token })).status).toBe(404);
  });
});

describe('publish and reject (Admin only) notify the owner', () => {
  it('no token 401, a member 403, nothing changed and nobody notified', async () => {
    const project = await create(alice, 'Alice guarded');
    const before = (await notificationsOf(alice.id)).length;
    for (const [token, status] of [
      [undefined, 401],
      [alice.token, 403],
    ] as const) {
      expect((await send(t, 'POST', `/api/admin/projects/${project.id}/publish`, { token })).status).toBe(
        status,
      );
      const reject = await send(t, 'POST', `/api/admin/projects/${project.id}/reject`, {
        token,
        json: { reason: 'no' },
      });
      expect(reject.status).toBe(status);
    }
    expect((await storedProject(project.id))?.status).toBe('review');
    expect(await notificationsOf(alice.id)).toHaveLength(before);
  });

  it('reject stores the reason, keeps it off the public list and notifies; publish clears the reason', async () => {
    const project = await create(alice, 'Alice decided');
    const rejected = await send(t, 'POST', `/api/admin/projects/${project.id}/reject`, {
      token: admin.token,
      json: { reason: 'Please add a description of the users.' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.project).toMatchObject({
      status: 'review',
      rejectionReason: 'Please add a description of the users.',
    });
    expect((await send(t, 'GET', `/api/projects/${project.id}`)).status).toBe(404);
    const own = await send(t, 'GET', `/api/projects/${project.id}`, { token: alice.token });
    expect(own.body.data.project.rejectionReason).toBe('Please add a description of the users.');

    const published = await send(t, 'POST', `/api/admin/projects/${project.id}/publish`, {
      token: admin.token,
    });
    expect(published.body.data.project).toMatchObject({ status: 'active', rejectionReason: null });
    expect((await send(t, 'GET', `/api/projects/${project.id}`)).status).toBe(200);

    const texts = (await notificationsOf(alice.id)).map((n) => ({
      type: n.type,
      text: n.text,
      readAt: n.readAt,
    }));
    expect(texts).toEqual(
      expect.arrayContaining([
        {
          type: 'update',
          text: projectNotices.rejected('Alice decided', 'Please add a description of the users.'),
          readAt: null,
        },
        { type: 'update', text: projectNotices.published('Alice decided'), readAt: null },
      ]),
    );
  });

  it('reject needs a reason; malformed ids 400; missing projects 404', async () => {
    const project = await create(alice, 'Alice reasonless');
    const res = await send(t, 'POST', `/api/admin/projects/${project.id}/reject`, {
      token: admin.token,
      json: { reason: '  ' },
    });
    expect(res).toMatchObject({ status: 400, body: { message: projectMessages.reasonRequired } });
    expect((await storedProject(project.id))?.rejectionReason).toBeNull();
    expect((await send(t, 'POST', '/api/admin/projects/nope/publish', { token: admin.token })).status).toBe(
      400,
    );
    expect(
      (await send(t, 'POST', `/api/admin/projects/${missingId}/publish`, { token: admin.token })).status,
    ).toBe(404);
  });
});
