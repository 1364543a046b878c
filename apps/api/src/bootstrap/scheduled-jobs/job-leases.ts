import type { Database } from '@foundry/db';
import type pg from 'pg';

/**
 * Which process runs a scheduled job: the one holding the job's lease. Leases on PostgreSQL are
 * session advisory locks, so when the holder stops or dies its connection closes and the next
 * process to ask takes the job over (docs/deploy.md, "Scheduled jobs").
 */
export interface JobLeases {
  /** Whether this process holds the job's lease, taking it when it is free. */
  holds(jobKey: number): Promise<boolean>;
  /** Gives every lease up, so another process takes the jobs at its next tick. */
  release(): Promise<void>;
}

// First key of the two-key advisory locks: scheduled jobs, apart from every other lock.
export const SCHEDULED_JOB_LOCK_SPACE = 5_150_002;

/** The embedded database is opened by one process only: it runs every job. */
const SOLE_PROCESS: JobLeases = {
  holds: async () => true,
  release: async () => {},
};

export function createJobLeases(database: Database): JobLeases {
  return database.kind === 'postgres' ? createAdvisoryJobLeases(database.client) : SOLE_PROCESS;
}

/**
 * Session advisory locks on one connection of the pool, kept only while it holds a lease: a process
 * that holds none gives the connection back. A lease believed held is checked in `pg_locks` each
 * time, so a connection the server dropped is noticed and the job is not run on a stale belief.
 */
export function createAdvisoryJobLeases(pool: pg.Pool): JobLeases {
  let connection: pg.PoolClient | null = null;
  const held = new Set<number>();
  const onError = (error: Error) => {
    if (connection) drop(connection, error);
  };

  /** Gives the connection up: back to the pool when it holds no lock, else (or broken) destroyed. */
  function drop(client: pg.PoolClient, error?: Error): void {
    if (connection !== client) return;
    connection = null;
    client.off('error', onError);
    const holding = held.size > 0;
    held.clear();
    // A pooled connection must never carry our locks: one that holds any is closed, which frees them.
    client.release(error ?? holding);
  }

  async function connect(): Promise<pg.PoolClient> {
    if (connection) return connection;
    const client = await pool.connect();
    client.on('error', onError);
    connection = client;
    return client;
  }

  async function stillHeld(client: pg.PoolClient, jobKey: number): Promise<boolean> {
    const { rows } = await client.query<{ held: boolean }>(
      `select exists (select 1 from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()
         and classid = $1 and objid = $2 and objsubid = 2 and granted) as held`,
      [SCHEDULED_JOB_LOCK_SPACE, jobKey],
    );
    return rows[0]?.held === true;
  }

  async function take(client: pg.PoolClient, jobKey: number): Promise<boolean> {
    const { rows } = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1, $2) as taken', [
      SCHEDULED_JOB_LOCK_SPACE,
      jobKey,
    ]);
    return rows[0]?.taken === true;
  }

  return {
    async holds(jobKey) {
      const client = await connect();
      try {
        const holding = held.has(jobKey) ? await stillHeld(client, jobKey) : await take(client, jobKey);
        if (holding) held.add(jobKey);
        else held.delete(jobKey);
        if (held.size === 0) drop(client);
        return holding;
      } catch (error) {
        drop(client, error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
    },
    async release() {
      const client = connection;
      if (!client) return;
      try {
        // Unlocked before the connection goes: the next process takes the jobs over at once,
        // without waiting for the server to notice a closed connection.
        await client.query('select pg_advisory_unlock_all()');
        held.clear();
        drop(client);
      } catch (error) {
        drop(client, error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
}
