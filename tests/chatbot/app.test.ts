import { chatbotMessages, createChatbotApp, PREDICT_BODY_LIMIT_BYTES } from '@chatbot/app';
import type { IntentClassifier } from '@chatbot/classifier';
import { intents } from '@chatbot/intents';
import { PredictResponse, predictMessages } from '@contracts/predict';
import { textOfMessage } from '@contracts/texts';
import fc from 'fast-check';
import * as v from 'valibot';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const SITE = 'http://localhost:3000';
const OTHER_SITE = 'https://evil.example';

/** The socket address @hono/node-server hands to the app; tests set it per request. */
const fromIp = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

function post(
  app: ReturnType<typeof createChatbotApp>,
  body: unknown,
  init: { ip?: string; headers?: Record<string, string> } = {},
) {
  return app.request(
    '/predict',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE, ...init.headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    fromIp(init.ip ?? '203.0.113.1'),
  );
}

const answer = (intent: string, language: 'en' | 'fr' | 'sw' | 'rw') =>
  intents.find((item) => item.intent === intent)!.answers[language];

describe('POST /predict', () => {
  const app = createChatbotApp({ siteOrigins: [SITE], rateLimit: { limit: 10_000, windowMs: 60_000 } });
  beforeAll(() => app.ready);

  it('answers the /predict request with text, intent, confidence and detected_language', async () => {
    const response = await post(app, { message: 'Where is the hub located?', context: [], options: {} });
    expect(response.status).toBe(200);
    const body = v.parse(PredictResponse, await response.json());
    expect(body).toMatchObject({
      intent: 'location',
      detected_language: 'en',
      text: answer('location', 'en'),
    });
  });

  it.each([
    ['fr', 'Comment est-ce que je peux devenir membre de votre communauté ?', 'membership'],
    ['sw', 'Ningependa kujua huduma ambazo mnatoa kwa wateja', 'services'],
    ['rw', 'Ndashaka kumenya imishinga mumaze gukora', 'projects'],
  ] as const)('answers in %s', async (language, message, intent) => {
    const body = v.parse(PredictResponse, await (await post(app, { message })).json());
    expect(body).toMatchObject({ intent, detected_language: language, text: answer(intent, language) });
  });

  it("answers a message too short to tell in the chat page's language (options.language)", async () => {
    const inFrench = v.parse(
      PredictResponse,
      await (await post(app, { message: 'ok', options: { language: 'fr' } })).json(),
    );
    expect(inFrench).toMatchObject({ detected_language: 'fr', text: answer(inFrench.intent, 'fr') });
    const inSwahili = v.parse(
      PredictResponse,
      await (await post(app, { message: '??', options: { language: 'sw' } })).json(),
    );
    expect(inSwahili).toMatchObject({ detected_language: 'sw', text: answer(inSwahili.intent, 'sw') });
    const unhinted = v.parse(PredictResponse, await (await post(app, { message: 'ok' })).json());
    expect(unhinted.detected_language).toBe('en');
  });

  it("keeps the message's own language over the page's, and ignores a language it does not speak", async () => {
    const english = v.parse(
      PredictResponse,
      await (await post(app, { message: 'Where is the hub located?', options: { language: 'fr' } })).json(),
    );
    expect(english).toMatchObject({
      intent: 'location',
      detected_language: 'en',
      text: answer('location', 'en'),
    });
    const unknown = v.parse(
      PredictResponse,
      await (await post(app, { message: 'ok', options: { language: 'de' } })).json(),
    );
    expect(unknown.detected_language).toBe('en');
  });

  it('answers off-topic messages with the fallback that says what the bot can do', async () => {
    const body = v.parse(PredictResponse, await (await post(app, { message: 'zqxv wplk mnbv' })).json());
    expect(body.intent).toBe('fallback');
    expect(body.text).toBe(answer('fallback', 'en'));
    expect(body.text).toMatch(/membership/i);
  });

  it.each([
    [{}, predictMessages.messageRequired, 'message'],
    [{ message: '   ' }, predictMessages.messageRequired, 'message'],
    [{ message: 'x'.repeat(1001) }, predictMessages.messageTooLong, 'message'],
    [{ message: 'hi', context: 'none' }, predictMessages.contextInvalid, 'context'],
  ])('400 with errors for %j', async (body, message, path) => {
    const response = await post(app, body);
    expect(response.status).toBe(400);
    const code = textOfMessage(message)?.id;
    expect(await response.json()).toEqual({ code, message, errors: [{ path, message, code }] });
  });

  it('400 for malformed JSON', async () => {
    const response = await post(app, '{"message": "hi"');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: chatbotMessages.malformedJson });
  });

  it('415 for a body that is not JSON', async () => {
    const response = await post(app, 'message=hi', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: chatbotMessages.notJson });
  });

  it('413 above 16 KiB', async () => {
    const response = await post(app, { message: 'hi', context: ['x'.repeat(PREDICT_BODY_LIMIT_BYTES)] });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: chatbotMessages.tooLarge });
  });

  it('never answers 5xx to arbitrary JSON bodies', async () => {
    const bodies = fc.oneof(
      fc.json(),
      fc.anything().map((value) => JSON.stringify(value) ?? 'null'),
      fc
        .record({ message: fc.anything(), context: fc.anything(), options: fc.anything() })
        .map(JSON.stringify),
      fc.record({ message: fc.string({ maxLength: 1200 }) }, { requiredKeys: [] }).map(JSON.stringify),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const response = await post(app, body);
        expect(response.status).toBeLessThan(500);
        const json = (await response.json()) as Record<string, unknown>;
        if (response.status === 200) expect(v.is(PredictResponse, json)).toBe(true);
        else expect(typeof json.message).toBe('string');
      }),
      { numRuns: 150 },
    );
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await app.request('/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: chatbotMessages.notFound });
  });

  it('reports health', async () => {
    const response = await app.request('/health');
    expect(await response.json()).toEqual({ status: 'ok', ready: true });
  });
});

