import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The pages carry the web client's public settings (`<meta name="hub-config">`), written in once when the
 * server loads the built site, so a sign-in page draws the Google button without asking GET /api/config.
 */
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta name="hub-config" content="" /><title>Hub</title></head><body>${body}${'<!-- padding -->'.repeat(80)}</body></html>`;

let dist: string;
const apps: TestApp[] = [];

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'hub-page-config-'));
  mkdirSync(path.join(dist, 'pages'));
  writeFileSync(path.join(dist, 'index.html'), page('<div id="root"></div>'));
  writeFileSync(path.join(dist, 'pages', 'login.html'), page('<div id="root"><form></form></div>'));
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  rmSync(dist, { recursive: true, force: true });
});

async function siteWith(googleClientId: string | undefined) {
  const app = await createTestApp({ webRoot: dist, config: { googleClientId } });
  apps.push(app);
  return app;
}

/** The tag's JSON as a browser reads the attribute (the three entities the server writes decoded). */
const configOf = (html: string) => {
  const content = /<meta name="hub-config" content="([^"]*)">/.exec(html)?.[1];
  if (content === undefined) return undefined;
  return JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&amp;', '&'));
};

describe('the public settings in every page', () => {
  it('a prerendered page and the app shell carry the configured Google client id, escaped', async () => {
    const t = await siteWith('1234-abc"<b>&.apps.googleusercontent.com');
    for (const address of ['/login', '/dashboard']) {
      const res = await t.app.request(address, { headers: { Accept: 'text/html' } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).not.toContain('<b>');
      expect(configOf(html)).toEqual({ googleClientId: '1234-abc"<b>&.apps.googleusercontent.com' });
    }
  });

  it('says null when Google sign-in is not configured, in the compressed copies too', async () => {
    const t = await siteWith(undefined);
    const res = await t.app.request('/login', {
      headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(configOf(html)).toEqual({ googleClientId: null });
  });
});
