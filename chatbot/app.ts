import { type ChatLanguage, chatLanguages, PredictRequest } from '@contracts/predict';
import { statusText } from '@contracts/text-codes';
import { trustProxy } from '@lib/http/client-ip';
import { rateLimit } from '@lib/http/rate-limit';
import { validate } from '@lib/http/validate';
import { createLimiterFactory, type LimiterFactory } from '@lib/limits/factory';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { MiddlewareHandler } from 'hono/types';
import { getClassifier, type IntentClassifier } from './classifier';
import { detectLanguage } from './language';
import { createPredictor } from './predict';

export const PREDICT_BODY_LIMIT_BYTES = 16 * 1024;
export const PREDICT_RATE_LIMIT = { limit: 30, windowMs: 60_000 } as const;
/** HTTPS only for a year, subdomains too: the same rule as the site's own answers. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export const chatbotMessages = {
  notJson: 'Content-Type must be application/json.',
  tooLarge: 'Message is too large.',
  malformedJson: 'Malformed JSON in request body.',
  notFound: 'Not found.',
  serverError: 'Something went wrong. Please try again.',
  tooMany: (seconds: number) =>
    `Too many messages. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
} as const;

export interface ChatbotAppOptions {
  /** Origins allowed by CORS, e.g. ['http://localhost:3000']. Nothing else gets CORS headers. */
  siteOrigins: string[];
  /** Per client IP (from the socket). Default 30 per minute. */
  rateLimit?: { limit: number; windowMs: number };
  /** Where the limit is counted (shared with the API by bin/serve.ts); default this process's memory. */
  limits?: LimiterFactory;
  /** Reverse proxies in front whose X-Forwarded-For is trusted (TRUST_PROXY); default 0. */
  trustProxyHops?: number;
  /** Tests may inject a model; by default the process-wide one of `getClassifier()`. */
  classifier?: Promise<IntentClassifier>;
}

export type ChatbotApp = Hono & {
  /**
   * Resolves once the intent model is trained (well under a second). Training starts when the app is
   * created; a /predict that arrives earlier simply waits for it, so awaiting this is optional
   * (`bin/serve.ts` may await it before logging "ready").
   */
  ready: Promise<void>;
};

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * The chatbot service, on its own port: POST /predict {message, context, options} →
 * {text, intent, confidence, detected_language}, plus GET /health. `options.language` (the chat page's
 * language) is the answer's language when the message is too short or ambiguous to detect its own.
 */
export function createChatbotApp(options: ChatbotAppOptions): ChatbotApp {
  const rule = options.rateLimit ?? PREDICT_RATE_LIMIT;
  const limiter = (options.limits ?? createLimiterFactory()).create('predictPerIp', {
    points: rule.limit,
    durationSeconds: rule.windowMs / 1000,
  });
  const classifier = options.classifier ?? getClassifier();
  let trained = false;
  const ready = classifier.then(() => {
    trained = true;
  });
  // Avoid an unhandled rejection when nobody awaits `ready`; /predict reports a failed training as a 500.
  ready.catch(() => undefined);

  const app = new Hono();

  app.use('*', trustProxy(options.trustProxyHops ?? 0));

  // A JSON API: nothing may be framed, run or loaded from its answers (the site's own headers, API-strict),
  // and, like the site, reached over HTTPS only once a browser has seen it so.
  app.use('*', async (c, next) => {
    await next();
    c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    c.header('X-Frame-Options', 'DENY');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cross-Origin-Resource-Policy', 'same-site');
    c.header('Cache-Control', 'no-store');
  });
  app.use(
    '*',
    cors({
      origin: options.siteOrigins,
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Content-Type'],
      exposeHeaders: ['Retry-After'],
      maxAge: 600,
    }),
  );

  const rateLimited = rateLimit(limiter, {
    message: (seconds) => ({
      ...statusText(429),
      message: chatbotMessages.tooMany(seconds),
      values: { seconds },
    }),
  });

  const jsonOnly: MiddlewareHandler = async (c, next) => {
    if (!JSON_TYPE.test(c.req.header('Content-Type') ?? '')) {
      return c.json({ message: chatbotMessages.notJson }, 415);
    }
    await next();
  };

  app.get('/health', (c) => c.json({ status: 'ok', ready: trained }));

  app.post(
    '/predict',
    rateLimited,
    jsonOnly,
    bodyLimit({
      maxSize: PREDICT_BODY_LIMIT_BYTES,
      onError: (c) => c.json({ message: chatbotMessages.tooLarge }, 413),
    }),
    validate('json', PredictRequest),
    async (c) => {
      const { message, options } = c.req.valid('json');
      const predict = createPredictor({ classifier: await classifier, detectLanguage });
      return c.json(await predict(message, chatLanguageOf(options.language)));
    },
  );

  app.notFound((c) => c.json({ message: chatbotMessages.notFound }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      // The JSON validator throws 400 for a body that is not JSON at all.
      const message =
        error.status === 400 ? chatbotMessages.malformedJson : error.message || chatbotMessages.serverError;
      return c.json({ message }, error.status);
    }
    console.error('chatbot: unhandled error', error);
    return c.json({ message: chatbotMessages.serverError }, 500);
  });

  return Object.assign(app, { ready });
}

/** `options.language` (the chat page's language) when it is one the chatbot answers in; else nothing. */
function chatLanguageOf(value: unknown): ChatLanguage | undefined {
  return chatLanguages.find((language) => language === value);
}
