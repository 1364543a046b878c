// Applies the committed migrations and exits: `npm run migrate`, once per deploy, before the
// processes start (docs/deploy.md). Migrates DATABASE_URL, or the PGlite in `${DATA_DIR}/db`.
import { resolve } from 'node:path';
import { describeDatabaseUrl, openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { readMigrationStatus, type ShippedMigration } from '../migration-status.ts';

export interface MigrateOptions {
  databaseUrl?: string;
  dataDir: string;
}

/** Migrates the database and returns the migrations this run applied (none when it was current). */
export async function migrateOnce(options: MigrateOptions): Promise<ShippedMigration[]> {
  const database = await openDatabase(
    options.databaseUrl ? { databaseUrl: options.databaseUrl } : { dataDir: options.dataDir },
  );
  try {
    const { pending } = await readMigrationStatus(database.db);
    await migrateDatabase(database);
    return pending;
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(process.env.DATA_DIR || './data');
  const where = databaseUrl ? describeDatabaseUrl(databaseUrl) : `the embedded database in ${dataDir}/db`;
  const applied = await migrateOnce({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  for (const migration of applied) process.stdout.write(`applied ${migration.tag}\n`);
  process.stdout.write(
    applied.length === 0
      ? `${where}: already current, nothing to apply.\n`
      : `${where}: applied ${applied.length} migration${applied.length === 1 ? '' : 's'}.\n`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  main().catch((error: unknown) => {
    process.stderr.write(`Migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
