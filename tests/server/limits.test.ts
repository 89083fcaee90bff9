import { randomBytes } from 'node:crypto';
import { createLimiterFactory, type LimiterFactory } from '@lib/limits/factory';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The one limiter factory (rate-limiter-flexible): memory by default, Redis with a URL. Redis runs on every
 * machine of this project at 127.0.0.1:6379; each run uses its own key prefix.
 */
const REDIS_URL = 'redis://127.0.0.1:6379';
const runPrefix = `hub-test-${randomBytes(6).toString('hex')}`;
const opened: LimiterFactory[] = [];
afterAll(async () => {
  await Promise.all(opened.map((factory) => factory.close()));
});

function open(store: 'memory' | 'redis', prefix = runPrefix): LimiterFactory {
  const factory = createLimiterFactory({
    redisUrl: store === 'redis' ? REDIS_URL : undefined,
    keyPrefix: prefix,
  });
  opened.push(factory);
  return factory;
}

describe.each(['memory', 'redis'] as const)('limits in %s', (store) => {
  it('counts parallel attempts atomically: exactly `points` of 50 pass', async () => {
    const limiter = open(store).create(`parallel-${store}`, { points: 7, durationSeconds: 60 });
    const verdicts = await Promise.all(Array.from({ length: 50 }, () => limiter.consume('k')));
    expect(verdicts.filter((verdict) => verdict.ok)).toHaveLength(7);
    const refused = verdicts.find((verdict) => !verdict.ok);
    expect(refused && !refused.ok && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused && !refused.ok && refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('a refund gives a point back; peek does not count; reset forgets; block refuses', async () => {
    const limiter = open(store).create(`ops-${store}`, { points: 2, durationSeconds: 60 });
    expect((await limiter.consume('a')).ok).toBe(true);
    expect((await limiter.consume('a')).ok).toBe(true);
    expect((await limiter.peek('a')).ok).toBe(true);
    expect((await limiter.consume('a')).ok).toBe(false);
    expect((await limiter.peek('a')).ok).toBe(false);
    await limiter.refund('a', 2);
    expect((await limiter.consume('a')).ok).toBe(true);
    await limiter.reset('a');
    expect(await limiter.peek('a')).toEqual({ ok: true, consumed: 0, remaining: 2 });
    await limiter.block('b', 30);
    const blocked = await limiter.consume('b');
    expect(blocked.ok).toBe(false);
    expect(!blocked.ok && blocked.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(!blocked.ok && blocked.retryAfterSeconds).toBeGreaterThan(25);
  });

  it('limiters with different names do not share keys', async () => {
    const factory = open(store);
    const one = factory.create(`one-${store}`, { points: 1, durationSeconds: 60 });
    const two = factory.create(`two-${store}`, { points: 1, durationSeconds: 60 });
    expect((await one.consume('same')).ok).toBe(true);
    expect((await two.consume('same')).ok).toBe(true);
  });
});

describe('several instances', () => {
  it('two factories on one Redis share their counts (two processes behind a proxy)', async () => {
    const prefix = `${runPrefix}-shared`;
    const first = open('redis', prefix).create('login', { points: 3, durationSeconds: 60 });
    const second = open('redis', prefix).create('login', { points: 3, durationSeconds: 60 });
    const verdicts = await Promise.all([
      ...Array.from({ length: 5 }, () => first.consume('ip')),
      ...Array.from({ length: 5 }, () => second.consume('ip')),
    ]);
    expect(verdicts.filter((verdict) => verdict.ok)).toHaveLength(3);
  });

  it('memory factories keep their own counts', async () => {
    const first = open('memory').create('login', { points: 1, durationSeconds: 60 });
    const second = open('memory').create('login', { points: 1, durationSeconds: 60 });
    expect((await first.consume('ip')).ok).toBe(true);
    expect((await second.consume('ip')).ok).toBe(true);
  });
});
