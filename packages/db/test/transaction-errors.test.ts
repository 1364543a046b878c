import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../src/client.ts';
import { eq, sql } from '../src/orm.ts';
import { users } from '../src/schema/index.ts';
import { openFromTemplate } from '../src/testing/test-database.ts';

// On PGlite (one in-process connection) and on a server: a transaction that fails must leave the
// connection usable, or every request after it would hang or fail.
describe('a transaction that fails', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openFromTemplate(inject('databaseTemplate'));
  });
  afterAll(async () => {
    await database?.close();
  });

  const countOf = async (email: string) =>
    (await database.db.select().from(users).where(eq(users.email, email))).length;

  it('on a failing statement is rolled back and the next transaction and query run', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values({ email: 'half@example.com', name: 'Half' });
        await tx.execute(sql`SELECT 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(await countOf('half@example.com')).toBe(0);
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values({ email: 'whole@example.com', name: 'Whole' });
    });
    expect(await countOf('whole@example.com')).toBe(1);
  });

  it('on an error thrown between statements is rolled back and leaves no transaction open', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values({ email: 'thrown@example.com', name: 'Thrown' });
        throw new Error('a bug in the use-case');
      }),
    ).rejects.toThrow('a bug in the use-case');
    expect(await countOf('thrown@example.com')).toBe(0);
    // Outside a transaction again: a row written now survives a failing statement after it, and
    // the statement after that runs (inside a left-open transaction both would be lost).
    await database.db.insert(users).values({ email: 'kept@example.com', name: 'Kept' });
    await expect(database.db.execute(sql`SELECT 1 / 0`)).rejects.toThrow();
    expect(await countOf('kept@example.com')).toBe(1);
  });

  it('keeps serving when many fail at once', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        database.db.transaction(async (tx) => {
          await tx.insert(users).values({ email: `many-${index}@example.com`, name: 'Many' });
          if (index % 2 === 0) await tx.execute(sql`SELECT 1 / 0`);
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(5);
    const result = await database.db.execute(
      sql`SELECT count(*)::int AS n FROM users WHERE email LIKE 'many-%'`,
    );
    expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(5);
  });
});
