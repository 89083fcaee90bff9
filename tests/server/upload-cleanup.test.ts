import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { uploadUrl } from '@contracts/uploads';
import { createManualClock } from '@lib/clock';
import { blogs, messages, projects, resources, type UploadKind, uploads, users } from '@server/db/schema';
import { runCleanup } from '@server/maintenance/cleanup';
import { type ProcessedImage, STORED_CONTENT_TYPE } from '@server/uploads/image';
import { storeUpload } from '@server/uploads/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

/**
 * An image uploaded for a message and never sent with one is removed by the hourly cleanup once it is a day
 * old; attached images, and the images of projects, blog posts and resources, stay whatever their age.
 */

const HOUR = 60 * 60 * 1000;

let testDb: TestDatabase;
const dataDir = mkdtempSync(path.join(tmpdir(), 'hub-upload-cleanup-'));
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const image: ProcessedImage = {
  bytes: new Uint8Array([1, 2, 3, 4]),
  contentType: STORED_CONTENT_TYPE,
  sha256: 'test',
  width: 1,
  height: 1,
};

describe('the cleanup of unattached message images (manual clock)', () => {
  it('removes a 25 h old unattached message image, keeps a 23 h old one and every attached or other image', async () => {
    const clock = createManualClock(new Date('2026-05-01T12:00:00Z'));
    const at = (hoursAgo: number) => new Date(clock.now().getTime() - hoursAgo * HOUR);
    const [author] = await testDb.db
      .insert(users)
      .values({ email: 'ann@upload-cleanup.example' })
      .returning({ id: users.id });
    const store = (kind: UploadKind, hoursAgo: number) =>
      storeUpload(testDb.db, image, { ownerId: author!.id, kind }, at(hoursAgo));

    const unattachedOld = await store('message', 25);
    const unattachedRecent = await store('message', 23);
    const attachedOld = await store('message', 25);
    await testDb.db.insert(messages).values({
      conversationKey: 'channel',
      authorId: author!.id,
      text: 'with a picture',
      imageUrl: attachedOld,
      clientId: 'cleanup-1',
      createdAt: at(25),
    });
    const projectImage = await store('project', 48);
    await testDb.db.insert(projects).values({ title: 'Kept', image: projectImage, createdAt: at(48) });
    const blogImage = await store('blog', 48);
    await testDb.db
      .insert(blogs)
      .values({ category: 'Back End', title: 'Kept', text: 'x', image: blogImage, createdAt: at(48) });
    const resourceIcon = await store('resource', 48);
    await testDb.db.insert(resources).values({
      title: 'Kept',
      category: 'Cyber Security',
      subcategory: 'Network Security',
      url: 'https://kept.example',
      icon: resourceIcon,
      createdAt: at(48),
    });

    const counts = await runCleanup({ db: testDb.db, clock, dataDir });

    expect(counts.unattachedImages).toBe(1);
    const kept = (await testDb.db.select({ id: uploads.id }).from(uploads)).map((row) => uploadUrl(row.id));
    expect(kept.sort()).toEqual(
      [unattachedRecent, attachedOld, projectImage, blogImage, resourceIcon].sort(),
    );
    expect(kept).not.toContain(unattachedOld);

    clock.advance(2 * HOUR);
    expect((await runCleanup({ db: testDb.db, clock, dataDir })).unattachedImages).toBe(1);
    const left = (await testDb.db.select({ id: uploads.id }).from(uploads)).map((row) => uploadUrl(row.id));
    expect(left.sort()).toEqual([attachedOld, projectImage, blogImage, resourceIcon].sort());
  });
});
