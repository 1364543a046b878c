import type { Logger } from '../logger.ts';

/**
 * What the API does with a fault no request caught (docs/resilience.md):
 * - a promise rejected with nobody listening (a fire-and-forget task such as a mail) is logged and
 *   the API keeps serving: the request that started it has already been answered;
 * - an uncaught exception leaves the process in an unknown state: it is logged as fatal and the
 *   process exits with 1, so `npm start` restarts it with back-off. It is never swallowed.
 */
export function handleProcessFaults(logger: Logger): void {
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'A promise was rejected with no handler; the API keeps serving.');
  });
  process.on('uncaughtException', (error, origin) => {
    logger.fatal({ err: error, origin }, 'Uncaught exception; the API stops.');
    process.exit(1);
  });
}
