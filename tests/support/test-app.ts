import { createManualClock } from '@lib/clock';
import { createApp } from '@server/app';
import type { Config } from '@server/config';
import type { AppDeps } from '@server/deps';
import type { LiveBus } from '@server/live/bus';
import { createMemoryLogger } from '@server/logger';
import { createCapturedMailer } from '@server/mail/captured-mailer';
import type { Presence } from '@server/messaging/presence';
import { createTestDatabase, type TestDatabase } from './test-db';

/** A complete config for tests: embedded, a fixed 32+ byte secret, nothing read from the environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 3000,
    chatbotPort: 8000,
    chatbotPublicUrl: `http://localhost:${overrides.chatbotPort ?? 8000}`,
    databaseUrl: undefined,
    dataDir: '.data-test',
    smtpUrl: undefined,
    mailFrom: 'Hub <no-reply@hub.example>',
    jwtSecret: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    siteOrigins: ['http://localhost:3000'],
    publicUrl: 'http://localhost:3000',
    googleClientId: 'test-client-id.apps.googleusercontent.com',
    googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    nodeEnv: 'test',
    logLevel: 'silent',
    webDir: undefined,
    redisUrl: undefined,
    trustProxyHops: 0,
    embedded: true,
    ...overrides,
  };
}

/**
 * The real app on a fresh migrated database (see test-db.ts), a captured mailer, a manual clock (at `now`,
 * else a fixed date) and a logger that keeps its lines. Call once per file (beforeAll) and `close()` in afterAll.
 *
 * ```ts
 * let t: TestApp;
 * beforeAll(async () => { t = await createTestApp(); });
 * afterAll(() => t.close());
 * const res = await t.app.request('/api/health');
 * ```
 */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    webRoot?: string;
    testDb?: TestDatabase;
    live?: LiveBus;
    presence?: Presence;
    now?: Date;
  } = {},
) {
  const testDb = options.testDb ?? (await createTestDatabase());
  const mailer = createCapturedMailer();
  const clock = createManualClock(options.now);
  const logger = createMemoryLogger();
  const config = testConfig(options.config);
  const deps = {
    db: testDb.db,
    mailer,
    clock,
    config,
    logger,
    webRoot: options.webRoot,
    ...(options.live && { live: options.live }),
    ...(options.presence && { presence: options.presence }),
  } satisfies AppDeps;
  const app = createApp(deps);
  return { app, ...deps, testDb, close: () => testDb.close() };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
