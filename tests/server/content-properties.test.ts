import {
  blogs,
  notifications,
  projects,
  resourceLikes,
  resources,
  resourceViews,
  uploads,
} from '@server/db/schema';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { file, imageBytes, send, sendForm, sessionAccount } from '../support/content-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let adminToken: string;
let memberToken: string;
let ids: { project: string; blog: string; resource: string };
let realImage: Uint8Array;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await sessionAccount(t, 'Admin')).token;
  memberToken = (await sessionAccount(t)).token;
  realImage = await imageBytes('png', 16, 16);
  const project = await sendForm(t, 'POST', '/api/projects', { title: 'p', description: 'd' }, memberToken);
  const blog = await sendForm(
    t,
    'POST',
    '/api/blogs',
    { category: 'Back End', title: 'b', text: 't' },
    adminToken,
  );
  const resource = await sendForm(
    t,
    'POST',
    '/api/resources',
    { title: 'r', category: 'Cyber Security', subcategory: 'DevSecOps', url: 'https://owasp.org/' },
    adminToken,
  );
  ids = {
    project: project.body.data.project.id,
    blog: blog.body.data.blog.id,
    resource: resource.body.data.resource.id,
  };
});
afterAll(() => t.close());

async function stored() {
  const total = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0]?.n;
  return {
    projects: await total(projects),
    blogs: await total(blogs),
    resources: await total(resources),
    uploads: await total(uploads),
    notifications: await total(notifications),
    likes: await total(resourceLikes),
    views: await total(resourceViews),
  };
}

/** Text that often breaks rules: control characters, long strings, URLs and their look-alikes. */
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    'https://example.org/',
    'javascript:alert(1)',
    'Cyber Security',
    'Back End',
    'DevSecOps',
  ),
  fc.string({ minLength: 190, maxLength: 260 }),
);

/** A file part: junk bytes, an empty file or (rarely) a real image, under any name and type. */
const filePart = fc.oneof(
  { weight: 4, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => file(bytes, 'x.png')) },
  {
    weight: 1,
    arbitrary: fc.constant(null).map(() => file(new Uint8Array(), '', 'application/octet-stream')),
  },
  { weight: 1, arbitrary: fc.constant(null).map(() => file(realImage, 'x.svg', 'image/svg+xml')) },
  { weight: 2, arbitrary: text },
);

const fieldNames = [
  'title',
  'description',
  'owner',
  'ownerRole',
  'link',
  'category',
  'subcategory',
  'url',
  'text',
];
const fileNames = ['image', 'ownerImage', 'icon'];

const formParts = fc.record(
  {
    ...Object.fromEntries(fieldNames.map((name) => [name, text])),
    ...Object.fromEntries(fileNames.map((name) => [name, filePart])),
  } as Record<string, fc.Arbitrary<string | File>>,
  { requiredKeys: [] },
);

const multipartRoutes = () =>
  [
    ['POST', '/api/projects', memberToken],
    ['PATCH', `/api/projects/${ids.project}`, memberToken],
    ['POST', '/api/blogs', adminToken],
    ['PATCH', `/api/blogs/${ids.blog}`, adminToken],
    ['POST', '/api/resources', adminToken],
    ['PATCH', `/api/resources/${ids.resource}`, adminToken],
  ] as const;

describe('random multipart bodies at every upload route: never a 5xx, nothing stored on refusal', () => {
  it.each([0, 1, 2, 3, 4, 5])('route %i', async (index) => {
    const [method, path, token] = multipartRoutes()[index]!;
    await fc.assert(
      fc.asyncProperty(formParts, async (parts) => {
        const before = await stored();
        const res = await sendForm(t, method, path, parts, token);
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) {
          expect(res.body).toHaveProperty('message');
          expect(await stored()).toEqual(before);
        } else if (method === 'PATCH') {
          expect(await stored()).toMatchObject({
            projects: before.projects,
            blogs: before.blogs,
            resources: before.resources,
          });
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('random JSON bodies and queries at the other new routes: never a 5xx', () => {
  it('reject, publish, like and view', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.json(),
          fc.anything().map((value) => JSON.stringify(value ?? null) ?? 'null'),
        ),
        fc.constantFrom('reject', 'publish', 'like', 'view'),
        async (body, action) => {
          const before = await stored();
          const path =
            action === 'reject' || action === 'publish'
              ? `/api/admin/projects/${ids.project}/${action}`
              : `/api/resources/${ids.resource}/${action}`;
          const res = await t.app.request(path, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              Authorization: `Bearer ${action === 'like' ? memberToken : adminToken}`,
            },
            body,
          });
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) expect(await stored()).toEqual(before);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('list queries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/projects', '/api/blogs', '/api/resources'),
        fc.dictionary(
          fc.constantFrom('page', 'limit', 'status', 'category', 'subcategory', 'sort', 'x'),
          text,
        ),
        async (path, query) => {
          const res = await send(t, 'GET', `${path}?${new URLSearchParams(query)}`, { token: memberToken });
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
  });
});
