import { type Database, openDatabase } from '@foundry/db';
import { sql } from '@foundry/db/orm';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createJobLeases, SCHEDULED_JOB_LOCK_SPACE } from '../src/bootstrap/scheduled-jobs/job-leases.ts';
import { createScheduler, type Scheduler } from '../src/bootstrap/scheduled-jobs/scheduler.ts';

// A key no real job uses, so an API process on the same server never competes with the test.
const TEST_JOB_KEY = 990_001;
const silent = pino({ level: 'silent' });

/** One API process's view: its own pool on the shared database, a scheduler with a counting job. */
async function startProcess(name: string, runs: string[]) {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL as string });
  const scheduler = createScheduler({
    jobs: [{ name: 'count', lockKey: TEST_JOB_KEY, everyMs: 60_000, run: async () => void runs.push(name) }],
    leases: createJobLeases(database),
    logger: silent,
  });
  return { name, database, scheduler };
}

/** The server process holding the test job's lock, if any. */
async function lockHolder(database: Database): Promise<number | null> {
  const result = await database.db.execute(
    sql`select pid from pg_locks where locktype = 'advisory' and classid = ${SCHEDULED_JOB_LOCK_SPACE}
        and objid = ${TEST_JOB_KEY} and objsubid = 2 and granted`,
  );
  const row = (result as unknown as { rows: { pid: number }[] }).rows[0];
  return row ? row.pid : null;
}

describe('scheduled jobs across processes on one PostgreSQL database', () => {
  const opened: { database: Database; scheduler: Scheduler }[] = [];
  afterEach(async () => {
    for (const { database, scheduler } of opened.splice(0)) {
      await scheduler.stop().catch(() => {});
      await database.close().catch(() => {});
    }
  });

  it('runs a job once per tick however many schedulers tick together', async () => {
    const runs: string[] = [];
    const a = await startProcess('a', runs);
    const b = await startProcess('b', runs);
    const c = await startProcess('c', runs);
    opened.push(a, b, c);
    for (let tick = 0; tick < 5; tick += 1) {
      await Promise.all([a.scheduler.tick(), b.scheduler.tick(), c.scheduler.tick()]);
    }
    expect(runs).toHaveLength(5);
    // The holder keeps the job: one process ran every tick.
    expect(new Set(runs).size).toBe(1);
  });

  it('hands the job over when its holder stops', async () => {
    const runs: string[] = [];
    const a = await startProcess('a', runs);
    const b = await startProcess('b', runs);
    opened.push(a, b);
    await a.scheduler.tick();
    await b.scheduler.tick();
    expect(runs).toEqual(['a']);
    await a.scheduler.stop();
    await b.scheduler.tick();
    await b.scheduler.tick();
    expect(runs).toEqual(['a', 'b', 'b']);
  });

  it('hands the job over when the holder loses its connection, and the old holder no longer runs it', async () => {
    const runs: string[] = [];
    const a = await startProcess('a', runs);
    const b = await startProcess('b', runs);
    opened.push(a, b);
    await a.scheduler.tick();
    const holder = await lockHolder(b.database);
    expect(holder).not.toBeNull();
    // As a server restart or a cut network would: the session holding the lock ends.
    await b.database.db.execute(sql`select pg_terminate_backend(${holder})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await Promise.all([a.scheduler.tick(), b.scheduler.tick()]);
    await Promise.all([a.scheduler.tick(), b.scheduler.tick()]);
    expect(runs).toHaveLength(3);
    expect(runs[0]).toBe('a');
    expect(await lockHolder(b.database)).not.toBe(holder);
  });

  it('gives a follower its pooled connection back', async () => {
    const runs: string[] = [];
    const a = await startProcess('a', runs);
    const b = await startProcess('b', runs);
    opened.push(a, b);
    await a.scheduler.tick();
    await b.scheduler.tick();
    const pool = b.database.kind === 'postgres' ? b.database.client : null;
    expect(pool?.totalCount).toBeGreaterThan(0);
    expect(pool?.idleCount).toBe(pool?.totalCount);
  });
});
