import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { uploadMessages } from '@contracts/uploads';
import { messages } from '@contracts/users';
import { type ServerType, serve } from '@hono/node-server';
import { REFUSED_BODY_READ_MAX } from '@server/http/body-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { file, sessionAccount } from '../support/content-helpers';
import { failureWith } from '../support/failure-body';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * An upload refused before its body was read (no session, wrong role, too large, not multipart) must reach
 * the client as its answer. Node's own fetch (undici) sends the whole body before it reads the answer, so
 * these run against a real listening server, with bodies of several MB.
 */

let t: TestApp;
let server: ServerType;
let origin: string;
let member: Awaited<ReturnType<typeof sessionAccount>>;
let admin: Awaited<ReturnType<typeof sessionAccount>>;

beforeAll(async () => {
  t = await createTestApp();
  member = await sessionAccount(t);
  admin = await sessionAccount(t, 'Admin');
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const MB = 1024 * 1024;

/** A form with `bytes` of random data as its image field (random, so nothing on the way compresses it). */
function formWith(field: string, bytes: number, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(field, file(new Uint8Array(randomBytes(bytes))));
  return form;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const resourceFields = {
  title: 'Big icon',
  category: 'Cyber Security',
  subcategory: 'Security Tools',
  url: 'https://x.example',
};

/**
 * The answer to one request, and the status of a request sent right after it: fetch keeps the connection
 * for the next request, so a server still stuck on the refused body (or closing it) fails that one.
 */
async function answerOf(path: string, init: RequestInit) {
  const res = await fetch(`${origin}${path}`, { method: 'POST', ...init });
  const answer = { status: res.status, body: await res.json() };
  const next = await fetch(`${origin}/api/health`);
  await next.arrayBuffer();
  return { ...answer, next: next.status };
}

/** A multipart-typed body of `bytes` random bytes sent as a stream (chunked, no Content-Length). */
function streamOf(bytes: number): RequestInit {
  const chunk = new Uint8Array(randomBytes(64 * 1024));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, duplex: 'half' } as RequestInit;
}

const multipartType = { 'Content-Type': 'multipart/form-data; boundary=x' };

describe('a refused upload reaches Node fetch as its answer, never as a network error', () => {
  it("a member's resource upload of 2 MB → 403 with its message", async () => {
    const body = formWith('icon', 2 * MB, resourceFields);
    const res = await answerOf('/api/resources', { body, headers: bearer(member.token) });
    expect(res).toEqual({ status: 403, body: failureWith(messages.forbidden), next: 200 });
  });

  it('a project upload of 2 MB without a session → 401 with its message', async () => {
    const body = formWith('image', 2 * MB, { title: 'x', description: 'y' });
    const res = await answerOf('/api/projects', { body });
    expect(res).toEqual({ status: 401, body: failureWith(messages.unauthorized), next: 200 });
  });

  it("an admin's 3 MB icon (over the route's limit) → 413 with the upload message", async () => {
    const body = formWith('icon', 3 * MB, resourceFields);
    const res = await answerOf('/api/resources', { body, headers: bearer(admin.token) });
    expect(res).toEqual({ status: 413, body: failureWith(uploadMessages.tooLarge), next: 200 });
  });

  it('2 MB that are not multipart → 415 with the upload message', async () => {
    const res = await answerOf('/api/projects', {
      body: new Uint8Array(randomBytes(2 * MB)),
      headers: { ...bearer(member.token), 'Content-Type': 'application/octet-stream' },
    });
    expect(res).toEqual({ status: 415, body: failureWith(uploadMessages.multipartRequired), next: 200 });
  });

  it('a streamed 2 MB body (no Content-Length) refused by the role guard → 403', async () => {
    const res = await answerOf('/api/resources', {
      ...streamOf(2 * MB),
      headers: { ...bearer(member.token), ...multipartType },
    });
    expect(res).toEqual({ status: 403, body: failureWith(messages.forbidden), next: 200 });
  });

  it("an admin's streamed 5 MB icon (counted past the route's limit) → 413", async () => {
    const res = await answerOf('/api/resources', {
      ...streamOf(5 * MB),
      headers: { ...bearer(admin.token), ...multipartType },
    });
    expect(res).toEqual({ status: 413, body: failureWith(uploadMessages.tooLarge), next: 200 });
  });

  it('a body announced over the amount a refusal still reads → 413 at once, then the connection closes', async () => {
    const socket = connect((server.address() as { port: number }).port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.write(
      `POST /api/projects HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${member.token}\r\n` +
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${REFUSED_BODY_READ_MAX + 1}\r\n\r\n`,
    );
    socket.write(randomBytes(64 * 1024));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain(JSON.stringify(failureWith(uploadMessages.tooLarge)));
  });
});
