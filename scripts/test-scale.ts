import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { type Cluster, type Instance, sampleInquiry, startCluster } from './bench/cluster';

/**
 * `npm run test:scale` (not part of `npm test`; a step of `.ci/run`): two instances of `bin/serve.ts` on
 * one fresh PostgreSQL database and one Redis (`scripts/bench/cluster.ts`). It proves that:
 *  1. a session from one instance works on the other, and logout on one revokes it on both;
 *  2. attempt limits count across both (hire-us: 5 per hour per client address);
 *  3. an upload on one is served by the other, and image uploads count over both (the 21st of the
 *     minute is refused on either);
 *  4. a channel message posted on one reaches a live client (`GET /api/live`) of the other, and an
 *     account's open live streams are limited over both (the 11th is refused on either);
 *  5. SIGKILL of one during a burst of writes loses no acknowledged write;
 * and both answer /api/ready.
 */

let cluster: Cluster;

async function api(instance: Instance, route: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  const res = await fetch(`${instance.origin}/api${route}`, { ...init, headers });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { text };
  }
  return { status: res.status, headers: res.headers, body };
}

const post = (instance: Instance, route: string, json: unknown, token?: string) =>
  api(instance, route, { method: 'POST', body: JSON.stringify(json), ...(token && { token }) });

/** The newest login code mailed by `instance` (the file mailer's outbox in its DATA_DIR). */
async function mailedCode(instance: Instance, after: Set<string>): Promise<string> {
  const dir = path.join(instance.dataDir, 'mail');
  for (let i = 0; i < 100; i++) {
    const names = (() => {
      try {
        return readdirSync(dir).filter((name) => name.endsWith('.eml') && !after.has(name));
      } catch {
        return [];
      }
    })();
    for (const name of names.sort().reverse()) {
      const text = readFileSync(path.join(dir, name), 'utf8');
      const code = /login code/i.test(text) ? text.match(/\b(\d{6})\b/)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no login code mail from instance ${instance.name}`);
}

function outbox(instance: Instance): Set<string> {
  try {
    return new Set(readdirSync(path.join(instance.dataDir, 'mail')));
  } catch {
    return new Set();
  }
}

/** Password on `first`, code on `second`: the session the second instance issues. */
async function signIn(first: Instance, second: Instance): Promise<string> {
  const before = outbox(first);
  const login = await post(first, '/users/login', cluster.admin);
  assert.equal(login.status, 200, `login: ${JSON.stringify(login.body)}`);
  const otp = await mailedCode(first, before);
  const verified = await post(
    second,
    '/users/verify-otp',
    { email: cluster.admin.email, otp },
    login.body.token as string,
  );
  assert.equal(verified.status, 200, `verify-otp: ${JSON.stringify(verified.body)}`);
  return verified.body.token as string;
}

/** The named events of a live stream, read until one of the wanted name arrives (10 s at most). */
function liveEvents(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  async function next(name: string): Promise<{ event: string; data: string }> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const event = lines
          .find((line) => line.startsWith('event:'))
          ?.slice(6)
          .trim();
        const data = lines.filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trim());
        if (event === name) return { event, data: data.join('\n') };
        end = buffer.indexOf('\n\n');
      }
      if (Date.now() > deadline) throw new Error(`no "${name}" event within 10 s`);
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before "${name}"`);
      buffer += value;
    }
  }
  return { next, close: () => reader.cancel() };
}

const results: string[] = [];
async function check(title: string, run: () => Promise<void>) {
  const started = performance.now();
  await run();
  results.push(`  ok  ${title} (${Math.round(performance.now() - started)} ms)`);
  console.log(results.at(-1));
}

const inquiry = (n: number) => sampleInquiry(`client${n}@scale.example`);

