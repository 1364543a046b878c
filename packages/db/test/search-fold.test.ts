import { normaliseSearchText, SEARCH_FOLDING_TABLE } from '@foundry/domain/search/normalise-search-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/client.ts';
import { migrateDatabase } from '../src/migrate.ts';
import { sql } from '../src/orm.ts';
import { families } from '../src/schema/index.ts';

let database: Database;

beforeAll(async () => {
  database = await openDatabase({});
  await migrateDatabase(database);
});
afterAll(() => database?.close());

const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;

describe('search text folded in the database', () => {
  it('folds exactly as normaliseSearchText, for every character of the folding table', async () => {
    const samples = [
      SEARCH_FOLDING_TABLE.from,
      `  Café\tGrotesk—Sans  ${SEARCH_FOLDING_TABLE.from.split('').reverse().join('')} `,
      'Łódź Øresund Đorđe ħ ı',
      'Plain text, already folded',
    ];
    for (const sample of samples) {
      const [row] = await rowsOf<{ folded: string }>(sql`select search_fold(${sample}) as folded`);
      expect(row?.folded).toBe(normaliseSearchText(sample));
    }
  });

  it('keeps a family’s folded title and text in step with the row, and finds it by trigram index', async () => {
    const [family] = await database.db
      .insert(families)
      .values({ title: 'Quorvané Grotesk', url: 'quorvane-grotesk-fold', summary: 'Un caractère' })
      .returning({ id: families.id });
    const [row] = await rowsOf<{ search_title: string; search_text: string }>(
      sql`select search_title, search_text from families where id = ${family?.id}`,
    );
    expect(row).toEqual({ search_title: 'quorvane grotesk', search_text: 'quorvane grotesk un caractere' });

    // With sequential scans priced out, as on a large catalogue, the planner reads the GIN index.
    await database.db.execute(sql`set enable_seqscan = off`);
    const plan = await rowsOf<{ 'QUERY PLAN': string }>(
      sql`explain select id from families where search_text like '%caract%'`,
    );
    await database.db.execute(sql`reset enable_seqscan`);
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('families_search_text_trgm_idx');
  });
});
