import { createChatbotApp } from '@chatbot/app';
import { describe, expect, it } from 'vitest';

/** The chatbot service's answers, like the site's, tell the browser to use HTTPS only. */
describe('chatbot Strict-Transport-Security', () => {
  const app = createChatbotApp({ siteOrigins: ['http://localhost:3000'] });

  it.each([
    ['GET', '/health', {}],
    ['POST', '/predict', { 'Content-Type': 'application/json' }],
    ['POST', '/predict', { 'Content-Type': 'text/plain' }],
    ['GET', '/nowhere', {}],
    ['OPTIONS', '/predict', { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST' }],
  ])('%s %s %j', async (method, path, headers) => {
    const res = await app.request(path, {
      method,
      headers,
      ...(method === 'POST' && { body: JSON.stringify({ message: 'hello' }) }),
    });
    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });
});
