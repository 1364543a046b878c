import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { createPostgresPool, type PostgresPoolOptions } from './postgres-pool.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

/** The one database type both drivers satisfy: repositories are written once against it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database =
  | { db: Db; kind: 'pglite'; client: PGlite; close(): Promise<void> }
  | { db: Db; kind: 'postgres'; client: pg.Pool; close(): Promise<void> };

export type OpenDatabaseOptions = {
  /** A Postgres server; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite keeps its files in `${dataDir}/db`; without it PGlite runs in memory. */
  dataDir?: string;
  /** A PGlite data directory dump (`dumpDataDir()`) to start from. */
  loadDataDir?: Blob;
} & PostgresPoolOptions;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options);
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = join(options.dataDir, 'db');
    await mkdir(dataDir, { recursive: true });
  }
  const client = new PGlite({
    // Search's trigram indexes (migration 0009) need pg_trgm, as on the server.
    extensions: { pg_trgm },
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', client, close: () => client.close() };
}

/** Names the server without its password, for error messages. */
export function describeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'an unparsable URL';
  }
}

async function openPostgres(databaseUrl: string, options: PostgresPoolOptions): Promise<Database> {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Error('DATABASE_URL is not a valid URL: expected postgres://user:password@host:port/database.');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql://, not ${url.protocol}//.`);
  }
  const pool = createPostgresPool(databaseUrl, options);
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Cannot connect to the database in DATABASE_URL (${describeDatabaseUrl(databaseUrl)}): ${reason}.`,
    );
  }
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', client: pool, close: () => pool.end() };
}
