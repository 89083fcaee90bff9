/** A tiny levelled logger (LOG_LEVEL). One line per event; callers never pass secrets or bodies. */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(level: LogLevel = 'info', sink: (line: string) => void = defaultSink): Logger {
  const at = (messageLevel: Exclude<LogLevel, 'silent'>) => (message: string) => {
    if (rank[messageLevel] >= rank[level]) sink(`${messageLevel.toUpperCase()} ${message}`);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

function defaultSink(line: string): void {
  if (line.startsWith('ERROR') || line.startsWith('WARN')) console.error(line);
  else console.log(line);
}

/** A logger that keeps its lines, for tests. */
export function createMemoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { ...createLogger('debug', (line) => lines.push(line)), lines };
}
