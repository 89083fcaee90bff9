import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_ROUTES_FILE, isAppRoute, matchesRoute, routePathsOf } from '@lib/app-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/** The real route tree's paths, read as the build reads them. */
const routes = routePathsOf(readFileSync(path.resolve('src/routeTree.gen.ts'), 'utf8'));

const indexHtml =
  '<!doctype html><html lang="en"><head><title>Hub</title></head><body><div id="root"></div></body></html>';
const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'hub-dist-routes-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'export {};\n');
  writeFileSync(path.join(dist, APP_ROUTES_FILE), JSON.stringify(routes));
  t = await createTestApp({ webRoot: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the route list the build writes', () => {
  it('holds every page of src/routes, with the dynamic segment of /members/$id', () => {
    expect(routes).toEqual(
      expect.arrayContaining(['/', '/blog', '/hub-information', '/login', '/members/$id', '/Admindashboard']),
    );
    expect(routes.some((route) => route.startsWith('/dashboard'))).toBe(true);
    expect(routes.some((route) => route.includes('_public') || route.includes('__root'))).toBe(false);
  });

  it('matches paths as the router does: any letter case, trailing slash, any value of a $ segment', () => {
    expect(matchesRoute('/hub-information', '/Hub-information')).toBe(true);
    expect(matchesRoute('/dashboard/', '/dashboard')).toBe(true);
    expect(matchesRoute('/members/$id', '/members/aline-uwase')).toBe(true);
    expect(matchesRoute('/members/$id', '/members/aline-uwase/extra')).toBe(false);
    expect(matchesRoute('/members/$id', '/members')).toBe(false);
    expect(matchesRoute('/files/$', '/files/a/b/c')).toBe(true);
    expect(matchesRoute('/posts/{-$page}', '/posts')).toBe(true);
    expect(matchesRoute('/posts/{-$page}', '/posts/2')).toBe(true);
    expect(isAppRoute(routes, '/no/such/page')).toBe(false);
  });
});

describe('the history fallback with the route list', () => {
  it('answers index.html with 200 on the pages of the route tree', async () => {
    for (const route of [
      '/',
      '/members/aline-uwase',
      '/Hub-information',
      '/login?redirect=%2Fdashboard',
      '/dashboard',
      // A subcategory is one segment, URL-encoded: its '/' and '&' stay inside it.
      '/resources-room/categories/UI%2FUX%20Design',
      '/resources-room/categories/Authentication%20%26%20Authorization',
    ]) {
      const res = await t.app.request(route, { headers: html });
      expect(res.status, route).toBe(200);
      expect(await res.text(), route).toBe(indexHtml);
    }
  });

  it('answers index.html with 404 on any other path, so the app shows its not-found page with the status', async () => {
    for (const route of ['/no/such/page', '/members/aline-uwase/extra', '/blogs']) {
      const res = await t.app.request(route, { headers: html });
      expect(res.status, route).toBe(404);
      expect(res.headers.get('content-type'), route).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
      expect(await res.text(), route).toBe(indexHtml);
    }
    const head = await t.app.request('/no/such/page', { method: 'HEAD', headers: html });
    expect(head.status).toBe(404);
  });

  it('a 404 page is never answered 304, whatever If-None-Match says', async () => {
    const first = await t.app.request('/no/such/page', { headers: html });
    const again = await t.app.request('/no/such/page', {
      headers: { ...html, 'If-None-Match': first.headers.get('etag') ?? '*' },
    });
    expect(again.status).toBe(404);
  });

  it('does not serve the route list itself', async () => {
    const res = await t.app.request(`/${APP_ROUTES_FILE}`, { headers: { Accept: 'application/json' } });
    expect(res.status).toBe(404);
  });
});
