import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a tiny process that installs the handlers with the API's logger, then misbehaves. */
function runWithHandlers(fault: string) {
  const script = `
    import { createLogger } from './src/logger.ts';
    import { handleProcessFaults } from './src/bootstrap/handle-process-faults.ts';
    handleProcessFaults(createLogger({ logLevel: 'info' }));
    ${fault}
    setTimeout(() => { console.log('still serving'); process.exit(0); }, 200);
  `;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: apiDir,
    encoding: 'utf8',
    timeout: 60_000,
  });
  const logs = result.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
  return { status: result.status, stdout: result.stdout, logs };
}

describe('handleProcessFaults', { timeout: 90_000 }, () => {
  it('logs a rejection nobody handled and keeps the process running', () => {
    const { status, stdout, logs } = runWithHandlers("Promise.reject(new Error('stray task failed'));");
    expect(status).toBe(0);
    expect(stdout).toContain('still serving');
    expect(logs).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'A promise was rejected with no handler; the API keeps serving.',
        err: expect.objectContaining({ message: 'stray task failed' }),
      }),
    ]);
  });

  it('logs an uncaught exception as fatal and exits with 1 instead of carrying on', () => {
    const { status, stdout, logs } = runWithHandlers(
      "setTimeout(() => { throw new Error('state unknown'); }, 0);",
    );
    expect(status).toBe(1);
    expect(stdout).not.toContain('still serving');
    expect(logs).toEqual([
      expect.objectContaining({
        level: 60,
        msg: 'Uncaught exception; the API stops.',
        err: expect.objectContaining({ message: 'state unknown' }),
      }),
    ]);
  });
});
