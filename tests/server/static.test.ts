import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureWith } from '../support/failure-body';
import { createTestApp, type TestApp } from '../support/test-app';

let dist: string;
let t: TestApp;

const indexHtml = `<!doctype html><html lang="en"><head><title>Hub</title><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const bundle = `export const hello = () => ${JSON.stringify('hello world '.repeat(200))};\n`;
const smallCss = 'body{margin:0}';

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'hub-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'images', 'members'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), bundle);
  writeFileSync(path.join(dist, 'assets', 'tiny-Zz9.css'), smallCss);
  writeFileSync(
    path.join(dist, 'images', 'members', 'aline-uwase.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  t = await createTestApp({ webRoot: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('static web app', () => {
  it('serves index.html at / with no-cache and the security headers', async () => {
    const res = await t.app.request('/', { headers: html });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(await res.text()).toBe(indexHtml);
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await t.app.request('/assets/index-AbC123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(bundle);
  });

  it('serves other public files with revalidation', async () => {
    const res = await t.app.request('/images/members/aline-uwase.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('falls back to index.html for app routes that accept HTML (history fallback)', async () => {
    for (const route of [
      '/members/aline-uwase',
      '/login?redirect=%2Fdashboard',
      '/Admindashboard',
      '/no/such/page',
    ]) {
      const res = await t.app.request(route, { headers: html });
      expect(res.status, route).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(indexHtml);
    }
  });

  it('also serves app routes to clients that accept anything (a reload from curl or a link checker)', async () => {
    for (const accept of [{ Accept: '*/*' }, {}] as Record<string, string>[]) {
      const res = await t.app.request('/members/aline-uwase', { headers: accept });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(indexHtml);
    }
  });

  it('does not fall back for missing files requested without HTML, nor for /api', async () => {
    const asset = await t.app.request('/assets/missing-123.js', { headers: { Accept: '*/*' } });
    expect(asset.status).toBe(404);
    const api = await t.app.request('/api/unknown', { headers: html });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual(failureWith('Not found.'));
  });

  it('does not let a path reach outside the folder', async () => {
    // Answered with a 404 or with the app shell (a URL like /%2e%2e/etc/passwd normalises to /etc/passwd,
    // an app route as far as the server knows), never with a file from outside dist/.
    for (const route of ['/../package.json', '/assets/..%2F..%2Fpackage.json', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await t.app.request(route, { headers: { Accept: '*/*' } });
      const body = await res.text();
      if (res.status === 200) expect(body, route).toBe(indexHtml);
      else expect(res.status, route).toBe(404);
      expect(body, route).not.toContain('"name": "hub-website"');
      expect(body, route).not.toContain('root:');
    }
  });

  it('compresses text with brotli when accepted, else gzip, and says so', async () => {
    const br = await t.app.request('/assets/index-AbC123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.byteLength).toBeLessThan(Buffer.byteLength(bundle));
    expect(brotliDecompressSync(brBytes).toString('utf8')).toBe(bundle);

    const gz = await t.app.request('/', { headers: { ...html, 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toBe(indexHtml);

    const refused = await t.app.request('/assets/index-AbC123.js', {
      headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(bundle);
  });

  it('leaves tiny files uncompressed', async () => {
    const res = await t.app.request('/assets/tiny-Zz9.css', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(smallCss);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.request('/', { headers: { ...html, 'Accept-Encoding': 'br' } });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await t.app.request('/', {
      headers: { ...html, 'Accept-Encoding': 'br', 'If-None-Match': etag ?? '' },
    });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
  });

  it('answers HEAD without a body', async () => {
    const res = await t.app.request('/assets/index-AbC123.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(bundle)));
    expect(await res.text()).toBe('');
  });
});

describe('without a built web app', () => {
  it('serves the API only and warns once', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'hub-nodist-'));
    try {
      const other = await createTestApp({ webRoot: empty, testDb: t.testDb });
      expect((await other.app.request('/api/health')).status).toBe(200);
      expect((await other.app.request('/', { headers: html })).status).toBe(404);
      expect(other.logger.lines.filter((line) => line.includes('no built web app'))).toHaveLength(1);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
