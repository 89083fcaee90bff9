import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createChatbotApp } from '@chatbot/app';
import { type ServerType, serve } from '@hono/node-server';
import { systemClock } from '@lib/clock';
import { createLimiterFactory } from '@lib/limits/factory';
import { createApp } from '@server/app';
import { type Config, ConfigError, loadConfig } from '@server/config';
import { migrate, openDatabase } from '@server/db/client';
import { seedDemoData, shouldSeed } from '@server/db/seed';
import { createMemoryBus } from '@server/live/memory-bus';
import { createRedisBus } from '@server/live/redis-bus';
import { createLogger, errorFields, type Logger } from '@server/logger';
import { createMailer } from '@server/mail/create-mailer';
import { startCleanup } from '@server/maintenance/cleanup';
import { createMemoryPresence, createRedisPresence } from '@server/messaging/presence';
import { setPrivateUmask } from '@server/private-files';
import { startupBanner } from '@server/startup-banner';

/**
 * `npm start` / `npm run serve`: parse the config, open + migrate the database (seed the embedded demo),
 * serve the web app and the API on PORT and the chatbot on CHATBOT_PORT, shut down cleanly on SIGTERM/SIGINT.
 */

const defaultWebRoot = fileURLToPath(new URL('../dist', import.meta.url));
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port }, () => resolve(server));
    server.once('error', reject);
  });
}

/** Stops accepting connections, lets in-flight requests finish (up to the grace period), then resolves. */
function closeServer(server: ServerType, logger: Logger): Promise<void> {
  const http = server as Server;
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      logger.warn('[server] requests still running after the grace period; closing their connections');
      http.closeAllConnections?.();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    http.close(() => {
      clearTimeout(force);
      resolve();
    });
    // Keep-alive connections with no request in flight would otherwise hold close() open.
    http.closeIdleConnections?.();
  });
}

async function main(): Promise<void> {
  // Before anything is written: DATA_DIR's files (database, secret, mail) are for this user only.
  setPrivateUmask();
  const config = readConfig();
  // Readable lines in development on a terminal; JSON lines (one object each) everywhere else.
  const logger = createLogger(config.logLevel, undefined, {
    pretty: config.nodeEnv === 'development' && process.stdout.isTTY === true,
  });

  process.on('unhandledRejection', (reason) => {
    logger.error({ err: errorFields(reason) }, '[process] unhandled rejection');
  });

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database.db);
  if (shouldSeed(config) && (await seedDemoData(database.db, systemClock))) {
    logger.info('[db] seeded the demo data (admin@hub.example, member@hub.example)');
  }

  // Expired challenges, link tokens, idempotency keys and old outbox mail, then the embedded database's
  // VACUUM (ANALYZE): at start and hourly (stopped on shutdown).
  const cleanup = startCleanup(
    { db: database.db, clock: systemClock, dataDir: config.dataDir, driver: database.driver },
    logger,
  );
  const mailer = createMailer(config, logger);
  const webRoot = config.webDir ? path.resolve(config.webDir) : defaultWebRoot;
  const live = config.redisUrl
    ? createRedisBus(config.redisUrl, (error) => logger.error(`[live] redis: ${error.message}`))
    : createMemoryBus();
  // Who is online ('online now'): in Redis with expiry when several instances share REDIS_URL.
  const presence = config.redisUrl
    ? createRedisPresence(config.redisUrl, {
        onError: (error) => logger.error(`[presence] redis: ${error.message}`),
      })
    : createMemoryPresence();
  // One limiter store for the API and the chatbot: Redis when REDIS_URL is set (shared by every instance).
  const limits = createLimiterFactory({ redisUrl: config.redisUrl });
  const app = createApp({
    db: database.db,
    mailer,
    clock: systemClock,
    config,
    logger,
    webRoot,
    limits,
    live,
    presence,
  });
  const chatbot = createChatbotApp({
    siteOrigins: config.siteOrigins,
    limits,
    trustProxyHops: config.trustProxyHops,
  });

  const servers = [await listen(app.fetch, config.port), await listen(chatbot.fetch, config.chatbotPort)];
  await chatbot.ready.catch((error: unknown) => {
    logger.error(
      `[chatbot] model training failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  });

  console.log(startupBanner(config));

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`[server] ${signal} received; finishing requests and shutting down`);
    // Live streams end first (clients reconnect to another instance), so the servers can drain.
    await live.close();
    await presence.close();
    await Promise.all(servers.map((server) => closeServer(server, logger)));
    await cleanup.stop();
    await database.close();
    await limits.close();
    logger.info('[server] stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(`Hub failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
