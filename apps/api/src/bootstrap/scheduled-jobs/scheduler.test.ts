import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { JobLeases } from './job-leases.ts';
import { createScheduler, type ScheduledJob } from './scheduler.ts';

const silent = pino({ level: 'silent' });

function leasesFor(held: Set<number>): JobLeases & { released: boolean } {
  return {
    released: false,
    holds: async (key) => held.has(key),
    async release() {
      this.released = true;
    },
  };
}

function job(name: string, lockKey: number, run: ScheduledJob['run'] = async () => {}): ScheduledJob {
  return { name, lockKey, everyMs: 60_000, run };
}

describe('createScheduler', () => {
  it('runs the jobs whose lease this process holds, and only those', async () => {
    const scheduler = createScheduler({
      jobs: [job('a', 1), job('b', 2), job('c', 3)],
      leases: leasesFor(new Set([1, 3])),
      logger: silent,
    });
    expect(await scheduler.tick()).toEqual(['a', 'c']);
  });

  it('logs a failing job and runs it again at its next time', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    let calls = 0;
    const failing = job('flaky', 1, async () => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
    });
    const scheduler = createScheduler({ jobs: [failing], leases: leasesFor(new Set([1])), logger });
    expect(await scheduler.tick()).toEqual([]);
    expect(lines.join()).toContain('database away');
    expect(await scheduler.tick()).toEqual(['flaky']);
  });

  it('never starts a job again while it is still running here', async () => {
    let finish: () => void = () => {};
    let runs = 0;
    const slow = job('slow', 1, () => {
      runs += 1;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    const scheduler = createScheduler({ jobs: [slow], leases: leasesFor(new Set([1])), logger: silent });
    const first = scheduler.tick();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await scheduler.tick()).toEqual([]);
    finish();
    expect(await first).toEqual(['slow']);
    expect(runs).toBe(1);
  });

  it('stops: waits for the running job, gives the leases up and runs nothing more', async () => {
    let finished = false;
    const leases = leasesFor(new Set([1]));
    const scheduler = createScheduler({
      jobs: [
        job('slow', 1, async () => {
          await new Promise((resolve) => setTimeout(resolve, 30));
          finished = true;
        }),
      ],
      leases,
      logger: silent,
    });
    scheduler.start();
    void scheduler.tick();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await scheduler.stop();
    expect(finished).toBe(true);
    expect(leases.released).toBe(true);
    expect(await scheduler.tick()).toEqual([]);
  });
});