describe('CORS', () => {
  const app = createChatbotApp({ siteOrigins: [SITE] });

  it('allows the configured site origin, with Retry-After readable by the page', async () => {
    const response = await post(app, { message: 'hello' }, { ip: '198.51.100.10' });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(SITE);
    expect(response.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After');
  });

  it('answers the preflight for the site and not for another origin', async () => {
    const preflight = (origin: string) =>
      app.request('/predict', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
    const allowed = await preflight(SITE);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(SITE);
    expect(allowed.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    const refused = await preflight(OTHER_SITE);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('gives no CORS header to another origin', async () => {
    const response = await post(
      app,
      { message: 'hello' },
      { ip: '198.51.100.11', headers: { Origin: OTHER_SITE } },
    );
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After and a message after 30 messages a minute from one IP', async () => {
    // The limit (rate-limiter-flexible) reads the system time: only Date is faked.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-15T10:00:00Z') });
    const app = createChatbotApp({ siteOrigins: [SITE] });
    for (let i = 0; i < 30; i += 1)
      expect((await post(app, { message: 'hello' }, { ip: '192.0.2.7' })).status).toBe(200);

    const limited = await post(app, { message: 'hello' }, { ip: '192.0.2.7' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('60');
    expect(limited.headers.get('Access-Control-Allow-Origin')).toBe(SITE);
    expect(await limited.json()).toEqual({
      code: 'http.tooManyRequests',
      message: chatbotMessages.tooMany(60),
      values: { seconds: 60 },
    });

    // A forged X-Forwarded-For does not make a new client; another socket address does.
    const forged = await post(
      app,
      { message: 'hello' },
      { ip: '192.0.2.7', headers: { 'X-Forwarded-For': '10.9.8.7' } },
    );
    expect(forged.status).toBe(429);
    expect((await post(app, { message: 'hello' }, { ip: '192.0.2.8' })).status).toBe(200);

    vi.setSystemTime(Date.now() + 45_000);
    expect((await post(app, { message: 'hello' }, { ip: '192.0.2.7' })).headers.get('Retry-After')).toBe(
      '15',
    );
    vi.setSystemTime(Date.now() + 15_000);
    expect((await post(app, { message: 'hello' }, { ip: '192.0.2.7' })).status).toBe(200);
    vi.useRealTimers();
  });
});

describe('error handler', () => {
  it('answers a thrown handler with a generic message and keeps serving', async () => {
    let fail = true;
    const flaky: IntentClassifier = {
      async classify() {
        if (fail) throw new Error('secret internals at /srv/model.bin');
        return { intent: 'greeting', confidence: 1 };
      },
    };
    const app = createChatbotApp({ siteOrigins: [SITE], classifier: Promise.resolve(flaky) });
    const original = console.error;
    console.error = () => undefined;
    try {
      const failed = await post(app, { message: 'hello' });
      expect(failed.status).toBe(500);
      expect(await failed.json()).toEqual({ message: chatbotMessages.serverError });
    } finally {
      console.error = original;
    }
    fail = false;
    const next = await post(app, { message: 'hello' });
    expect(next.status).toBe(200);
    expect((await next.json()).intent).toBe('greeting');
  });
});
