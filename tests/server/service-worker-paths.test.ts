import { readFileSync } from 'node:fs';
import { isAppRoute, routePathsOf } from '@lib/app-routes';
import { describe, expect, it } from 'vitest';
import {
  isPublicApiPath,
  isSavedPagePath,
  isUploadPath,
  offlinePageFor,
  SAVED_PAGE_ROUTES,
} from '@/sw/public-paths';

/**
 * Which addresses the service worker may keep (src/sw/public-paths.ts): pure functions, checked here in
 * Node. The worker's behaviour in a browser is tests/e2e/offline-reading.e2e.ts.
 */

describe('the pages the worker saves', () => {
  it.each([
    '/',
    '/members',
    '/members/abc-123',
    '/projects',
    '/blog',
    '/hire-us',
    '/Hub-information',
    '/resources-room/categories/UI%2FUX%20Design',
    '/fr',
    '/fr/members',
    '/sw/projects',
    '/rw/resources-room/all-resources',
  ])('saves %s', (path) => {
    expect(isSavedPagePath(path)).toBe(true);
  });

  it.each([
    '/dashboard',
    '/dashboard/projects/new',
    '/Admindashboard',
    '/hire-requests',
    '/messages/1',
    '/login',
    '/signup',
    '/otp',
    '/reset-password',
    '/forgot-password',
    '/offline',
    '/fr/login',
    '/api/members',
    '/sw.js',
  ])('never saves %s', (path) => {
    expect(isSavedPagePath(path)).toBe(false);
  });

  it('names only routes of the app', () => {
    const routes = routePathsOf(readFileSync('src/routeTree.gen.ts', 'utf8'));
    const unknown = SAVED_PAGE_ROUTES.map((route) => route.replace(/\/\$$/, '/all-resources')).filter(
      (route) => !isAppRoute(routes, route.replace('$id', 'x')),
    );
    expect(unknown).toEqual([]);
  });
});

describe('the API answers the worker keeps', () => {
  it.each([
    ['/api/members', true],
    ['/api/members/abc', true],
    ['/api/projects', true],
    ['/api/resources', true],
    ['/api/blogs/3', true],
    ['/api/members/me', false],
    ['/api/users/me', false],
    ['/api/admin/users', false],
    ['/api/hire-us', false],
    ['/api/membership', false],
  ])('%s: %s', (path, kept) => {
    expect(isPublicApiPath(path)).toBe(kept);
  });

  it('an upload is /api/uploads/<id> only', () => {
    expect(isUploadPath('/api/uploads/5f0c')).toBe(true);
    expect(isUploadPath('/api/uploads')).toBe(false);
    expect(isUploadPath('/api/uploads/5f0c/x')).toBe(false);
  });
});

describe('the offline page a failed navigation goes to', () => {
  it.each([
    ['http://hub.test/blog', '/offline?from=%2Fblog'],
    ['http://hub.test/fr/blog?x=1', '/fr/offline?from=%2Ffr%2Fblog%3Fx%3D1'],
    ['http://hub.test/sw', '/sw/offline?from=%2Fsw'],
    ['http://hub.test/dashboard', '/offline?from=%2Fdashboard'],
  ])('%s → %s', (url, offline) => {
    expect(offlinePageFor(new URL(url))).toBe(offline);
  });
});
