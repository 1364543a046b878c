import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { migrationsFolder } from './migrate.ts';

/** A committed migration, named by its file (`0003_shop_orders_payments_downloads`). */
export interface ShippedMigration {
  tag: string;
  createdAt: number;
}

export interface MigrationStatus {
  /** Shipped migrations the database has not applied yet, oldest first. */
  pending: ShippedMigration[];
  /** How many migrations the database records as applied. */
  applied: number;
}

/** The migrations this build ships, in order, with drizzle's timestamp for each. */
export function shippedMigrations(): ShippedMigration[] {
  // drizzle's journal lists them with the `when` its migrator stores as `created_at`.
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map((entry) => ({ tag: entry.tag, createdAt: entry.when }));
}

/**
 * Compares the database with the shipped migrations the way drizzle's migrator decides what to run:
 * every shipped migration newer than the newest applied one is pending. A database that was never
 * migrated has no `drizzle.__drizzle_migrations` table: everything is pending.
 */
export async function readMigrationStatus(db: Db): Promise<MigrationStatus> {
  const shipped = shippedMigrations();
  const exists = await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!rowsOf<{ present: boolean }>(exists)[0]?.present) return { pending: shipped, applied: 0 };
  const result = await db.execute(
    sql`select max(created_at)::text as newest, count(*)::text as applied from drizzle.__drizzle_migrations`,
  );
  const row = rowsOf<{ newest: string | null; applied: string }>(result)[0];
  const newest = row?.newest === null || row?.newest === undefined ? -1 : Number(row.newest);
  return {
    pending: shipped.filter((migration) => migration.createdAt > newest),
    applied: Number(row?.applied ?? 0),
  };
}

/** node-postgres and PGlite both answer `{ rows }`. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
