import { pino } from 'pino';
import pretty from 'pino-pretty';

/**
 * The server's logger: pino, one JSON object per line (level, time, msg and fields) for a log pipeline, or
 * readable lines in development. Callers pass a message, or fields and a message; never bodies or secrets
 * (and `redact` removes the usual suspects should one slip in).
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogFields = Record<string, unknown>;

export interface LogFn {
  (message: string): void;
  (fields: LogFields, message: string): void;
}

export interface Logger {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

/** Where lines go: stdout by default; tests keep them. */
export interface LogDestination {
  write(line: string): void;
}

const secretKeys = ['password', 'passwordHash', 'otp', 'token', 'jwtSecret', 'secret'];

/**
 * Fields that never reach the output, at the top and one level down, and in header objects. A top-level
 * `code` is a one-time code; `err.code` (an error's SQLSTATE or errno) stays readable.
 */
export const REDACTED_PATHS = [
  ...secretKeys,
  'code',
  ...secretKeys.map((key) => `*.${key}`),
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
];

export function createLogger(
  level: LogLevel = 'info',
  destination?: LogDestination,
  options: { pretty?: boolean } = {},
): Logger {
  const stream =
    destination ?? (options.pretty ? pretty({ colorize: true, sync: true }) : pino.destination(1));
  return wrap(
    pino(
      {
        level,
        base: { service: 'hub' },
        redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      },
      stream,
    ),
  );
}

function wrap(log: pino.Logger): Logger {
  const at =
    (name: Exclude<LogLevel, 'silent'>): LogFn =>
    (first: string | LogFields, message?: string) => {
      if (typeof first === 'string') log[name](first);
      else log[name](first, message);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/**
 * What may be logged about an error: its class and its code (e.g. PostgreSQL's SQLSTATE), also of its cause.
 * Never its message: a failed query's message carries the query's parameters.
 */
export function errorFields(error: unknown): {
  type: string;
  code?: string;
  cause?: { type: string; code?: string };
} {
  const describe = (value: unknown) => {
    if (!(value instanceof Error)) return { type: typeof value };
    const code = (value as { code?: unknown }).code;
    return { type: value.constructor?.name || value.name, ...(typeof code === 'string' && { code }) };
  };
  const own = describe(error);
  const cause = error instanceof Error && error.cause !== undefined ? describe(error.cause) : undefined;
  return {
    ...own,
    ...(own.code === undefined && cause?.code !== undefined && { code: cause.code }),
    ...(cause && { cause }),
  };
}

/** A logger that keeps its JSON lines, for tests. */
export function createMemoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const logger = createLogger('debug', { write: (line) => lines.push(line.trimEnd()) });
  return { ...logger, lines };
}
