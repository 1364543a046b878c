import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, type Logger } from './logger.ts';
import { requestLogger } from './request-logger.ts';

function loggerToLines(): { logger: Logger; lines: () => Record<string, unknown>[] } {
  const written: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      written.push(String(chunk));
      done();
    },
  });
  const logger = createLogger({ logLevel: 'info' }, sink);
  return { logger, lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('requestLogger', () => {
  it('stamps every line with the request id, as a child logger does', () => {
    const { logger, lines } = loggerToLines();
    const log = requestLogger(logger, 'req-1');
    log.info({ operationName: 'Cart' }, 'first');
    log.warn('second');
    log.child({ job: 'mail' }).error('third');
    expect(lines()).toEqual([
      expect.objectContaining({ requestId: 'req-1', operationName: 'Cart', msg: 'first', service: 'api' }),
      expect.objectContaining({ requestId: 'req-1', msg: 'second' }),
      expect.objectContaining({ requestId: 'req-1', job: 'mail', msg: 'third' }),
    ]);
  });

  it('makes no child until the request logs, then the same one for every line', () => {
    const { logger } = loggerToLines();
    let children = 0;
    const child = logger.child.bind(logger);
    logger.child = ((...args: Parameters<Logger['child']>) => {
      children++;
      return child(...args);
    }) as Logger['child'];
    const log = requestLogger(logger, 'req-2');
    expect(children).toBe(0);
    expect(log.isLevelEnabled('debug')).toBe(false);
    log.info('one');
    log.info('two');
    expect(children).toBe(1);
  });

  it('keeps the level of the logger it was made from, and a level set on it', () => {
    const { logger, lines } = loggerToLines();
    const log = requestLogger(logger, 'req-3');
    expect(log.level).toBe('info');
    log.debug('hidden');
    log.level = 'debug';
    log.debug('shown');
    expect(lines().map((line) => line.msg)).toEqual(['shown']);
    expect(logger.level).toBe('info');
  });
});
