import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The files that make the site an installable app that reads offline: the service worker (/sw.js) and the
 * web app manifest must be revalidated on every visit (a stale worker would keep a release's files for
 * ever), with their proper types; the CSP names where a worker and a manifest may come from; the offline
 * page is served in every language, also with the `from` the worker adds.
 */

let dist: string;
let t: TestApp;
const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'hub-pwa-'));
  for (const folder of ['assets', 'icons', 'pages/fr'])
    mkdirSync(path.join(dist, folder), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><title>Hub</title><div id="root"></div>',
  );
  writeFileSync(path.join(dist, 'sw.js'), `self.addEventListener('fetch', () => {});${' '.repeat(600)}`);
  writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Hub', start_url: '/' }));
  writeFileSync(path.join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(dist, 'pages', 'offline.html'), '<!doctype html><title>Offline · Hub</title>');
  writeFileSync(
    path.join(dist, 'pages', 'fr', 'offline.html'),
    '<!doctype html><title>Hors ligne · Hub</title>',
  );
  writeFileSync(path.join(dist, 'app-routes.json'), JSON.stringify(['/', '/offline']));
  t = await createTestApp({ webRoot: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const directive = (res: Response, name: string) =>
  (res.headers.get('Content-Security-Policy') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('the service worker and the manifest', () => {
  it('/sw.js is JavaScript, revalidated on every visit (no-cache, ETag, 304 when unchanged)', async () => {
    const res = await t.app.request('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    const etag = res.headers.get('ETag');
    expect(etag).toBeTruthy();
    const again = await t.app.request('/sw.js', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('/manifest.webmanifest is a web app manifest, revalidated on every visit', async () => {
    const res = await t.app.request('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.json()).toMatchObject({ name: 'Hub', start_url: '/' });
  });

  it('the icons are PNG', async () => {
    const res = await t.app.request('/icons/icon-192.png');
    expect(res.headers.get('Content-Type')).toBe('image/png');
  });

  it.each(['/', '/sw.js', '/manifest.webmanifest', '/api/health'])(
    "the CSP of %s allows a worker and a manifest from the site only ('self')",
    async (url) => {
      const res = await t.app.request(url, { headers: html });
      expect(directive(res, 'worker-src')).toBe("worker-src 'self'");
      expect(directive(res, 'manifest-src')).toBe("manifest-src 'self'");
    },
  );
});

describe('the offline page', () => {
  it.each([
    ['/offline', 'Offline · Hub'],
    ['/fr/offline', 'Hors ligne · Hub'],
  ])('%s is its prerendered page', async (url, title) => {
    const res = await t.app.request(url, { headers: html });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<title>${title}</title>`);
  });

  it('with the page that failed in its query, it is the app (200), which renders it', async () => {
    const res = await t.app.request('/offline?from=%2Fblog', { headers: html });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
  });
});
