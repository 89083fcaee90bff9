import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '@server/config';
import { afterEach, describe, expect, it } from 'vitest';

const dirs: string[] = [];
function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hub-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const strongSecret = 'x'.repeat(32);

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: tempDataDir(), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected loadConfig to fail');
}

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const dataDir = tempDataDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      chatbotPort: 8000,
      databaseUrl: undefined,
      dataDir,
      smtpUrl: undefined,
      mailFrom: 'Hub <no-reply@hub.example>',
      siteOrigins: ['http://localhost:3000'],
      publicUrl: 'http://localhost:3000',
      googleClientId: undefined,
      googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      nodeEnv: 'development',
      logLevel: 'info',
      redisUrl: undefined,
      trustProxyHops: 0,
      embedded: true,
    });
  });

  it('parses explicit values', () => {
    const config = loadConfig({
      PORT: '8080',
      CHATBOT_PORT: '9000',
      DATABASE_URL: 'postgres://root@127.0.0.1:5432/test',
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      JWT_SECRET: strongSecret,
      SITE_ORIGIN: 'https://hub.example, https://www.hub.example/',
      PUBLIC_URL: 'https://hub.example/',
      GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 8080,
      chatbotPort: 9000,
      databaseUrl: 'postgres://root@127.0.0.1:5432/test',
      smtpUrl: 'smtp://user:pass@mail.example:587',
      jwtSecret: strongSecret,
      siteOrigins: ['https://hub.example', 'https://www.hub.example'],
      publicUrl: 'https://hub.example',
      googleClientId: 'abc.apps.googleusercontent.com',
      nodeEnv: 'production',
      logLevel: 'warn',
      redisUrl: 'redis://127.0.0.1:6379',
      trustProxyHops: 1,
      embedded: false,
    });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['CHATBOT_PORT', { CHATBOT_PORT: '0' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/db' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example' }],
    ['SITE_ORIGIN', { SITE_ORIGIN: 'localhost:3000' }],
    ['SITE_ORIGIN', { SITE_ORIGIN: 'https://hub.example/path' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['GOOGLE_JWKS_URL', { GOOGLE_JWKS_URL: 'ftp://keys.example' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['MAIL_FROM', { MAIL_FROM: 'nobody' }],
    ['JWT_SECRET', { JWT_SECRET: 'short' }],
    ['REDIS_URL', { REDIS_URL: 'http://127.0.0.1:6379' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'yes' }],
    ['TRUST_PROXY', { TRUST_PROXY: '11' }],
  ])('names %s when its value is bad', (name, env) => {
    expect(errorOf(env)).toMatch(new RegExp(`^\\s*${name}: `, 'm'));
  });

  it('requires JWT_SECRET with DATABASE_URL or in production', () => {
    expect(errorOf({ DATABASE_URL: 'postgres://root@127.0.0.1:5432/test' })).toMatch(
      /JWT_SECRET: is required/,
    );
    expect(errorOf({ NODE_ENV: 'production' })).toMatch(/JWT_SECRET: is required/);
  });

  it('generates the embedded demo secret once and keeps it in <DATA_DIR>/jwt-secret', () => {
    const dataDir = tempDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(Buffer.byteLength(first.jwtSecret)).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });
});
