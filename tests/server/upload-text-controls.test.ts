import { textMessages } from '@contracts/text-fields';
import { blogs, projects, resources, uploads } from '@server/db/schema';
import { multipartRoutes } from '@server/uploads/multipart-routes';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { file, imageBytes, sendForm, sessionAccount } from '../support/content-helpers';
import { failureWith } from '../support/failure-body';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The control-character rule of JSON bodies holds for multipart bodies too: NUL, ESC and the other
 * controls in any text field (or field name) of an upload form → 400 with the JSON rule's message, and
 * nothing is stored.
 */

let t: TestApp;
let member: Awaited<ReturnType<typeof sessionAccount>>;
let admin: Awaited<ReturnType<typeof sessionAccount>>;
let image: Uint8Array;
const ids = { project: '', blog: '', resource: '' };

const projectForm = {
  title: 'Solar kiosk',
  description: 'Pay as you go',
  owner: 'Mia Tester',
  ownerRole: 'Founder',
  link: 'https://solar.example',
};
const blogForm = { category: 'Back End', title: 'Queues', text: 'Why we queue.' };
const resourceForm = {
  title: 'Firewalls',
  category: 'Cyber Security',
  subcategory: 'Network Security',
  url: 'https://fw.example',
};

beforeAll(async () => {
  t = await createTestApp();
  member = await sessionAccount(t);
  admin = await sessionAccount(t, 'Admin');
  image = await imageBytes('png');
  const created = async (path: string, form: Record<string, string>, token: string) => {
    const res = await sendForm(t, 'POST', path, form, token);
    expect(res.status).toBe(201);
    return Object.values(res.body.data as Record<string, { id: string }>)[0]!.id;
  };
  ids.project = await created('/api/projects', projectForm, member.token);
  ids.blog = await created('/api/blogs', blogForm, admin.token);
  ids.resource = await created('/api/resources', resourceForm, admin.token);
});
afterAll(() => t.close());

/** Every upload route with a valid form of its own, the caller allowed to send it and its image field. */
const routes = () =>
  [
    ['POST', '/api/projects', projectForm, member.token, 'image'],
    ['PATCH', `/api/projects/${ids.project}`, projectForm, member.token, 'image'],
    ['POST', '/api/blogs', blogForm, admin.token, 'image'],
    ['PATCH', `/api/blogs/${ids.blog}`, blogForm, admin.token, 'image'],
    ['POST', '/api/resources', resourceForm, admin.token, 'icon'],
    ['PATCH', `/api/resources/${ids.resource}`, resourceForm, admin.token, 'icon'],
    ['POST', '/api/message-images', { note: 'attached' }, member.token, 'image'],
  ] as const;

/** Everything an upload form can change: the rows and their stored text. */
async function stored() {
  const total = async (table: typeof projects | typeof blogs | typeof resources | typeof uploads) =>
    (await t.db.select({ n: count() }).from(table))[0]?.n;
  return {
    counts: [await total(projects), await total(blogs), await total(resources), await total(uploads)],
    projects: await t.db.select().from(projects),
    blogs: await t.db.select().from(blogs),
    resources: await t.db.select().from(resources),
  };
}

const controls = [
  ['NUL', '\u0000'],
  ['ESC', '\u001b'],
] as const;

describe('control characters in a multipart text field → 400, nothing stored', () => {
  it('covers every declared upload route', () => {
    expect(routes().map(([method, path]) => `${method} ${path.replace(/[0-9a-f-]{36}$/, ':id')}`)).toEqual(
      multipartRoutes.map((route) => `${route.method} ${route.path}`),
    );
  });

  for (const [name, control] of controls) {
    it.each([0, 1, 2, 3, 4, 5, 6])(`${name} in each text field of route %i`, async (index) => {
      const [method, path, form, token, imageField] = routes()[index]!;
      for (const field of Object.keys(form)) {
        const before = await stored();
        const value = (form as Record<string, string>)[field]!;
        const parts = {
          ...form,
          [field]: `${value.slice(0, 3)}${control}${value.slice(3)}`,
          [imageField]: file(image),
        };
        const res = await sendForm(t, method, path, parts, token);
        expect({ field, status: res.status, body: res.body }).toEqual({
          field,
          status: 400,
          body: failureWith(textMessages.controlCharacters),
        });
        expect(await stored()).toEqual(before);
      }
    });
  }

  it.each(controls)('%s in a field name, or in a list field (`name[]`) → 400', async (_name, control) => {
    for (const extra of [{ [`x${control}`]: 'y' }, { 'tags[]': `a${control}b` }]) {
      const before = await stored();
      const parts = { ...projectForm, ...extra, image: file(image) };
      const res = await sendForm(t, 'POST', '/api/projects', parts, member.token);
      expect(res).toEqual(expect.objectContaining({ status: 400 }));
      expect(res.body).toEqual(failureWith(textMessages.controlCharacters));
      expect(await stored()).toEqual(before);
    }
  });
});
