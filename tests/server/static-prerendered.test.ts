import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/** A build with prerendered pages (`dist/pages/<path>.html`, as scripts/prerender.ts writes them). */
let dist: string;
let t: TestApp;

const page = (name: string) =>
  `<!doctype html><html><body><div id="root"><main>${name}</main></div></body></html>`;
const shell = '<!doctype html><html><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'hub-prerendered-'));
  mkdirSync(path.join(dist, 'pages', 'resources-room'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), shell);
  writeFileSync(
    path.join(dist, 'app-routes.json'),
    JSON.stringify([
      '/',
      '/members/',
      '/members/$id',
      '/hub-information',
      '/resources-room/all-resources',
      '/resources-room/categories/$subcategory',
      '/dashboard/',
    ]),
  );
  writeFileSync(path.join(dist, 'pages', 'index.html'), page('home'));
  writeFileSync(path.join(dist, 'pages', 'members.html'), page('members'));
  writeFileSync(path.join(dist, 'pages', 'hub-information.html'), page('hub information'));
  writeFileSync(path.join(dist, 'pages', 'resources-room', 'all-resources.html'), page('all resources'));
  mkdirSync(path.join(dist, 'pages', 'resources-room', 'categories'));
  writeFileSync(
    path.join(dist, 'pages', 'resources-room', 'categories', 'UI%2FUX%20Design.html'),
    page('ui/ux design'),
  );
  t = await createTestApp({ webRoot: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const get = async (url: string) => {
  const res = await t.app.request(url, { headers: html });
  return { status: res.status, body: await res.text() };
};

describe('prerendered pages', () => {
  it("answers a page's address with its prerendered HTML (a trailing slash ignored)", async () => {
    expect(await get('/')).toEqual({ status: 200, body: page('home') });
    expect(await get('/members')).toEqual({ status: 200, body: page('members') });
    expect(await get('/members/')).toEqual({ status: 200, body: page('members') });
    expect(await get('/hub-information')).toEqual({ status: 200, body: page('hub information') });
    expect(await get('/resources-room/all-resources')).toEqual({ status: 200, body: page('all resources') });
  });

  it("finds a page whose segment has an encoded '/' or space, however the hex digits are spelled", async () => {
    const results = { status: 200, body: page('ui/ux design') };
    expect(await get('/resources-room/categories/UI%2FUX%20Design')).toEqual(results);
    expect(await get('/resources-room/categories/UI%2fUX%20Design')).toEqual(results);
    expect(await get('/resources-room/categories/UI%2FUX%20Design/')).toEqual(results);
    // '/' itself splits the segment: another address (no file, the shell).
    expect(await get('/resources-room/categories/UI/UX%20Design')).toEqual({ status: 404, body: shell });
  });

  it('answers an address with a query string, or a page without a file, with the SPA shell', async () => {
    expect(await get('/members?page=2')).toEqual({ status: 200, body: shell });
    expect(await get('/?utm_source=mail')).toEqual({ status: 200, body: shell });
    expect(await get('/members/aline-uwase')).toEqual({ status: 200, body: shell });
    // Another spelling renders its links' active state differently: the shell, not the file.
    expect(await get('/Hub-information')).toEqual({ status: 200, body: shell });
    expect(await get('/dashboard')).toEqual({ status: 200, body: shell });
  });

  it('still answers an unknown address with 404 and the shell', async () => {
    expect(await get('/no-such-page')).toEqual({ status: 404, body: shell });
  });
});
