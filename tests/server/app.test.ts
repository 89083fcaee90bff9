import { HTTPException } from 'hono/http-exception';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureWith } from '../support/failure-body';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Routes that exist only in this test, to drive the shared middleware and the error handler.
  t.app.post('/api/test-echo', async (c) => c.json({ received: await c.req.json() }, 201));
  t.app.get('/api/test-throw', () => {
    throw new Error('db password=hunter2 at /srv/app/secret.ts');
  });
  t.app.get('/api/test-conflict', () => {
    throw new HTTPException(409, { message: 'That e-mail is already taken.' });
  });
  t.app.get('/api/test-retry', () => {
    throw new HTTPException(429, {
      res: new Response('slow down', { status: 429, headers: { 'Retry-After': '30' } }),
      message: 'Too many attempts. Try again in 30 seconds.',
    });
  });
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the server and the database up', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: 'up' });
  });
});

describe('error handling', () => {
  it('answers a thrown handler with a generic { message } and no internals, then keeps serving', async () => {
    const res = await t.app.request('/api/test-throw');
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual(failureWith('Something went wrong. Please try again later.'));
    expect(text).not.toMatch(/hunter2|secret\.ts|at /);

    const next = await t.app.request('/api/health');
    expect(next.status).toBe(200);
    const fault = t.logger.lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'unhandled error');
    expect(fault).toMatchObject({ method: 'GET', path: '/api/test-throw', err: { type: 'Error' } });
    expect(t.logger.lines.join('\n')).not.toMatch(/hunter2|secret\.ts/);
  });

  it('keeps the status and message of an HTTPException', async () => {
    const res = await t.app.request('/api/test-conflict');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual(failureWith('That e-mail is already taken.'));
  });

  it('keeps the headers of an HTTPException response (Retry-After) but answers JSON', async () => {
    const res = await t.app.request('/api/test-retry');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await res.json()).toEqual(failureWith('Too many attempts. Try again in 30 seconds.'));
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    const res = await t.app.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(failureWith('Not found.'));
  });
});

describe('request bodies', () => {
  const post = (body: BodyInit, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
    t.app.request('/api/test-echo', { method: 'POST', body, headers });

  it('passes well-formed JSON through to the route', async () => {
    const res = await post(JSON.stringify({ hello: 'world' }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ received: { hello: 'world' } });
  });

  it('accepts a JSON content type with a charset', async () => {
    const res = await post('{"a":1}', { 'Content-Type': 'application/json; charset=utf-8' });
    expect(res.status).toBe(201);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await post('{"hello": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(failureWith('Malformed JSON in request body.'));
  });

  it.each([
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'a=1'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('answers a %s body with 415', async (contentType, body) => {
    const res = await post(body, { 'Content-Type': contentType });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual(failureWith('Content-Type must be application/json.'));
  });

  it('answers a body over 100 KiB with 413 (Content-Length given)', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(100 * 1024) });
    const res = await post(big, { 'Content-Type': 'application/json', 'Content-Length': String(big.length) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(failureWith('Request body is too large (limit 100 KiB).'));
  });

  it('answers a streamed body over 100 KiB with 413 (no Content-Length)', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 8) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const res = await t.app.request('/api/test-echo', {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('accepts a body of exactly 100 KiB', async () => {
    const payload = `"${'x'.repeat(100 * 1024 - 2)}"`;
    expect(new TextEncoder().encode(payload).byteLength).toBe(100 * 1024);
    const res = await post(payload);
    expect(res.status).toBe(201);
  });
});

describe('headers', () => {
  it('sends the security headers and no-store on API JSON', async () => {
    const res = await t.app.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' https:\/\/accounts\.google\.com\/gsi\//);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/accounts\.google\.com\/gsi\//);
    expect(csp).toMatch(/style-src [^;]*https:\/\/accounts\.google\.com\/gsi\//);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/accounts\.google\.com\/gsi\/ http:\/\/localhost:8000/);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('sends them on errors too', async () => {
    const res = await t.app.request('/api/test-throw');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('uses the configured chatbot port in connect-src', async () => {
    const other = await createTestApp({ config: { chatbotPort: 8123 }, testDb: t.testDb });
    const res = await other.app.request('/api/health');
    expect(res.headers.get('content-security-policy')).toMatch(/connect-src [^;]*http:\/\/localhost:8123/);
  });
});

describe('CORS', () => {
  it('allows the configured site origin', async () => {
    const res = await t.app.request('/api/health', { headers: { Origin: 'http://localhost:3000' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  it('answers a preflight from the site origin', async () => {
    const res = await t.app.request('/api/test-echo', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('marks every API answer Vary: Origin, with or without an Origin header', async () => {
    const plain = await t.app.request('/api/health');
    expect(plain.headers.get('vary')).toContain('Origin');
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
    expect(plain.headers.get('access-control-expose-headers')).toBeNull();
    const cross = await t.app.request('/api/health', { headers: { Origin: 'http://localhost:3000' } });
    expect(cross.headers.get('vary')).toContain('Origin');
    expect(cross.headers.get('access-control-expose-headers')).toBe('Retry-After');
  });

  it('gives other origins no CORS permission', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:3000.evil.example', 'null']) {
      const res = await t.app.request('/api/health', { headers: { Origin: origin } });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await t.app.request('/api/test-echo', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});

describe('request log', () => {
  it('logs method, path without the query string, status and duration', async () => {
    await t.app.request('/api/health?token=very-secret-token');
    const line = t.logger.lines.findLast((entry) => entry.includes('/api/health'));
    expect(JSON.parse(line!)).toMatchObject({ method: 'GET', path: '/api/health', status: 200 });
    expect(JSON.parse(line!).durationMs).toBeGreaterThanOrEqual(0);
    expect(t.logger.lines.join('\n')).not.toContain('very-secret-token');
  });
});
