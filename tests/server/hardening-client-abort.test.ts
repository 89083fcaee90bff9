import { connect } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { isClientAbort } from '@server/http/errors';
import type { Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/** A client hanging up mid-request is logged as an abort (info, no error, no stack), never as a 500. */

let t: TestApp;
let server: ServerType;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'debug' } });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const logged = () => t.logger.lines.map((line) => JSON.parse(line) as Record<string, unknown>);

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('a request its client aborts', () => {
  it('is logged at info as aborted, with no error line and no stack, and the server answers the next one', async () => {
    t.logger.lines.length = 0;
    const body = JSON.stringify({ email: 'someone@hub.example', password: 'correct horse battery' });
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST /api/users/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 8)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    socket.destroy();
    await until(() => logged().some((line) => line.reqId !== undefined));

    const lines = logged();
    expect(lines.filter((line) => (line.level as number) >= 40)).toEqual([]);
    const request = lines.find((line) => line.route === '/api/users/login');
    expect(request).toMatchObject({
      level: 30,
      msg: 'request aborted by the client',
      method: 'POST',
      status: 499,
      aborted: true,
    });
    expect(t.logger.lines.join('\n')).not.toMatch(/stack|\n\s+at |correct horse/);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });

  it('tells a hung-up client from a server fault', () => {
    const context = (signal?: AbortSignal) =>
      ({
        req: { raw: new Request('http://localhost/api/x', signal ? { signal } : {}) },
      }) as unknown as Context;
    const reset = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    expect(isClientAbort(reset, context())).toBe(true);
    expect(isClientAbort(new DOMException('gone', 'AbortError'), context())).toBe(true);
    expect(isClientAbort(new TypeError('x is undefined'), context())).toBe(false);
    expect(isClientAbort(Object.assign(new Error('db'), { code: '23505' }), context())).toBe(false);
    const controller = new AbortController();
    controller.abort();
    expect(isClientAbort(new Error('any'), context(controller.signal))).toBe(true);
  });
});
