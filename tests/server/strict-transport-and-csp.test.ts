import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '@server/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Every answer of the site (API, static files, errors, 404s) tells the browser to use HTTPS only, for a
 * year and on every subdomain; and the CSP lets the page reach the chatbot at its configured public address
 * (CHATBOT_PUBLIC_URL), not at a localhost port that only works on the developer's machine.
 */

const HSTS = 'max-age=31536000; includeSubDomains';
const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'hub-hsts-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Hub</title>');
  writeFileSync(path.join(dist, 'assets', 'app-Ab12.js'), 'export {};');
  t = await createTestApp({ webRoot: dist });
  t.app.get('/api/test-throw', () => {
    throw new Error('boom');
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const connectSrc = (res: Response) =>
  (res.headers.get('Content-Security-Policy') ?? '')
    .split(';')
    .find((part) => part.trim().startsWith('connect-src')) ?? '';

describe('Strict-Transport-Security', () => {
  it.each([
    ['an API answer', '/api/health', {}, 200],
    ['a read-cache copy', '/api/blogs', {}, 200],
    ['an API 404', '/api/nowhere', {}, 404],
    ['a thrown handler', '/api/test-throw', {}, 500],
    ['the site page', '/', html, 200],
    ['a static file', '/assets/app-Ab12.js', {}, 200],
    ['a missing static file', '/images/none.png', {}, 404],
  ])('on %s (%s)', async (_, url, headers, status) => {
    const res = await t.app.request(url, { headers });
    expect(res.status).toBe(status);
    expect(res.headers.get('Strict-Transport-Security')).toBe(HSTS);
  });

  it('on a CORS preflight', async () => {
    const res = await t.app.request('/api/health', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.headers.get('Strict-Transport-Security')).toBe(HSTS);
  });
});

describe('CSP connect-src: the chatbot at its public address', () => {
  it('carries the configured public URL’s origin, and no localhost', async () => {
    const other = await createTestApp({
      config: { chatbotPublicUrl: 'https://chat.hub.example/api/' },
      testDb: t.testDb,
    });
    const res = await other.app.request('/api/health');
    expect(connectSrc(res)).toMatch(/ https:\/\/chat\.hub\.example(?: |$)/);
    expect(connectSrc(res)).not.toContain('localhost');
    expect(connectSrc(res)).not.toContain('/api/');
  });
});

describe('CHATBOT_PUBLIC_URL', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const load = (env: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hub-chatbot-url-'));
    dirs.push(dir);
    return loadConfig({ DATA_DIR: dir, ...env });
  };

  it('defaults to VITE_CHATBOT_URL (where the built page sends messages), else localhost at CHATBOT_PORT', () => {
    expect(load({}).chatbotPublicUrl).toBe('http://localhost:8000');
    expect(load({ CHATBOT_PORT: '9100' }).chatbotPublicUrl).toBe('http://localhost:9100');
    expect(load({ VITE_CHATBOT_URL: 'https://bot.hub.example/' }).chatbotPublicUrl).toBe(
      'https://bot.hub.example',
    );
    expect(
      load({ VITE_CHATBOT_URL: 'https://bot.hub.example', CHATBOT_PUBLIC_URL: 'https://chat.hub.example' })
        .chatbotPublicUrl,
    ).toBe('https://chat.hub.example');
  });

  it.each([
    ['CHATBOT_PUBLIC_URL', 'chat.hub.example'],
    ['CHATBOT_PUBLIC_URL', 'ftp://chat.hub.example'],
    ['CHATBOT_PUBLIC_URL', 'https://user:secret@chat.hub.example'],
    ['CHATBOT_PUBLIC_URL', 'https://chat.hub.example/?a=1'],
    ['CHATBOT_PUBLIC_URL', "https://chat.hub.example; script-src 'unsafe-inline'"],
    ['VITE_CHATBOT_URL', 'javascript:alert(1)'],
  ])('a bad %s (%s) stops the start, naming it', (name, value) => {
    expect(() => load({ [name]: value })).toThrow(ConfigError);
    expect(() => load({ [name]: value })).toThrow(new RegExp(`^\\s*${name}: `, 'm'));
  });
});
