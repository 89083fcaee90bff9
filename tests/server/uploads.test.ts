import {
  PROJECT_IMAGE_MAX_SIDE,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_SIDE,
  uploadMessages,
} from '@contracts/uploads';
import { uploads } from '@server/db/schema';
import { MAX_BODY_BYTES } from '@server/http/request-body';
import { PRIVATE_UPLOAD_CACHE_CONTROL, UPLOAD_CACHE_CONTROL } from '@server/routes/uploads';
import { LIGHT_MAX_SIDE } from '@server/uploads/light-rendition';
import { multipartRoutes } from '@server/uploads/multipart-routes';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bombPng,
  file,
  type ImageKind,
  imageBytes,
  noisePng,
  send,
  sendForm,
  sessionAccount,
  svgBytes,
} from '../support/content-helpers';
import { failureWith } from '../support/failure-body';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let member: Awaited<ReturnType<typeof sessionAccount>>;

beforeAll(async () => {
  t = await createTestApp();
  member = await sessionAccount(t);
});
afterAll(() => t.close());

async function uploadRows(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(uploads);
  return row?.n ?? 0;
}

function createProject(parts: Record<string, string | File>, token = member.token) {
  return sendForm(
    t,
    'POST',
    '/api/projects',
    { title: 'Solar kiosk', description: 'Pay as you go', ...parts },
    token,
  );
}

async function served(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(url, { headers });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('image uploads', () => {
  it.each<ImageKind>(['png', 'jpeg', 'webp', 'gif'])(
    'accepts a %s and serves it re-encoded to WebP, without Authorization',
    async (kind) => {
      const res = await createProject({ image: file(await imageBytes(kind, 80, 60), `photo.${kind}`) });
      expect(res.status).toBe(201);
      const url: string = res.body.data.project.image;
      expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
      const { res: image, bytes } = await served(url);
      expect(image.status).toBe(200);
      expect(image.headers.get('Content-Type')).toBe('image/webp');
      expect(image.headers.get('Cache-Control')).toBe(UPLOAD_CACHE_CONTROL);
      expect(image.headers.get('X-Content-Type-Options')).toBe('nosniff');
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 80, height: 60 });
    },
  );

  it('shrinks project images to 1200 px and owner images to 512 px, never enlarging', async () => {
    const res = await createProject({
      image: file(await imageBytes('png', 2400, 1000)),
      ownerImage: file(await imageBytes('jpeg', 300, 900), 'me.jpg', 'image/jpeg'),
    });
    expect(res.status).toBe(201);
    const image = await sharp((await served(res.body.data.project.image)).bytes).metadata();
    expect([image.width, image.height]).toEqual([PROJECT_IMAGE_MAX_SIDE, 500]);
    const owner = await sharp((await served(res.body.data.project.ownerImage)).bytes).metadata();
    expect([owner.width, owner.height]).toEqual([171, UPLOAD_MAX_SIDE]);
  });

  it('takes a file larger than the 100 KiB JSON limit on an upload route', async () => {
    const big = await noisePng(300, 300);
    expect(big.byteLength).toBeGreaterThan(MAX_BODY_BYTES);
    expect(big.byteLength).toBeLessThan(UPLOAD_MAX_BYTES);
    expect((await createProject({ image: file(big) })).status).toBe(201);
  });

  const refusals: [string, () => Promise<File>, number, string][] = [
    ['an SVG', async () => file(svgBytes, 'logo.svg', 'image/svg+xml'), 415, uploadMessages.notAnImage],
    [
      'an SVG named .png',
      async () => file(svgBytes, 'logo.png', 'image/png'),
      415,
      uploadMessages.notAnImage,
    ],
    [
      'text named .png',
      async () => file(new TextEncoder().encode('just text, not a picture'), 'notes.png'),
      415,
      uploadMessages.notAnImage,
    ],
    [
      'a truncated PNG',
      async () => file((await noisePng(64, 64)).subarray(0, 300)),
      415,
      uploadMessages.notAnImage,
    ],
    ['a file over 2 MiB', async () => file(await noisePng(900, 900)), 413, uploadMessages.tooLarge],
    ['a decompression bomb', async () => file(await bombPng()), 413, uploadMessages.tooManyPixels],
  ];

  it.each(refusals)(
    'refuses %s with its message and stores nothing',
    async (_name, make, status, message) => {
      const before = await uploadRows();
      const projectsBefore = (await send(t, 'GET', '/api/projects', { token: member.token })).body.total;
      // The valid first image is processed before the bad one: still nothing may be stored.
      const res = await createProject({ ownerImage: file(await imageBytes('png')), image: await make() });
      expect(res.status).toBe(status);
      expect(res.body).toEqual(failureWith(message));
      expect(await uploadRows()).toBe(before);
      expect((await send(t, 'GET', '/api/projects', { token: member.token })).body.total).toBe(
        projectsBefore,
      );
    },
  );

  it('refuses a text value where a file belongs', async () => {
    const res = await createProject({ image: 'https://example.org/picture.png' });
    expect(res).toMatchObject({ status: 415, body: { message: uploadMessages.notAnImage } });
  });

  it('treats an empty file input as no image', async () => {
    const res = await createProject({ image: new File([], '', { type: 'application/octet-stream' }) });
    expect(res.status).toBe(201);
    expect(res.body.data.project.image).toBe('');
  });

  it('answers 400 for a malformed id and 404 for a missing upload', async () => {
    expect((await send(t, 'GET', '/api/uploads/not-a-uuid')).status).toBe(400);
    const missing = await send(t, 'GET', '/api/uploads/00000000-0000-4000-8000-000000000000');
    expect(missing).toMatchObject({ status: 404, body: { message: uploadMessages.notFound } });
  });
});

