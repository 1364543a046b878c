import { sessions, signInAttempts } from '@foundry/db';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createJobLeases } from '../src/bootstrap/scheduled-jobs/job-leases.ts';
import { scheduledJobs } from '../src/bootstrap/scheduled-jobs/scheduled-jobs.ts';
import { createScheduler } from '../src/bootstrap/scheduled-jobs/scheduler.ts';
import { createMailer } from '../src/integrations/mail/create-mailer.ts';
import { createVatChecker } from '../src/integrations/vat/create-vat-checker.ts';
import { createAccountTestApp, signUp } from './account-helpers.ts';
import type { TestApp } from './harness.ts';

const HOUR_MS = 3_600_000;

describe('the scheduled jobs', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('each have their own lock key', () => {
    const keys = scheduledJobs({} as never, pino({ level: 'silent' }), {} as never).map((job) => job.lockKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('prune expired sessions and day-old sign-in attempts, keeping the rest', async () => {
    app = await createAccountTestApp();
    const { db } = app.database;
    const user = { id: Number((await signUp(app, 'sessions@example.com')).id) };
    const now = Date.now();
    await db.insert(sessions).values([
      {
        tokenHash: 'expired-session',
        userId: user.id,
        expiresAt: new Date(now - HOUR_MS),
        stayLoggedIn: false,
      },
      { tokenHash: 'live-session', userId: user.id, expiresAt: new Date(now + HOUR_MS), stayLoggedIn: false },
    ]);
    await db.insert(signInAttempts).values([
      {
        email: 'old@example.com',
        address: null,
        succeeded: false,
        attemptedAt: new Date(now - 25 * HOUR_MS),
      },
      { email: 'recent@example.com', address: null, succeeded: false, attemptedAt: new Date(now - HOUR_MS) },
    ]);

    const logger = pino({ level: 'silent' });
    const scheduler = createScheduler({
      jobs: scheduledJobs(db, logger, {
        mailer: createMailer(app.config.mail),
        vatChecker: createVatChecker(app.config.vat),
        urls: { publicUrl: app.config.publicUrl, apiUrl: app.config.apiUrl },
      }),
      leases: createJobLeases(app.database),
      logger,
    });
    // The embedded database has one process: it runs every job.
    expect(await scheduler.tick()).toEqual([
      'release-expired-orders',
      'prune-expired-sessions',
      'prune-sign-in-attempts',
      'bill-webfonts-months',
    ]);
    await scheduler.stop();

    const tokens = (await db.select({ tokenHash: sessions.tokenHash }).from(sessions)).map(
      (row) => row.tokenHash,
    );
    expect(tokens).toContain('live-session');
    expect(tokens).not.toContain('expired-session');
    const emails = (await db.select({ email: signInAttempts.email }).from(signInAttempts)).map(
      (row) => row.email,
    );
    expect(emails).toContain('recent@example.com');
    expect(emails).not.toContain('old@example.com');
  });
});
