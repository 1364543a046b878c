import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startChild } from './start-child.mjs';
import { supervise } from './supervise.mjs';

// Real child processes: tiny node scripts that exit (or not) as each case needs.
const work = mkdtempSync(join(tmpdir(), 'supervise-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const QUICK = { firstDelayMs: 100, maxDelayMs: 250, stableAfterMs: 5_000, maxCrashesInARow: 4 };

/** Supervises `node -e script`, recording when each run started and what was said. */
function superviseScript(script, policy = QUICK, env = {}) {
  const starts = [];
  const said = [];
  const supervised = supervise({
    name: 'worker',
    policy,
    say: (line) => said.push(line),
    start: () => {
      starts.push(Date.now());
      return startChild({
        name: 'worker',
        command: process.execPath,
        args: ['-e', script],
        cwd: work,
        env: { ...process.env, ...env },
      });
    },
  });
  return { supervised, starts, said };
}

const gaps = (starts) => starts.slice(1).map((at, index) => at - starts[index]);

describe('supervise', { timeout: 30_000 }, () => {
  it('restarts a crashing child with doubling delays and gives up after the crashes in a row', async () => {
    const sibling = superviseScript('setInterval(() => {}, 1000)');
    sibling.supervised.serving();
    const { supervised, starts, said } = superviseScript('process.exit(3)');
    supervised.serving();
    expect(await supervised.ended).toEqual({ reason: 'gave-up', code: 3, signal: null });
    expect(starts).toHaveLength(4);
    const [first, second, third] = gaps(starts);
    expect(first).toBeGreaterThanOrEqual(100);
    expect(second).toBeGreaterThanOrEqual(200);
    expect(third).toBeGreaterThanOrEqual(250);
    expect(said).toEqual([
      expect.stringMatching(
        /^The worker crashed \(code 3\) after .* s; restarting it in 0\.1 s \(crash 1 in a row/,
      ),
      expect.stringMatching(/restarting it in 0\.2 s \(crash 2 in a row/),
      expect.stringMatching(/restarting it in 0\.3 s \(crash 3 in a row/), // 250 ms: capped, not 400
      'The worker crashed 4 times in a row (last with code 3); giving up.',
    ]);
    // The other child was never touched.
    expect(sibling.supervised.running()).toBe(true);
    expect(sibling.starts).toHaveLength(1);
    await sibling.supervised.stop();
    expect(await sibling.supervised.ended).toMatchObject({ reason: 'stopped' });
  });

  it('starts a new series of delays after a run that lasted', async () => {
    // Runs 1, 2, 4, 5 crash at once; run 3 lasts 3 s, longer than stableAfterMs (a node start alone
    // can take half a second on a loaded machine, hence the margins).
    const counter = join(work, 'runs');
    const script = `const fs = require('node:fs');
      const run = (fs.existsSync(process.env.COUNTER) ? Number(fs.readFileSync(process.env.COUNTER, 'utf8')) : 0) + 1;
      fs.writeFileSync(process.env.COUNTER, String(run));
      setTimeout(() => process.exit(1), run === 3 ? 3000 : 0);`;
    const policy = { firstDelayMs: 50, maxDelayMs: 5_000, stableAfterMs: 2_000, maxCrashesInARow: 3 };
    const { supervised, starts, said } = superviseScript(script, policy, { COUNTER: counter });
    supervised.serving();
    expect(await supervised.ended).toEqual({ reason: 'gave-up', code: 1, signal: null });
    // Without the reset it would have given up after run 3.
    expect(starts).toHaveLength(5);
    expect(said[2]).toMatch(/restarting it in 0\.1 s \(crash 1 in a row/);
    expect(said[4]).toBe('The worker crashed 3 times in a row (last with code 1); giving up.');
  });

  it('does not restart a child that ends with 0 or on a stop signal', async () => {
    const clean = superviseScript('process.exit(0)');
    clean.supervised.serving();
    expect(await clean.supervised.ended).toEqual({ reason: 'exited', code: 0, signal: null });
    const interrupted = superviseScript("process.kill(process.pid, 'SIGINT')");
    interrupted.supervised.serving();
    expect(await interrupted.supervised.ended).toEqual({ reason: 'exited', code: null, signal: 'SIGINT' });
    expect([clean.starts.length, interrupted.starts.length]).toEqual([1, 1]);
  });

  it('does not restart a child that fails before it served', async () => {
    const { supervised, starts, said } = superviseScript('process.exit(2)');
    expect(await supervised.ended).toEqual({ reason: 'failed', code: 2, signal: null });
    expect(starts).toHaveLength(1);
    expect(said).toEqual([]);
  });

  it('restarts a child killed by another signal, and stop() cancels the pending restart', async () => {
    const slow = { ...QUICK, firstDelayMs: 60_000, maxDelayMs: 60_000 };
    const { supervised, starts, said } = superviseScript("process.kill(process.pid, 'SIGKILL')", slow);
    supervised.serving();
    while (said.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(said[0]).toMatch(/^The worker crashed \(signal SIGKILL\) .* restarting it in 60 s/);
    const stopped = Date.now();
    await supervised.stop();
    expect(Date.now() - stopped).toBeLessThan(1_000);
    expect(await supervised.ended).toMatchObject({ reason: 'stopped' });
    expect(starts).toHaveLength(1);
  });
});
