import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../src/client.ts';
import { type SQL, sql } from '../src/orm.ts';
import { users } from '../src/schema/index.ts';
import { openFromTemplate } from '../src/testing/test-database.ts';

// PostgreSQL only (excluded from the PGlite pass in vitest.config.ts): timeouts and dropped
// connections are a server's. An unhandled 'error' event would fail this file as an unhandled error.
describe('the PostgreSQL pool', () => {
  const lost: Error[] = [];
  let database: Database;
  let admin: pg.Client;
  beforeAll(async () => {
    database = await openFromTemplate(inject('databaseTemplate'), {
      statementTimeoutMs: 500,
      onConnectionError: (error) => lost.push(error),
    });
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    admin = new pg.Client({ connectionString: database.client.options.connectionString });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.close();
  });

  const rowsOf = async (query: SQL) =>
    ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  const terminateOthers = () =>
    admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );

  it('cancels a statement that runs longer than the timeout and keeps serving', async () => {
    const started = Date.now();
    const error = await database.db.execute(sql`SELECT pg_sleep(3)`).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(error).toMatchObject({ cause: { code: '57014' } });
    const answers = await Promise.all(Array.from({ length: 12 }, () => rowsOf(sql`SELECT 1 AS one`)));
    expect(answers.map((rows) => rows[0])).toEqual(Array(12).fill({ one: 1 }));
  });

  it('rolls back a transaction whose statement timed out and hands out a clean connection', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values({ email: 'slow@example.com', name: 'Slow' });
        await tx.execute(sql`SELECT pg_sleep(3)`);
      }),
    ).rejects.toThrow();
    const rows = await rowsOf(sql`SELECT count(*)::int AS n FROM users WHERE email = 'slow@example.com'`);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('survives connections dropped inside transactions and while idle, and opens new ones', async () => {
    lost.length = 0;
    // Warm idle connections, then hold three transactions open while the server drops everything.
    await Promise.all(Array.from({ length: 6 }, () => database.db.execute(sql`SELECT 1`)));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transactions = Array.from({ length: 3 }, (_, index) =>
      database.db.transaction(async (tx) => {
        await tx.insert(users).values({ email: `cut-${index}@example.com`, name: 'Cut' });
        await held;
        await tx.execute(sql`SELECT 1`);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { rowCount } = await terminateOthers();
    expect(rowCount).toBeGreaterThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    const settled = await Promise.allSettled(transactions);
    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(lost.length).toBeGreaterThanOrEqual(3);
    expect(lost.every((error) => /terminat/i.test(error.message))).toBe(true);

    const rows = await rowsOf(sql`SELECT count(*)::int AS n FROM users WHERE email LIKE 'cut-%'`);
    expect(rows[0]).toEqual({ n: 0 });
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values({ email: 'after-cut@example.com', name: 'After' });
    });
    const after = await rowsOf(
      sql`SELECT count(*)::int AS n FROM users WHERE email = 'after-cut@example.com'`,
    );
    expect(after[0]).toEqual({ n: 1 });
  });
});
