import { serve } from '@hono/node-server';
import * as v from 'valibot';
import { createChatbotApp } from './app';

/**
 * Runs the chatbot service on its own (`tsx chatbot/main.ts`, used by `npm run dev`). `npm start`
 * serves the same `createChatbotApp` from bin/serve.ts.
 *   CHATBOT_PORT   port to listen on (default 8000)
 *   SITE_ORIGIN    comma-separated origins allowed by CORS, as for the main server (default: the Vite dev
 *                  server and the built site on localhost)
 */
const DEFAULT_SITE_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:3000',
  'http://127.0.0.1:3000',
];

const Env = v.object({
  CHATBOT_PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, 'CHATBOT_PORT must be a port number'),
      v.transform(Number),
      v.integer(),
      v.minValue(1, 'CHATBOT_PORT must be a port number'),
      v.maxValue(65535, 'CHATBOT_PORT must be a port number'),
    ),
    '8000',
  ),
  SITE_ORIGIN: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim().replace(/\/+$/, ''))
          .filter(Boolean),
      ),
      v.array(
        v.pipe(v.string(), v.url('SITE_ORIGIN must be comma-separated origins like http://localhost:3000')),
      ),
    ),
  ),
});

const parsed = v.safeParse(Env, process.env);
if (!parsed.success) {
  console.error(
    `chatbot: ${parsed.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`).join('; ')}`,
  );
  process.exit(1);
}
const port = parsed.output.CHATBOT_PORT;
const siteOrigins = parsed.output.SITE_ORIGIN ?? DEFAULT_SITE_ORIGINS;

const app = createChatbotApp({ siteOrigins });
await app.ready;
serve({ fetch: app.fetch, port }, (info) => {
  console.log(`chatbot: listening on http://localhost:${info.port} (CORS: ${siteOrigins.join(', ')})`);
});
