import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { type AttemptLimiter, type LimitRule, wrapLimiter } from './limiter';

/**
 * Where every attempt limit of the process lives: this process's memory by default, Redis when a URL is
 * given (then several instances share their counts). The API's limits and the chatbot's /predict limit
 * both come from here.
 */
export interface LimiterFactory {
  /** 'memory' or 'redis'. */
  readonly store: 'memory' | 'redis';
  /** A limiter; `name` keeps its keys apart from every other limiter's. */
  create(name: string, rule: LimitRule): AttemptLimiter;
  /** Whether the store answers (Redis PING within `timeoutMs`; memory always does). */
  ping(timeoutMs?: number): Promise<boolean>;
  /** Closes the Redis connection (nothing to do in memory). */
  close(): Promise<void>;
}

export interface LimiterFactoryOptions {
  /** redis:// or rediss:// URL; unset → memory. */
  redisUrl?: string | undefined;
  /** Put before every key (tests use a fresh one per run). Default 'hub'. */
  keyPrefix?: string;
}

export function createLimiterFactory(options: LimiterFactoryOptions = {}): LimiterFactory {
  const prefix = options.keyPrefix ?? 'hub';
  if (!options.redisUrl) {
    return {
      store: 'memory',
      create: (name, rule) =>
        wrapLimiter(
          new RateLimiterMemory({
            keyPrefix: `${prefix}:${name}`,
            points: rule.points,
            duration: rule.durationSeconds,
          }),
          rule,
        ),
      ping: async () => true,
      close: async () => undefined,
    };
  }
  // Commands wait for the connection instead of failing at once; a lost connection is retried.
  const client = new Redis(options.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  client.on('error', () => undefined);
  return {
    store: 'redis',
    create: (name, rule) =>
      wrapLimiter(
        new RateLimiterRedis({
          storeClient: client,
          keyPrefix: `${prefix}:${name}`,
          points: rule.points,
          duration: rule.durationSeconds,
        }),
        rule,
      ),
    async ping(timeoutMs = 1000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const answer = client.ping().then(
        (reply) => reply === 'PONG',
        () => false,
      );
      try {
        return await Promise.race([answer, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/**
 * Limiters made once per limiter factory: every caller of the same factory (an API route and the page form
 * that does the same thing, two routes sharing a count) gets the same limiters, since a memory limiter made
 * twice would count each attempt in only one of them.
 */
export function oncePerFactory<T>(make: (limits: LimiterFactory) => T): (limits: LimiterFactory) => T {
  const made = new WeakMap<LimiterFactory, T>();
  return (limits) => {
    let value = made.get(limits);
    if (value === undefined) {
      value = make(limits);
      made.set(limits, value);
    }
    return value;
  };
}

/** One limiter per named rule, each named after its rule. */
export function createLimiters<Name extends string>(
  limits: LimiterFactory,
  rules: Record<Name, LimitRule>,
): Record<Name, AttemptLimiter> {
  const entries = Object.entries<LimitRule>(rules).map(([name, rule]) => [name, limits.create(name, rule)]);
  return Object.fromEntries(entries) as Record<Name, AttemptLimiter>;
}
