import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../src/client.ts';
import { eq } from '../src/orm.ts';
import { users } from '../src/schema/index.ts';
import { openFromTemplate } from '../src/testing/test-database.ts';

describe('openFromTemplate', () => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    first = await openFromTemplate(inject('databaseTemplate'));
    second = await openFromTemplate(inject('databaseTemplate'));
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('gives each caller its own copy', async () => {
    await first.db.insert(users).values({ email: 'Only.Here@example.com', name: 'Only Here' });
    expect(await first.db.select().from(users).where(eq(users.email, 'Only.Here@example.com'))).toHaveLength(
      1,
    );
    expect(await second.db.select().from(users).where(eq(users.email, 'Only.Here@example.com'))).toHaveLength(
      0,
    );
  });

  it('keeps e-mail addresses unique whatever their case', async () => {
    await second.db.insert(users).values({ email: 'case@example.com', name: 'A' });
    await expect(second.db.insert(users).values({ email: 'CASE@example.com', name: 'B' })).rejects.toThrow();
  });

  it('runs on the driver the suite was started for', () => {
    expect(first.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });
});
