import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

describe('createLogger', () => {
  it('strips the variables from whatever is logged', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger({ logLevel: 'info' }, sink);
    logger.info(
      { operationName: 'AccountLogin', variables: { email: 'a@b.test', input: { userInput: 'x' } } },
      'op',
    );
    logger.child({ requestId: 'r1' }).warn({ password: 'hunter2' }, 'child');
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged[0]).toMatchObject({ operationName: 'AccountLogin', variables: { input: {} }, msg: 'op' });
    expect(logged[1]).toMatchObject({ requestId: 'r1', msg: 'child' });
    expect(lines.join('')).not.toMatch(/a@b\.test|hunter2|"x"/);
  });
});
