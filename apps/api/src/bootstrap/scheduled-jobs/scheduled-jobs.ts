import type { Db } from '@foundry/db';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { VatChecker } from '../../integrations/vat/vat-checker.ts';
import type { Logger } from '../../logger.ts';
import { createRepositories } from '../../repositories/repositories.ts';
import { SIGN_IN_WINDOW_MINUTES } from '../../services/accounts/sign-in-throttle.ts';
import { releaseExpiredOrders } from '../../services/orders/release-expired-orders.ts';
import { billWebfontsMonths } from '../../services/webfonts/bill-webfonts-months.ts';
import type { ScheduledJob } from './scheduler.ts';

const MINUTE_MS = 60_000;
const SIGN_IN_ATTEMPTS_KEPT_MINUTES = Math.max(24 * 60, SIGN_IN_WINDOW_MINUTES);

/**
 * The shop's timed work (docs/deploy.md, "Scheduled jobs"). Each lock key is fixed: changing one
 * while an older build still runs would let both builds run the job.
 */
export interface ScheduledJobServices {
  /** Sends the web font bills and pause notices. */
  mailer: Mailer;
  /** Confirms the VAT numbers the web font bills' VAT depends on. */
  vatChecker: VatChecker;
  /** Where the pay links in those mails point. */
  urls: { publicUrl: string; apiUrl: string };
}

export function scheduledJobs(db: Db, logger: Logger, services: ScheduledJobServices): ScheduledJob[] {
  const { countryVat, orders, sessions, signInAttempts, webfontsBilling } = createRepositories(db);
  return [
    {
      // Orders already sweep before each new one; this returns stock of a quiet shop too.
      name: 'release-expired-orders',
      lockKey: 1,
      everyMs: 10 * MINUTE_MS,
      run: async (now) => {
        await releaseExpiredOrders({ orders, logger }, now);
      },
    },
    {
      name: 'prune-expired-sessions',
      lockKey: 2,
      everyMs: 60 * MINUTE_MS,
      run: async (now) => {
        const pruned = await sessions.deleteExpired(now);
        if (pruned > 0) logger.info({ pruned }, 'expired sessions pruned');
      },
    },
    {
      // Only attempts within the throttle's window count; a day (far past it) is kept for support.
      name: 'prune-sign-in-attempts',
      lockKey: 3,
      everyMs: 60 * MINUTE_MS,
      run: async (now) => {
        const before = new Date(now.getTime() - SIGN_IN_ATTEMPTS_KEPT_MINUTES * MINUTE_MS);
        const pruned = await signInAttempts.deleteOlderThan(before);
        if (pruned > 0) logger.info({ pruned }, 'old sign-in attempts pruned');
      },
    },
    {
      // Bills finished months of hosted web font projects and pauses projects whose bill is overdue
      // (docs/webfonts.md, "Monthly billing"); hourly, so a new month is billed within the hour.
      name: 'bill-webfonts-months',
      lockKey: 4,
      everyMs: 60 * MINUTE_MS,
      run: async (now) => {
        await billWebfontsMonths({ billing: webfontsBilling, countryVat, logger, ...services }, now);
      },
    },
  ];
}
