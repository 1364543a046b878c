// How much the GraphQL layer costs on the busiest catalogue read. Baseline: the SQL floor for the same
// page (families, their styles and font files in three plain queries, no GraphQL, no HTTP). Measured:
// `readFamilies(page: 1, pageSize: 12)` with every field the /fonts page asks for, through the whole
// in-process HTTP pipeline (Yoga, plugins, dataloaders). Both run on one seeded PGlite in this run.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  families,
  folderFileSink,
  fontFiles,
  migrateDatabase,
  openDatabase,
  seedDemoCatalogue,
  styles,
} from '@foundry/db';
import { asc, inArray } from '@foundry/db/orm';
import { pino } from 'pino';
import { createApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { createLocalFileStorage } from '../apps/api/src/integrations/storage/local-file-storage.ts';
import { type BenchResult, medianMs } from './measure.ts';

const FONTS_PAGE_QUERY = `query FontsPage {
  readFamilies(page: 1, pageSize: 12) {
    nodes {
      id title url summary
      styles { id title weight italic glyphCount fontURL }
      encoding { id url direction }
      variableFonts { id title axes { tag min max default } }
    }
    pageInfo { hasNextPage nextPage }
  }
}`;

export async function benchReadFamilies(): Promise<BenchResult> {
  const filesDir = await mkdtemp(join(tmpdir(), 'foundry-bench-'));
  const database = await openDatabase({});
  try {
    await migrateDatabase(database);
    await seedDemoCatalogue(database.db, folderFileSink(filesDir));
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      ACCOUNT_TOKEN_SECRET: 'bench'.repeat(8),
      // The app keeps generated secrets under DATA_DIR (./data by default): not in the repo.
      DATA_DIR: join(filesDir, 'data'),
    });
    const app = createApp({
      config,
      database,
      storage: createLocalFileStorage(filesDir, config.apiUrl),
      logger: pino({ level: 'silent' }),
    });

    const { db } = database;
    const sqlFloor = async () => {
      const page = await db.select().from(families).orderBy(asc(families.sort), asc(families.id)).limit(13);
      const familyIds = page.map((family) => family.id);
      const pageStyles = await db
        .select({
          id: styles.id,
          familyId: styles.familyId,
          title: styles.title,
          weight: styles.weight,
          italic: styles.italic,
          glyphCount: styles.glyphCount,
          fontFileId: styles.fontFileId,
        })
        .from(styles)
        .where(inArray(styles.familyId, familyIds));
      const fileIds = pageStyles.map((style) => style.fontFileId).filter((id): id is number => id !== null);
      await db
        .select({ id: fontFiles.id, key: fontFiles.storageKey })
        .from(fontFiles)
        .where(inArray(fontFiles.id, fileIds));
    };
    const throughGraphql = async () => {
      const response = await app.yoga.fetch('http://localhost:4000/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: FONTS_PAGE_QUERY }),
      });
      const body = (await response.json()) as { errors?: unknown[] };
      if (body.errors) throw new Error(`readFamilies failed: ${JSON.stringify(body.errors)}`);
    };

    const baselineMs = await medianMs(sqlFloor);
    const measuredMs = await medianMs(throughGraphql);
    return { name: 'readFamilies page of 12 (GraphQL vs SQL floor)', baselineMs, measuredMs, budgetRatio: 4 };
  } finally {
    await database.close();
    await rm(filesDir, { recursive: true, force: true });
  }
}
