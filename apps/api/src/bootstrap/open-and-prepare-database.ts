import {
  type Database,
  migrateDatabase,
  type OpenDatabaseOptions,
  openDatabase,
  readMigrationStatus,
} from '@foundry/db';
import { seedDemoCatalogue } from '@foundry/db/seed/seed-demo-catalogue';
import type { Config } from '../config.ts';
import type { FileStorage } from '../integrations/storage/file-storage.ts';
import type { Logger } from '../logger.ts';
import { reasonOf, StartupError } from './startup-error.ts';

async function open(config: Config, options: OpenDatabaseOptions = {}): Promise<Database> {
  try {
    return await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl, ...options } : { dataDir: config.dataDir },
    );
  } catch (error) {
    // openDatabase already names the server (without its password) for DATABASE_URL failures.
    throw new StartupError(
      config.databaseUrl
        ? `${reasonOf(error)}.`
        : `Cannot open the embedded database in ${config.dataDir}/db: ${reasonOf(error)}.`,
    );
  }
}

/**
 * Brings the schema up to date at start, or with SKIP_MIGRATIONS only looks: a database that is
 * behind is left alone (the deploy runs `npm run migrate`; /readyz answers 503 until then) and is
 * not seeded. True when the schema is current.
 */
async function migrateUnlessSkipped(database: Database, config: Config, logger: Logger): Promise<boolean> {
  if (!config.skipMigrations) {
    await migrateDatabase(database);
    return true;
  }
  const { pending } = await readMigrationStatus(database.db);
  if (pending.length === 0) return true;
  logger.warn(
    { pending: pending.map((migration) => migration.tag) },
    'SKIP_MIGRATIONS: the database is behind this build; not ready until `npm run migrate` has run.',
  );
  return false;
}

/**
 * Opens the database (PGlite under DATA_DIR, or DATABASE_URL), applies the committed migrations
 * (unless SKIP_MIGRATIONS, see docs/deploy.md) and seeds the demo catalogue on the first start;
 * later starts keep the data. On a server, migrations and the first seed run without the statement
 * timeout (a long migration is not a stuck request); the pool that serves requests has it
 * (docs/resilience.md).
 */
export async function openAndPrepareDatabase(
  config: Config,
  storage: FileStorage,
  logger: Logger,
): Promise<Database> {
  const database = await prepareDatabase(config, storage, logger);
  if (database.kind !== 'postgres') return database;
  await database.close();
  return openDatabaseForRequests(config, logger);
}

/**
 * Migrates and seeds as openAndPrepareDatabase does and answers the database still open, without the
 * statement timeout of requests.
 */
export async function prepareDatabase(
  config: Config,
  storage: FileStorage,
  logger: Logger,
): Promise<Database> {
  const database = await open(config);
  try {
    if (await migrateUnlessSkipped(database, config, logger)) {
      // The seed is idempotent: it changes nothing once the catalogue is there (later starts keep data).
      const { seeded } = await seedDemoCatalogue(database.db, {
        put: (key, bytes, contentType) => storage.put(key, bytes, contentType),
      });
      if (seeded) logger.info('Seeded the demo catalogue (first start).');
    }
  } catch (error) {
    await database.close().catch(() => {});
    throw new StartupError(`Cannot prepare the database: ${reasonOf(error)}.`);
  }
  return database;
}

/** Opens an already prepared database as requests use it (on a server: with the statement timeout). */
export function openDatabaseForRequests(config: Config, logger: Logger): Promise<Database> {
  if (!config.databaseUrl) return open(config);
  return open(config, {
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    onConnectionError: (error) =>
      logger.warn({ err: error }, 'Lost a database connection; the next request opens a new one.'),
  });
}
