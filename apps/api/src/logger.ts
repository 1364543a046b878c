import { stripVariables } from '@foundry/domain';
import { type DestinationStream, type Logger, pino } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

/**
 * Structured JSON logs on stdout (or `destination`); level from LOG_LEVEL. Every logged object
 * loses the variables error reports strip too (email, password, reCaptchaToken, …), at any depth.
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    base: { service: 'api' },
    // Never let a session cookie or token reach the logs.
    redact: ['req.headers.cookie', 'headers.cookie', 'token'],
    formatters: { log: (object: Record<string, unknown>) => stripVariables(object) },
  };
  return destination ? pino(options, destination) : pino(options);
}