describe('who may keep an upload: a message image is private, every other kind public', () => {
  let admin: Awaited<ReturnType<typeof sessionAccount>>;
  let author: Awaited<ReturnType<typeof sessionAccount>>;
  beforeAll(async () => {
    admin = await sessionAccount(t, 'Admin');
    author = await sessionAccount(t);
  });

  /** The URL of one stored upload of each kind (a project's owner picture is the profile image it shows). */
  async function uploadedOfEachKind(): Promise<Record<string, string>> {
    const bytes = await imageBytes('png', 40, 30);
    const png = () => file(bytes);
    const project = await createProject({ image: png(), ownerImage: png() }, author.token);
    const blog = await sendForm(
      t,
      'POST',
      '/api/blogs',
      { category: 'Back End', title: 'Queues', text: 'Why we queue.', image: png() },
      admin.token,
    );
    const resource = await sendForm(
      t,
      'POST',
      '/api/resources',
      {
        title: 'Firewalls',
        category: 'Cyber Security',
        subcategory: 'Network Security',
        url: 'https://fw.example',
        icon: png(),
      },
      admin.token,
    );
    // Large enough to have a light copy of its own: that answer is private too.
    const photo = file(await noisePng(1000, 500));
    const message = await sendForm(t, 'POST', '/api/message-images', { image: photo }, author.token);
    return {
      project: project.body.data.project.image,
      profile: project.body.data.project.ownerImage,
      blog: blog.body.data.blog.image,
      resource: resource.body.data.resource.icon,
      message: message.body.data.imageUrl,
    };
  }

  it('answers a message image private (never public), with or without Save-Data; the others public', async () => {
    const urls = await uploadedOfEachKind();
    for (const url of Object.values(urls)) expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    for (const headers of [{}, { 'Save-Data': 'on' }] as Record<string, string>[]) {
      const { res: message, bytes } = await served(urls.message!, headers);
      expect(message.status).toBe(200);
      expect((await sharp(bytes).metadata()).width).toBe('Save-Data' in headers ? LIGHT_MAX_SIDE : 1000);
      expect(message.headers.get('Cache-Control')).toBe(PRIVATE_UPLOAD_CACHE_CONTROL);
      expect(message.headers.get('Cache-Control')).toMatch(/^private\b/);
      expect(message.headers.get('Cache-Control')).not.toMatch(/public/);
      for (const kind of ['project', 'profile', 'blog', 'resource']) {
        const answer = (await served(urls[kind]!, headers)).res;
        expect([kind, answer.status, answer.headers.get('Cache-Control')]).toEqual([
          kind,
          200,
          'public, max-age=31536000, immutable',
        ]);
      }
    }
  });
});

