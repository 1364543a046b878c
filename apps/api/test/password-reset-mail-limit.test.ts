import { users } from '@foundry/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordResetMailRepository } from '../src/repositories/password-reset-mail-repository.ts';
import {
  MAX_RESET_MAILS_PER_WINDOW,
  mayMailPasswordReset,
  RESET_MAIL_WINDOW_MINUTES,
} from '../src/services/accounts/password-reset-throttle.ts';
import { createTestApp, type TestApp } from './harness.ts';

// The reset-mail limit lives in the database: two repositories over one database stand for two API
// processes, and a burst of concurrent requests (real connections on PostgreSQL) passes it 3 times.

describe('the password-reset mail limit, shared by every process', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function account(email: string): Promise<number> {
    const [row] = await app.database.db
      .insert(users)
      .values({ email, name: 'Reset' })
      .returning({ id: users.id });
    if (!row) throw new Error('user not inserted');
    return row.id;
  }

  it('counts mails sent through one process against the other, and forgets them after the window', async () => {
    const userId = await account('shared-limit@example.com');
    const processA = createPasswordResetMailRepository(app.database.db);
    const processB = createPasswordResetMailRepository(app.database.db);
    const start = new Date();
    expect(await mayMailPasswordReset(processA, userId, start)).toBe(true);
    expect(await mayMailPasswordReset(processB, userId, start)).toBe(true);
    expect(await mayMailPasswordReset(processA, userId, start)).toBe(true);
    expect(await mayMailPasswordReset(processB, userId, start)).toBe(false);
    expect(await mayMailPasswordReset(processA, userId, start)).toBe(false);
    const later = new Date(start.getTime() + RESET_MAIL_WINDOW_MINUTES * 60_000 + 1);
    expect(await mayMailPasswordReset(processB, userId, later)).toBe(true);
  });

  it('lets exactly three of a concurrent burst through', async () => {
    const userId = await account('burst-limit@example.com');
    const now = new Date();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        mayMailPasswordReset(createPasswordResetMailRepository(app.database.db), userId, now).then(
          (allowed) => ({ index, allowed }),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(MAX_RESET_MAILS_PER_WINDOW);
  });

  it('keeps each account its own count', async () => {
    const first = await account('first-limit@example.com');
    const second = await account('second-limit@example.com');
    const mails = createPasswordResetMailRepository(app.database.db);
    const now = new Date();
    for (let sent = 0; sent < MAX_RESET_MAILS_PER_WINDOW; sent++)
      await mayMailPasswordReset(mails, first, now);
    expect(await mayMailPasswordReset(mails, first, now)).toBe(false);
    expect(await mayMailPasswordReset(mails, second, now)).toBe(true);
  });
});
