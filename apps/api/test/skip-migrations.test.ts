import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, migrateDatabase, readMigrationStatus, shippedMigrations } from '@foundry/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { openAndPrepareDatabase } from '../src/bootstrap/open-and-prepare-database.ts';
import { loadConfig } from '../src/config.ts';
import { createLocalFileStorage } from '../src/integrations/storage/local-file-storage.ts';
import { createLogger } from '../src/logger.ts';
import { API_URL } from './harness.ts';

describe('SKIP_MIGRATIONS=1 on a database that was never migrated', () => {
  let dataDir: string;
  let database: Database;
  const logs: Record<string, unknown>[] = [];
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'foundry-skip-migrations-'));
    const config = loadConfig({ API_URL, DATA_DIR: dataDir, SKIP_MIGRATIONS: '1', LOG_LEVEL: 'info' });
    const logger = createLogger(config, { write: (line: string) => void logs.push(JSON.parse(line)) });
    const storage = createLocalFileStorage(join(dataDir, 'files'), API_URL);
    database = await openAndPrepareDatabase(config, storage, logger);
    app = createApp({ config, database, storage, logger });
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const readyz = async () => {
    const response = await app.yoga.fetch(new URL('/readyz', API_URL));
    return { status: response.status, body: await response.json() };
  };

  it('starts without migrating or seeding, and says why it will not be ready', async () => {
    expect((await readMigrationStatus(database.db)).pending).toHaveLength(shippedMigrations().length);
    await expect(readdir(join(dataDir, 'files'))).rejects.toMatchObject({ code: 'ENOENT' });
    const warning = logs.find((line) => String(line.msg).startsWith('SKIP_MIGRATIONS'));
    expect(warning?.pending).toEqual(shippedMigrations().map((migration) => migration.tag));
  });

  it('is alive but not ready until the migrations are applied, then ready', async () => {
    expect((await app.yoga.fetch(new URL('/healthz', API_URL))).status).toBe(200);
    const behind = await readyz();
    expect(behind.status).toBe(503);
    expect(behind.body.checks).toMatchObject({ database: 'ok', migrations: 'pending' });

    await migrateDatabase(database); // what `npm run migrate` does
    expect(await readyz()).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } },
    });
  });
});
