import { families, fontFiles, styles } from '@foundry/db';
import { asc, inArray } from '@foundry/db/orm';
import { type BenchResult, medianMs } from './measure.ts';
import { withSeededApi } from './seeded-api.ts';

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
  return withSeededApi(async ({ app, database }) => {
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
  });
}
