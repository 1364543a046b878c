import type { Logger } from '../../logger.ts';
import type { JobLeases } from './job-leases.ts';

/** Work that runs on a timer, in one process at a time however many API processes there are. */
export interface ScheduledJob {
  /** Names the job in logs. */
  name: string;
  /** Its fixed advisory-lock key: unique among the jobs, never reused for another job. */
  lockKey: number;
  everyMs: number;
  run(now: Date): Promise<void>;
}

export interface Scheduler {
  /** Runs every job whose lease this process holds (tests call it instead of waiting); the names run. */
  tick(): Promise<string[]>;
  /** Stops the timers, waits for a job that is running and gives the leases up. */
  stop(): Promise<void>;
}

/**
 * Runs each job every `everyMs` while this process holds its lease, never two runs of one job at
 * once in this process. A failing job is logged and tried again at its next time.
 */
export function createScheduler({
  jobs,
  leases,
  logger,
}: {
  jobs: readonly ScheduledJob[];
  leases: JobLeases;
  logger: Logger;
}): Scheduler & { start(): void } {
  const running = new Map<string, Promise<boolean>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  async function runIfHeld(job: ScheduledJob): Promise<boolean> {
    const log = logger.child({ job: job.name });
    try {
      if (!(await leases.holds(job.lockKey))) return false;
      await job.run(new Date());
      return true;
    } catch (error) {
      log.warn({ err: error }, 'scheduled job failed; it runs again at its next time');
      return false;
    }
  }

  function runOnce(job: ScheduledJob): Promise<boolean> {
    const current = running.get(job.name);
    if (current || stopped) return Promise.resolve(false);
    const run = runIfHeld(job).finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  }

  return {
    start() {
      for (const job of jobs) {
        const timer = setInterval(() => void runOnce(job), job.everyMs);
        // The timers alone never keep the process alive (a stopping process exits).
        timer.unref();
        timers.push(timer);
      }
    },
    async tick() {
      const ran: string[] = [];
      for (const job of jobs) if (await runOnce(job)) ran.push(job.name);
      return ran;
    },
    async stop() {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running.values());
      await leases.release();
    },
  };
}
