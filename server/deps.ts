import type { Clock } from '@lib/clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { LiveBus } from './live/bus';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';

/** Everything a route needs, injected so tests can swap any part (PGlite clone, captured mailer, manual clock). */
export interface AppDeps {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  config: Config;
  /** Live events fan-out; defaults to the in-process bus (bin/serve.ts passes the Redis one with REDIS_URL). */
  live?: LiveBus;
  /** Defaults to a logger at `config.logLevel`. */
  logger?: Logger;
  /** Folder of the built web app (`dist/`); when absent or not built, only the API is served. */
  webRoot?: string;
}

/** AppDeps with the defaults filled in: what resource sub-apps receive. */
export type RouteDeps = AppDeps & { logger: Logger; live: LiveBus };
