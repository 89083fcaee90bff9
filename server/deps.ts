import type { Clock } from '@lib/clock';
import type { LimiterFactory } from '@lib/limits/factory';
import type { Config } from './config';
import type { Database } from './db/client';
import type { ReadCache } from './http/read-cache';
import type { LiveBus } from './live/bus';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { Presence } from './messaging/presence';

/** Everything a route needs, injected so tests can swap any part (PGlite clone, captured mailer, manual clock). */
export interface AppDeps {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  config: Config;
  /** Live events fan-out; defaults to the in-process bus (bin/serve.ts passes the Redis one with REDIS_URL). */
  live?: LiveBus;
  /** Who has an open live stream; defaults to this process's memory (bin/serve.ts passes Redis with REDIS_URL). */
  presence?: Presence;
  /** Defaults to a logger at `config.logLevel`. */
  logger?: Logger;
  /** Where attempt limits are counted; defaults to this process's memory. */
  limits?: LimiterFactory;
  /** Folder of the built web app (`dist/`); when absent or not built, only the API is served. */
  webRoot?: string;
}

/** AppDeps with the defaults filled in and the read cache: what resource sub-apps receive. */
export type RouteDeps = AppDeps & {
  /** The public read APIs' in-memory copies (server/http/read-cache.ts). */
  reads: ReadCache;
  logger: Logger;
  limits: LimiterFactory;
  live: LiveBus;
  presence: Presence;
};
