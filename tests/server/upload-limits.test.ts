import {
  tooManyUploadsText,
  UPLOAD_QUOTA_BYTES,
  UPLOADS_PER_MINUTE,
  uploadMessages,
} from '@contracts/uploads';
import { uploads } from '@server/db/schema';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { file, imageBytes, sendForm, sessionAccount } from '../support/content-helpers';
import { failureWith } from '../support/failure-body';
import { freezeSystemTime, moveTime } from '../support/movable-time';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Per account, over every upload route: at most 20 images a minute (429 with Retry-After and a message the
 * forms show), and at most 200 MB of stored images (413 with the quota message; administrators exempt).
 */

const MINUTE = 60 * 1000;

type Account = Awaited<ReturnType<typeof sessionAccount>>;

let t: TestApp;
let png: Uint8Array;
const ids = { blog: '', resource: '' };

beforeAll(async () => {
  t = await createTestApp();
  freezeSystemTime(t.clock.now());
  png = await imageBytes('png');
  const admin = await sessionAccount(t, 'Admin');
  ids.blog = (await sendForm(t, 'POST', '/api/blogs', blogForm, admin.token)).body.data.blog.id;
  ids.resource = (
    await sendForm(t, 'POST', '/api/resources', resourceForm, admin.token)
  ).body.data.resource.id;
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

/** Each test starts in a fresh minute. */
beforeEach(() => moveTime(t.clock, 2 * MINUTE));

const projectForm = { title: 'Solar kiosk', description: 'Pay as you go' };
const blogForm = { category: 'Back End', title: 'Queues', text: 'Why we queue.' };
const resourceForm = {
  title: 'Firewalls',
  category: 'Cyber Security',
  subcategory: 'Network Security',
  url: 'https://fw.example',
};

const messageImage = (account: Account) =>
  sendForm(t, 'POST', '/api/message-images', { image: file(png) }, account.token);
const project = (account: Account, images: Record<string, File> = { image: file(png) }) =>
  sendForm(t, 'POST', '/api/projects', { ...projectForm, ...images }, account.token);

async function storedUploads(): Promise<number> {
  return (await t.db.select({ n: count() }).from(uploads))[0]?.n ?? 0;
}

/** Every upload route with an image, as an administrator may send each. */
const everyRoute = (admin: Account) => [
  () => messageImage(admin),
  () => project(admin),
  () => sendForm(t, 'POST', '/api/blogs', { ...blogForm, image: file(png) }, admin.token),
  () => sendForm(t, 'PATCH', `/api/blogs/${ids.blog}`, { ...blogForm, image: file(png) }, admin.token),
  () => sendForm(t, 'POST', '/api/resources', { ...resourceForm, icon: file(png) }, admin.token),
  () =>
    sendForm(t, 'PATCH', `/api/resources/${ids.resource}`, { ...resourceForm, icon: file(png) }, admin.token),
];

describe('at most 20 image uploads a minute per account, over every upload route', () => {
  it('the 21st → 429 with Retry-After and its message, on either route; the first after the minute → ok', async () => {
    const member = await sessionAccount(t);
    for (let n = 0; n < UPLOADS_PER_MINUTE / 2; n++) {
      expect((await messageImage(member)).status).toBe(201);
      expect((await project(member)).status).toBe(201);
    }
    const before = await storedUploads();
    for (const send of [() => messageImage(member), () => project(member)]) {
      const refused = await send();
      const wait = Number(refused.headers.get('Retry-After'));
      expect(refused.status).toBe(429);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(refused.body).toEqual(failureWith(tooManyUploadsText(wait)));
    }
    expect(await storedUploads()).toBe(before);

    moveTime(t.clock, 59 * 1000);
    expect((await messageImage(member)).status).toBe(429);
    moveTime(t.clock, 2 * 1000);
    expect((await messageImage(member)).status).toBe(201);
    expect((await project(member)).status).toBe(201);
  });

  it('counts each image of a form, counts per account, and never refuses a form without images', async () => {
    const member = await sessionAccount(t);
    const other = await sessionAccount(t);
    for (let n = 0; n < UPLOADS_PER_MINUTE - 1; n++) expect((await messageImage(member)).status).toBe(201);
    const twoImages = await project(member, { image: file(png), ownerImage: file(png) });
    expect(twoImages.status).toBe(429);
    expect((await project(member, {})).status).toBe(201);
    expect((await messageImage(other)).status).toBe(201);
  });

  it('every upload route refuses the 21st image, administrators included', async () => {
    const admin = await sessionAccount(t, 'Admin');
    for (let n = 0; n < UPLOADS_PER_MINUTE; n++) expect((await messageImage(admin)).status).toBe(201);
    for (const send of everyRoute(admin)) expect((await send()).status).toBe(429);
  });
});

/** Gives the account stored images of `bytes` in all (one row: the quota reads the sizes, not the images). */
async function fillStorage(account: Account, bytes: number) {
  const [row] = await t.db
    .insert(uploads)
    .values({
      ownerId: account.id,
      kind: 'project',
      contentType: 'image/webp',
      bytes: new Uint8Array(8),
      size: bytes,
      sha256: 'filler',
      createdAt: t.clock.now(),
    })
    .returning({ id: uploads.id });
  return row!.id;
}

describe('at most 200 MB of stored images per account', () => {
  it('an upload past the quota → 413 with the quota message, nothing stored; freeing room lets it through', async () => {
    const member = await sessionAccount(t);
    const filler = await fillStorage(member, UPLOAD_QUOTA_BYTES - 1);
    const before = await storedUploads();
    for (const send of [() => messageImage(member), () => project(member)]) {
      expect(await send()).toMatchObject({ status: 413, body: { message: uploadMessages.quotaReached } });
    }
    expect(await storedUploads()).toBe(before);
    expect((await project(member, {})).status).toBe(201);

    await t.db.delete(uploads).where(eq(uploads.id, filler));
    expect((await messageImage(member)).status).toBe(201);
  });

  it('counts only the account’s own images, up to exactly 200 MB', async () => {
    const member = await sessionAccount(t);
    const neighbour = await sessionAccount(t);
    await fillStorage(neighbour, UPLOAD_QUOTA_BYTES);
    const stored = await messageImage(member);
    expect(stored.status).toBe(201);
    const [row] = await t.db
      .select({ size: uploads.size })
      .from(uploads)
      .where(eq(uploads.ownerId, member.id));
    // The same image again fills the quota exactly; one more passes it.
    await fillStorage(member, UPLOAD_QUOTA_BYTES - 2 * row!.size);
    expect((await messageImage(member)).status).toBe(201);
    expect((await messageImage(member)).status).toBe(413);
  });

  it('administrators are exempt', async () => {
    const admin = await sessionAccount(t, 'Admin');
    await fillStorage(admin, UPLOAD_QUOTA_BYTES * 2);
    for (const send of everyRoute(admin)) expect((await send()).status).toBeLessThan(300);
  });
});

describe('each stored upload knows its owner, its size and what it was sent for', () => {
  it('records them on every upload route', async () => {
    const member = await sessionAccount(t);
    const image = (await messageImage(member)).body.data.imageUrl as string;
    const projectImage = (await project(member)).body.data.project.image as string;
    const rows = await t.db
      .select({
        id: uploads.id,
        ownerId: uploads.ownerId,
        kind: uploads.kind,
        size: uploads.size,
        length: sql<number>`octet_length(${uploads.bytes})`,
      })
      .from(uploads)
      .where(eq(uploads.ownerId, member.id));
    const byUrl = new Map(rows.map((row) => [`/api/uploads/${row.id}`, row]));
    expect(byUrl.get(image)).toMatchObject({ ownerId: member.id, kind: 'message' });
    expect(byUrl.get(projectImage)).toMatchObject({ ownerId: member.id, kind: 'project' });
    for (const row of rows) expect(row.size).toBe(Number(row.length));
  });
});
