import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, folderFileSink, migrateDatabase, openDatabase, seedDemoCatalogue } from '@foundry/db';
import { pino } from 'pino';
import { createApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { createLocalFileStorage } from '../apps/api/src/integrations/storage/local-file-storage.ts';

export interface SeededApi {
  app: ReturnType<typeof createApp>;
  config: ReturnType<typeof loadConfig>;
  database: Database;
  storage: ReturnType<typeof createLocalFileStorage>;
}

/** The settings of an API built for a benchmark, its files and generated secrets under `filesDir`. */
export function benchApiEnv(filesDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    ACCOUNT_TOKEN_SECRET: 'bench'.repeat(8),
    // The built-in captcha and payment stand-ins: a benchmark reaches no outside service.
    ALLOW_TEST_INTEGRATIONS: 'true',
    // The app keeps generated secrets under DATA_DIR (./data by default): not in the repo.
    DATA_DIR: join(filesDir, 'data'),
  };
}

/**
 * The API built in-process as `npm start` builds it, logging off, on `database`, its files and
 * generated secrets under `filesDir`. `env` adds settings (RESPONSE_CACHE=off, say).
 */
export function benchApi(database: Database, filesDir: string, env: Record<string, string> = {}) {
  const config = loadConfig({ ...benchApiEnv(filesDir), ...env });
  const storage = createLocalFileStorage(filesDir, config.apiUrl);
  const app = createApp({ config, database, storage, logger: pino({ level: 'silent' }) });
  return { app, config, database, storage };
}

/**
 * Runs `measure` against the API built in-process (as `npm start` builds it, logging off) on a
 * fresh PGlite seeded with the demo catalogue, and removes both afterwards. `env` as for benchApi.
 */
export async function withSeededApi<T>(
  measure: (api: SeededApi) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  const filesDir = await mkdtemp(join(tmpdir(), 'foundry-bench-'));
  const database = await openDatabase({});
  try {
    await migrateDatabase(database);
    await seedDemoCatalogue(database.db, folderFileSink(filesDir));
    return await measure(benchApi(database, filesDir, env));
  } finally {
    await database.close();
    await rm(filesDir, { recursive: true, force: true });
  }
}
