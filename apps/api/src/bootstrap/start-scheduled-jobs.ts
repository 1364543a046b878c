import type { Database } from '@foundry/db';
import type { Logger } from '../logger.ts';
import { createJobLeases } from './scheduled-jobs/job-leases.ts';
import { type ScheduledJobServices, scheduledJobs } from './scheduled-jobs/scheduled-jobs.ts';
import { createScheduler, type Scheduler } from './scheduled-jobs/scheduler.ts';

/** Starts this process's timers for the scheduled jobs; `stop()` it before closing the database. */
export function startScheduledJobs(
  database: Database,
  logger: Logger,
  services: ScheduledJobServices,
): Scheduler {
  const log = logger.child({ component: 'scheduler' });
  const scheduler = createScheduler({
    jobs: scheduledJobs(database.db, log, services),
    leases: createJobLeases(database),
    logger: log,
  });
  scheduler.start();
  return scheduler;
}
