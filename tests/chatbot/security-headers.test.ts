import { createChatbotApp } from '@chatbot/app';
import { describe, expect, it } from 'vitest';

/** The chatbot's port answers with the site's security headers too. */
describe('chatbot security headers', () => {
  const app = createChatbotApp({ siteOrigins: ['http://localhost:3000'] });

  it.each([
    ['GET', '/health'],
    ['POST', '/predict'],
    ['GET', '/nowhere'],
  ])('%s %s', async (method, path) => {
    const res = await app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(method === 'POST' && { body: JSON.stringify({ message: 'hello' }) }),
    });
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('same-site');
  });
});
