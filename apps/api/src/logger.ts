import { type Logger, pino } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

/** Structured JSON logs on stdout; level from LOG_LEVEL. */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'api' },
    // Never let a session cookie or token reach the logs.
    redact: ['req.headers.cookie', 'headers.cookie', 'token'],
  });
}
