import { createLogger, createMemoryLogger } from '@server/logger';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, signupBody } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Logs are structured JSON lines (pino) with request id, method, route, status and duration; a
 * failed query logs the error's class and code, never its parameters (hashes, e-mails, phones, passwords).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('a fault run leaks nothing into the log', () => {
  it('a failing sign-up insert logs class and code only', async () => {
    await t.db.execute(sql`alter table users add constraint no_new_users check (false) not valid`);
    try {
      const body = signupBody({
        phone: '+250788999111',
        password: 'Leaky-Passphrase-77',
        confirmPassword: 'Leaky-Passphrase-77',
      });
      const res = await postJson(t, '/signup', body, { ip: '10.12.0.1' });
      expect(res.status).toBe(500);
      const log = t.logger.lines.join('\n');
      expect(log).not.toContain('$argon2');
      expect(log).not.toContain(body.email);
      expect(log).not.toContain('+250788999111');
      expect(log).not.toContain('Leaky-Passphrase-77');
      const fault = parsed(t.logger.lines).find((entry) => entry.msg === 'unhandled error');
      expect(fault).toMatchObject({
        level: 50,
        method: 'POST',
        route: '/api/users/signup',
        err: { code: '23514' },
      });
      expect(fault?.err).toHaveProperty('type', expect.stringMatching(/Error$/));
    } finally {
      await t.db.execute(sql`alter table users drop constraint no_new_users`);
    }
  });
});

describe('request lines', () => {
  it('carry request id, method, route, status and duration; the id is answered in X-Request-Id', async () => {
    const res = await t.app.request('/api/members/not-a-member?token=very-secret-token');
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const line = parsed(t.logger.lines).findLast((entry) => entry.reqId === requestId);
    expect(line).toMatchObject({
      msg: 'request',
      method: 'GET',
      route: '/api/members/:id',
      status: res.status,
    });
    expect(typeof line?.durationMs).toBe('number');
    expect(t.logger.lines.join('\n')).not.toContain('very-secret-token');
  });
});

describe('redaction', () => {
  it('authorization headers, cookies, passwords, codes and tokens never reach the output', () => {
    const logger = createMemoryLogger();
    logger.info(
      {
        headers: { authorization: 'Bearer sekret-jwt', cookie: 'hub_device=sekret-cookie' },
        password: 'sekret-password',
        otp: '314159',
        code: '271828',
        token: 'sekret-token',
        user: { password: 'nested-sekret' },
      },
      'something happened',
    );
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).not.toMatch(/sekret|314159|271828/);
    expect(JSON.parse(logger.lines[0]!)).toMatchObject({ msg: 'something happened', password: '[redacted]' });
  });

  it('messages without fields and levels still work; silent logs nothing', () => {
    const logger = createMemoryLogger();
    logger.debug('debug line');
    logger.warn('warn line');
    expect(parsed(logger.lines).map((entry) => [entry.level, entry.msg])).toEqual([
      [20, 'debug line'],
      [40, 'warn line'],
    ]);
    const lines: string[] = [];
    createLogger('silent', { write: (line: string) => lines.push(line) }).error('nothing');
    expect(lines).toEqual([]);
  });
});