describe('Save-Data: a visitor saving data gets a lighter copy of a large image', () => {
  const saveData = { 'Save-Data': 'on' };
  // An account of its own: the other tests have spent the member's uploads for this minute.
  let saver: Awaited<ReturnType<typeof sessionAccount>>;
  beforeAll(async () => {
    saver = await sessionAccount(t);
  });

  it('serves a 1000 px picture at 480 px, smaller, with its own ETag; every answer varies with Save-Data', async () => {
    const res = await createProject({ image: file(await noisePng(1000, 500)) }, saver.token);
    const url: string = res.body.data.project.image;
    const full = await served(url);
    const light = await served(url, saveData);
    expect(light.res.status).toBe(200);
    expect(light.res.headers.get('Content-Type')).toBe('image/webp');
    expect(light.res.headers.get('Cache-Control')).toBe(UPLOAD_CACHE_CONTROL);
    for (const { res: answer } of [full, light]) expect(answer.headers.get('Vary')).toMatch(/\bSave-Data\b/);
    expect(await sharp(light.bytes).metadata()).toMatchObject({ width: LIGHT_MAX_SIDE, height: 240 });
    expect(light.bytes.byteLength).toBeLessThan(full.bytes.byteLength / 2);
    expect(Number(light.res.headers.get('Content-Length'))).toBe(light.bytes.byteLength);
    expect(light.res.headers.get('ETag')).not.toBe(full.res.headers.get('ETag'));
    // The same copy again (made once, then kept), and `Save-Data: off` is the full image.
    expect((await served(url, saveData)).bytes).toEqual(light.bytes);
    expect((await served(url, { 'Save-Data': 'off' })).bytes).toEqual(full.bytes);
  });

  it('serves an image already that small as it is', async () => {
    const res = await createProject({ image: file(await imageBytes('png', 300, 200)) }, saver.token);
    const url: string = res.body.data.project.image;
    const full = await served(url);
    const light = await served(url, saveData);
    expect(light.bytes).toEqual(full.bytes);
    expect(light.res.headers.get('ETag')).toBe(full.res.headers.get('ETag'));
  });
});

describe('body rules: the multipart exception is explicit and only for the declared upload routes', () => {
  it('every declared multipart route exists in the app', () => {
    const appRoutes = t.app.routes.map((route) => `${route.method} ${route.path}`);
    for (const route of multipartRoutes) expect(appRoutes).toContain(`${route.method} ${route.path}`);
  });

  it('an upload route refuses JSON with 415 and the upload message', async () => {
    const res = await send(t, 'POST', '/api/projects', {
      token: member.token,
      json: { title: 'x', description: 'y' },
    });
    expect(res).toMatchObject({ status: 415, body: { message: uploadMessages.multipartRequired } });
  });

  it('an upload route refuses a body over its own limit with 413', async () => {
    const huge = new Uint8Array(3 * UPLOAD_MAX_BYTES);
    const res = await sendForm(t, 'POST', '/api/blogs', { image: file(huge) }, member.token);
    expect(res).toMatchObject({ status: 413, body: { message: uploadMessages.tooLarge } });
  });

  it('a malformed multipart body is a 400', async () => {
    const res = await t.app.request('/api/projects', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${member.token}`,
        'Content-Type': 'multipart/form-data; boundary=xyz',
      },
      body: 'this is not multipart',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(failureWith(uploadMessages.multipartRequired));
  });

  it('other routes keep the JSON-only rule and the 100 KiB limit, also for multipart bodies', async () => {
    const form = new FormData();
    form.append('email', 'a@example.org');
    const multipart = await t.app.request('/api/users/forgot-password', { method: 'POST', body: form });
    expect(multipart.status).toBe(415);
    const reject = await sendForm(
      t,
      'POST',
      '/api/admin/projects/00000000-0000-4000-8000-000000000000/reject',
      {
        reason: 'no',
      },
    );
    expect(reject.status).toBe(415);
    const big = await t.app.request('/api/hire-us', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(MAX_BODY_BYTES + 1) }),
    });
    expect(big.status).toBe(413);
  });

  it('the exception matches method and path exactly (GET and nested paths are not upload routes)', async () => {
    const form = new FormData();
    form.append('x', 'y');
    const nested = await t.app.request('/api/projects/00000000-0000-4000-8000-000000000000/extra', {
      method: 'POST',
      body: form,
    });
    expect(nested.status).toBe(415);
  });
});
