import { blogCategories, blogMessages } from '@contracts/blogs';
import { messages } from '@contracts/users';
import { blogs, uploads } from '@server/db/schema';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { file, imageBytes, send, sendForm, sessionAccount, svgBytes } from '../support/content-helpers';
import { failureWith } from '../support/failure-body';
import { createTestApp, type TestApp } from '../support/test-app';

type Account = Awaited<ReturnType<typeof sessionAccount>>;

let t: TestApp;
let admin: Account;
let member: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionAccount(t, 'Admin');
  member = await sessionAccount(t);
});
afterAll(() => t.close());

async function rowCounts() {
  const [b] = await t.db.select({ n: count() }).from(blogs);
  const [u] = await t.db.select({ n: count() }).from(uploads);
  return { blogs: b?.n, uploads: u?.n };
}

async function post(category: string, title: string, extra: Record<string, string | File> = {}) {
  const res = await sendForm(
    t,
    'POST',
    '/api/blogs',
    { category, title, text: `Text of ${title}`, ...extra },
    admin.token,
  );
  expect(res.status).toBe(201);
  return res.body.data.blog as { id: string; title: string; image: string; createdAt: string };
}

describe('blogs', () => {
  it('an Admin adds a post with an image; the public list shows it newest first, by category', async () => {
    await post('Front-end', 'Older front-end post');
    t.clock.advance(60_000);
    const blog = await post('Front-end', 'Newer front-end post', {
      image: file(await imageBytes('webp'), 'a.webp', 'image/webp'),
    });
    t.clock.advance(60_000);
    await post('Back End', 'A back-end post');
    expect(blog.image).toMatch(/^\/api\/uploads\//);

    const frontEnd = await send(t, 'GET', `/api/blogs?category=${encodeURIComponent('Front-end')}`);
    expect(frontEnd.status).toBe(200);
    expect(frontEnd.body.total).toBe(2);
    expect(frontEnd.body.data.blogs.map((b: { title: string }) => b.title)).toEqual([
      'Newer front-end post',
      'Older front-end post',
    ]);
    expect(frontEnd.body.data.blogs[0]).toEqual({
      id: blog.id,
      title: 'Newer front-end post',
      category: 'Front-end',
      text: 'Text of Newer front-end post',
      image: blog.image,
      createdAt: blog.createdAt,
    });
    const all = await send(t, 'GET', '/api/blogs?limit=2');
    expect(all.body.total).toBe(3);
    expect(all.body.data.blogs.map((b: { title: string }) => b.title)).toEqual([
      'A back-end post',
      'Newer front-end post',
    ]);
  });

  it('refuses an unknown category in the query with a 400', async () => {
    const res = await send(t, 'GET', '/api/blogs?category=Engineering');
    expect(res).toMatchObject({ status: 400, body: { message: blogMessages.categoryInvalid } });
  });

  it('writing needs an Admin: no token 401, a member 403, nothing stored', async () => {
    const before = await rowCounts();
    const parts = { category: blogCategories[0], title: 'x', text: 'y' };
    expect((await sendForm(t, 'POST', '/api/blogs', parts)).body).toEqual(failureWith(messages.unauthorized));
    expect((await sendForm(t, 'POST', '/api/blogs', parts, member.token)).status).toBe(403);
    const blog = await post('Cyber security', 'Guarded');
    expect((await sendForm(t, 'PATCH', `/api/blogs/${blog.id}`, parts, member.token)).status).toBe(403);
    expect((await send(t, 'DELETE', `/api/blogs/${blog.id}`, { token: member.token })).status).toBe(403);
    expect((await send(t, 'DELETE', `/api/blogs/${blog.id}`)).status).toBe(401);
    expect((await rowCounts()).blogs).toBe((before.blogs ?? 0) + 1);
  });

  it.each([
    [{ category: 'Design', title: 't', text: 'x' }, 400, blogMessages.categoryInvalid],
    [{ category: 'Back End', title: ' ', text: 'x' }, 400, blogMessages.titleRequired],
    [{ category: 'Back End', title: 'a\nb', text: 'x' }, 400, 'This field must be on one line.'],
    [{ category: 'Back End', title: 't', text: '' }, 400, blogMessages.textRequired],
    [
      { category: 'Back End', title: 't', text: 'x', image: file(svgBytes, 'x.png') },
      415,
      'Please choose an image file (PNG, JPEG, WebP or GIF).',
    ],
  ])('refuses %j and stores nothing', async (parts, status, message) => {
    const before = await rowCounts();
    const res = await sendForm(t, 'POST', '/api/blogs', parts, admin.token);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await rowCounts()).toEqual(before);
  });

  it('an Admin edits (the image stays unless replaced) and deletes (its upload goes too)', async () => {
    const blog = await post('Cyber security', 'To edit', { image: file(await imageBytes('png')) });
    const edited = await sendForm(
      t,
      'PATCH',
      `/api/blogs/${blog.id}`,
      { category: 'Back End', title: 'Edited', text: 'New' },
      admin.token,
    );
    expect(edited.body.data.blog).toMatchObject({
      category: 'Back End',
      title: 'Edited',
      text: 'New',
      image: blog.image,
    });
    const uploadId = blog.image.split('/').pop()!;
    expect((await send(t, 'DELETE', `/api/blogs/${blog.id}`, { token: admin.token })).status).toBe(204);
    expect(await t.db.select().from(blogs).where(eq(blogs.id, blog.id))).toEqual([]);
    expect(await t.db.select().from(uploads).where(eq(uploads.id, uploadId))).toEqual([]);
    expect((await send(t, 'DELETE', `/api/blogs/${blog.id}`, { token: admin.token })).status).toBe(404);
    const missing = await sendForm(
      t,
      'PATCH',
      `/api/blogs/${blog.id}`,
      { category: 'Back End', title: 'x', text: 'y' },
      admin.token,
    );
    expect(missing).toMatchObject({ status: 404, body: { message: blogMessages.notFound } });
    expect((await send(t, 'DELETE', '/api/blogs/xyz', { token: admin.token })).status).toBe(400);
  });
});