async function main() {
  // Started together: the migrations run once, under the advisory lock.
  cluster = await startCluster();
  console.log(`test:scale: two instances on PostgreSQL ${cluster.dbName} and Redis ${cluster.redisUrl}`);
  const [a, b] = cluster.instances;
  try {
    await check('both instances are ready (database and Redis)', async () => {
      for (const instance of [a, b]) {
        const ready = await api(instance, '/ready');
        assert.deepEqual(
          { status: ready.status, body: ready.body },
          {
            status: 200,
            body: { status: 'ready', db: 'up', redis: 'up' },
          },
        );
      }
    });

    await check(
      'a session from one instance works on the other; logout on one revokes it on both',
      async () => {
        const session = await signIn(a, b);
        assert.equal((await api(a, '/users/me', { token: session })).status, 200);
        assert.equal((await api(b, '/users/me', { token: session })).status, 200);
        assert.equal((await api(a, '/users/logout', { method: 'POST', token: session })).status, 200);
        assert.equal((await api(b, '/users/me', { token: session })).status, 401);
        assert.equal((await api(a, '/users/me', { token: session })).status, 401);
      },
    );

    await check(
      'limits count across both instances (hire-us: the 6th inquiry of the hour is refused)',
      async () => {
        const statuses = [];
        for (let n = 0; n < 5; n++) statuses.push((await post(n % 2 ? b : a, '/hire-us', inquiry(n))).status);
        assert.deepEqual(statuses, [201, 201, 201, 201, 201]);
        const sixth = await post(b, '/hire-us', inquiry(5));
        assert.equal(sixth.status, 429);
        assert.ok(Number(sixth.headers.get('Retry-After')) > 0);
        assert.equal((await post(a, '/hire-us', inquiry(6))).status, 429);
      },
    );

    let session = '';
    await check('an upload on one instance is served by the other', async () => {
      session = await signIn(b, a);
      const png = await sharp({
        create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 20 } },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.set('category', 'Back End');
      form.set('title', 'Scaling out');
      form.set('text', 'Two instances, one database.');
      form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'scale.png');
      const created = await api(a, '/blogs', { method: 'POST', body: form, token: session });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const image = (created.body.data as { blog: { image: string } }).blog.image;
      const onB = await fetch(`${b.origin}${image}`);
      const onA = await fetch(`${a.origin}${image}`);
      assert.equal(onB.status, 200);
      assert.equal(onB.headers.get('Content-Type'), 'image/webp');
      assert.deepEqual(Buffer.from(await onB.arrayBuffer()), Buffer.from(await onA.arrayBuffer()));
    });

    await check(
      'image uploads count across both instances (the 21st of the minute is refused on either)',
      async () => {
        const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336' } })
          .png()
          .toBuffer();
        const upload = (instance: Instance) => {
          const form = new FormData();
          form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'scale.png');
          return api(instance, '/message-images', { method: 'POST', body: form, token: session });
        };
        // The blog image above was the first of this minute.
        for (let n = 1; n < 20; n++) assert.equal((await upload(n % 2 ? b : a)).status, 201);
        const refused = await upload(b);
        assert.equal(refused.status, 429);
        assert.ok(Number(refused.headers.get('Retry-After')) > 0);
        assert.equal((await upload(a)).status, 429);
      },
    );

    await check('a channel message posted on one instance reaches a live client of the other', async () => {
      const stream = await fetch(`${b.origin}/api/live`, { headers: { Authorization: `Bearer ${session}` } });
      assert.equal(stream.status, 200);
      const events = liveEvents(stream);
      assert.equal((await events.next('ready')).event, 'ready');
      const text = `Across instances ${Date.now()}`;
      const sent = await post(a, '/channel/messages', { text, clientId: `scale-${Date.now()}` }, session);
      assert.equal(sent.status, 201, JSON.stringify(sent.body));
      const delivered = await events.next('channel.message.created');
      assert.ok(delivered.data.includes(text), delivered.data);
      await events.close();
    });

    await check(
      'an account holds at most 10 live streams over both instances; closing one frees a slot',
      async () => {
        const open = (instance: Instance) =>
          fetch(`${instance.origin}/api/live`, { headers: { Authorization: `Bearer ${session}` } });
        /** A stream of the account; retried while a stream closed just before still holds its slot. */
        const opened = async (instance: Instance) => {
          for (let attempt = 0; attempt < 50; attempt++) {
            const stream = await open(instance);
            if (stream.status === 200) return stream;
            assert.equal(stream.status, 429);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          throw new Error('no live stream slot came free within 5 s');
        };
        const streams: Response[] = [];
        for (let n = 0; n < 10; n++) streams.push(await opened(n % 2 ? b : a));
        for (const instance of [a, b]) {
          const refused = await open(instance);
          assert.equal(refused.status, 429);
          assert.ok(Number(refused.headers.get('Retry-After')) > 0);
          assert.ok(typeof (await refused.json()).message === 'string');
        }
        await streams.shift()?.body?.cancel();
        streams.push(await opened(b));
        await Promise.all(streams.map((stream) => stream.body?.cancel()));
      },
    );

    await check('SIGKILL of one instance during a burst of writes loses no acknowledged write', async () => {
      const acknowledged: string[] = [];
      let failed = 0;
      let next = 0;
      const total = 400;
      const worker = async () => {
        while (next < total) {
          const n = next++;
          try {
            const res = await post(a, '/tasks', { title: `burst ${n}` }, session);
            if (res.status === 201) acknowledged.push((res.body.data as { task: { id: string } }).task.id);
            else failed++;
          } catch {
            failed++;
          }
        }
      };
      const burst = Promise.all(Array.from({ length: 16 }, worker));
      while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 5));
      a.child.kill('SIGKILL');
      await burst;
      await a.exited;
      assert.ok(failed > 0, 'the kill came after the burst: nothing was cut off');
      const client = new pg.Client({ connectionString: cluster.databaseUrl });
      await client.connect();
      const stored = await client.query('select id from tasks where id = any($1::uuid[])', [acknowledged]);
      await client.end();
      assert.equal(stored.rowCount, acknowledged.length);
      const listed = await api(b, `/tasks?limit=1`, { token: session });
      assert.equal(listed.status, 200);
      console.log(`      ${acknowledged.length} acknowledged before the kill, all stored; ${failed} cut off`);
    });
  } finally {
    await cluster.stop();
  }
  console.log(`test:scale: ${results.length} checks passed`);
}

main().catch((error: unknown) => {
  console.error(
    `test:scale FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
