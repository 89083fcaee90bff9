import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { makePrivateDir, PRIVATE_FILE_MODE } from './private-files';

/** Every environment variable the server reads, with its default. One schema; a bad value stops the start. */

const port = (fallback: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d{1,5}$/, 'must be a port number (1-65535)'),
    v.transform(Number),
    v.minValue(1, 'must be a port number (1-65535)'),
    v.maxValue(65535, 'must be a port number (1-65535)'),
  );

const optionalText = v.pipe(
  v.optional(v.string()),
  v.transform((value) => (value?.trim() ? value.trim() : undefined)),
);

const httpUrl = (message: string) =>
  v.pipe(
    v.string(),
    v.url(message),
    v.check((value) => /^https?:\/\//.test(value), message),
  );

/** A web origin as the browser sends it: scheme, host and optional port, nothing else. */
const origin = v.pipe(
  v.string(),
  v.check((value) => {
    try {
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) && url.origin === value;
    } catch {
      return false;
    }
  }, 'must be a comma-separated list of origins like http://localhost:3000'),
);

/**
 * Where browsers reach a service: an http(s) URL without credentials, query or fragment (its origin goes into
 * the CSP, so nothing else may ride along), without a trailing slash.
 */
const publicServiceUrl = v.pipe(
  v.string(),
  v.check((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && !url.username && !url.password && !url.search && !url.hash;
  }, 'must be an http(s) URL like https://chat.example.org, without credentials, query or fragment'),
  v.check((value) => !/[\s;,'"]/.test(value), 'must be a single URL'),
  v.transform((value) => value.replace(/\/+$/, '')),
);

const EnvSchema = v.object({
  PORT: port(3000),
  CHATBOT_PORT: port(8000),
  CHATBOT_PUBLIC_URL: v.optional(publicServiceUrl),
  /** The chat page's build-time chatbot address: the public one's default. */
  VITE_CHATBOT_URL: v.optional(publicServiceUrl),
  DATABASE_URL: v.pipe(
    optionalText,
    v.optional(
      v.pipe(
        v.string(),
        v.regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL'),
        v.check((value) => URL.canParse(value), 'must be a postgres:// URL'),
      ),
    ),
  ),
  DATA_DIR: v.pipe(v.optional(v.string(), '.data'), v.nonEmpty('must not be empty')),
  SMTP_URL: v.pipe(
    optionalText,
    v.optional(
      v.pipe(
        v.string(),
        v.regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL'),
        v.check((value) => URL.canParse(value), 'must be an smtp:// or smtps:// URL'),
      ),
    ),
  ),
  MAIL_FROM: v.pipe(
    v.optional(v.string(), 'Hub <no-reply@hub.example>'),
    v.regex(/^[^\r\n]*\S+@\S+[^\r\n]*$/, 'must be an address like Hub <no-reply@hub.example>'),
  ),
  JWT_SECRET: optionalText,
  SITE_ORIGIN: v.pipe(
    v.optional(v.string(), 'http://localhost:3000'),
    v.transform((value) =>
      value
        .split(',')
        .map((part) => part.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    ),
    v.minLength(1, 'must name at least one origin'),
    v.array(origin),
  ),
  PUBLIC_URL: v.pipe(
    v.optional(v.string(), 'http://localhost:3000'),
    httpUrl('must be an http(s) URL'),
    v.transform((value) => value.replace(/\/+$/, '')),
  ),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: v.pipe(
    v.optional(v.string(), 'https://www.googleapis.com/oauth2/v3/certs'),
    httpUrl('must be an http(s) URL'),
  ),
  NODE_ENV: v.optional(
    v.picklist(['development', 'production', 'test'], 'must be development, production or test'),
    'development',
  ),
  LOG_LEVEL: v.optional(
    v.picklist(['debug', 'info', 'warn', 'error', 'silent'], 'must be debug, info, warn, error or silent'),
    'info',
  ),
  WEB_DIR: optionalText,
  REDIS_URL: v.pipe(
    optionalText,
    v.optional(
      v.pipe(
        v.string(),
        v.regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL'),
        v.check((value) => URL.canParse(value), 'must be a redis:// or rediss:// URL'),
      ),
    ),
  ),
  TRUST_PROXY: v.pipe(
    v.optional(v.string(), '0'),
    v.regex(/^\d{1,2}$/, 'must be the number of proxies in front of the server (0-10)'),
    v.transform(Number),
    v.maxValue(10, 'must be the number of proxies in front of the server (0-10)'),
  ),
});

export interface Config {
  port: number;
  chatbotPort: number;
  /**
   * Where browsers reach the chatbot (CHATBOT_PUBLIC_URL; default VITE_CHATBOT_URL, else
   * http://localhost:<CHATBOT_PORT>): its origin is the CSP's chatbot entry in connect-src.
   */
  chatbotPublicUrl: string;
  /** Set: PostgreSQL. Unset: the embedded PGlite database under `<dataDir>/db`. */
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** HS256 key for session tokens, at least 32 bytes. */
  jwtSecret: string;
  /** Origins allowed by CORS (SITE_ORIGIN, comma separated). */
  siteOrigins: string[];
  /** Base URL used in links inside e-mails, without a trailing slash. */
  publicUrl: string;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Folder of the built web app to serve (WEB_DIR); unset: the repo's `dist/`. */
  webDir: string | undefined;
  /** Set: attempt limits and live events go through Redis (shared by every instance). Unset: in process. */
  redisUrl: string | undefined;
  /** Reverse proxies in front of the server whose X-Forwarded-For is trusted (0: none, the socket's address). */
  trustProxyHops: number;
  /** True when running the embedded demo (no DATABASE_URL, not production): demo seed and generated secret. */
  embedded: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const MIN_SECRET_BYTES = 32;

type Env = Record<string, string | undefined>;

/**
 * Parses the environment. Pure except for the embedded demo's JWT secret, which is read from (or generated
 * into) `<DATA_DIR>/jwt-secret` when JWT_SECRET is unset.
 */
export function loadConfig(env: Env = process.env): Config {
  const result = v.safeParse(EnvSchema, pickKnown(env));
  if (!result.success) {
    const lines = result.issues.map((issue) => {
      const key = v.getDotPath(issue)?.split('.')[0] ?? 'environment';
      return `${key}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration.\n  ${[...new Set(lines)].join('\n  ')}`);
  }
  const parsed = result.output;
  const embedded = parsed.DATABASE_URL === undefined && parsed.NODE_ENV !== 'production';

  let jwtSecret = parsed.JWT_SECRET;
  if (jwtSecret !== undefined && Buffer.byteLength(jwtSecret, 'utf8') < MIN_SECRET_BYTES) {
    throw new ConfigError(`Invalid configuration.\n  JWT_SECRET: must be at least ${MIN_SECRET_BYTES} bytes`);
  }
  if (jwtSecret === undefined) {
    if (!embedded) {
      throw new ConfigError(
        `Invalid configuration.\n  JWT_SECRET: is required (at least ${MIN_SECRET_BYTES} bytes) with DATABASE_URL or NODE_ENV=production`,
      );
    }
    jwtSecret = readOrCreateSecret(path.join(parsed.DATA_DIR, 'jwt-secret'));
  }

  return {
    port: parsed.PORT,
    chatbotPort: parsed.CHATBOT_PORT,
    chatbotPublicUrl:
      parsed.CHATBOT_PUBLIC_URL ?? parsed.VITE_CHATBOT_URL ?? `http://localhost:${parsed.CHATBOT_PORT}`,
    databaseUrl: parsed.DATABASE_URL,
    dataDir: parsed.DATA_DIR,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    jwtSecret,
    siteOrigins: parsed.SITE_ORIGIN,
    publicUrl: parsed.PUBLIC_URL,
    googleClientId: parsed.GOOGLE_CLIENT_ID,
    googleJwksUrl: parsed.GOOGLE_JWKS_URL,
    nodeEnv: parsed.NODE_ENV,
    logLevel: parsed.LOG_LEVEL,
    webDir: parsed.WEB_DIR,
    redisUrl: parsed.REDIS_URL,
    trustProxyHops: parsed.TRUST_PROXY,
    embedded,
  };
}

/** Only the variables the schema knows, with empty strings treated as unset. */
function pickKnown(env: Env): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.entries)) {
    const value = env[key];
    if (value !== undefined && value !== '') picked[key] = value;
  }
  return picked;
}

function readOrCreateSecret(file: string): string {
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (Buffer.byteLength(stored, 'utf8') >= MIN_SECRET_BYTES) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  makePrivateDir(path.dirname(file));
  writeFileSync(file, `${secret}\n`, { mode: PRIVATE_FILE_MODE });
  return secret;
}
