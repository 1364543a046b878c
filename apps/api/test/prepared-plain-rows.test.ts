import { families, familyEncodings, fontFiles, productChildren, products, styles } from '@foundry/db';
import { asc, eq, getTableColumns, sql } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedPlainRows } from '../src/repositories/prepared-plain-rows.ts';
import { createTestApp, type TestApp } from './harness.ts';

// Rows made by position must be the rows Drizzle's own mapping makes, on whichever driver the suite
// runs (PGlite, or PostgreSQL through pg with DATABASE_URL).
describe('preparedPlainRows', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('gives the rows Drizzle maps: integers, texts, booleans, JSON, enums, fixed-length texts, nulls, arrays of an expression', async () => {
    const { db } = app.database;
    const { codePoints: _codePoints, ...styleColumns } = getTableColumns(styles);
    const styleFields = { ...styleColumns, storageKey: fontFiles.storageKey };
    const styleQuery = () =>
      db
        .select(styleFields)
        .from(styles)
        .innerJoin(fontFiles, eq(fontFiles.id, styles.fontFileId))
        .where(sql`${styles.familyId} = any(${sql.placeholder('familyIds')})`)
        .orderBy(asc(styles.familyId), asc(styles.sort), asc(styles.id));
    const productFields = {
      ...getTableColumns(products),
      childIds: sql<number[]>`array(select ${productChildren.childId} from ${productChildren}
        where ${productChildren.parentId} = ${products.id} order by ${productChildren.childId})`,
    };
    const productQuery = () =>
      db
        .select(productFields)
        .from(products)
        .where(sql`${products.familyId} = any(${sql.placeholder('familyIds')})`)
        .orderBy(asc(products.id));
    const encodingFields = getTableColumns(familyEncodings);
    const encodingQuery = () =>
      db
        .select(encodingFields)
        .from(familyEncodings)
        .where(sql`${familyEncodings.familyId} = any(${sql.placeholder('familyIds')})`)
        .orderBy(asc(familyEncodings.familyId), asc(familyEncodings.encodingId));
    const familyIds = (await db.select({ id: families.id }).from(families)).map((row) => row.id);
    const params = { familyIds };

    const cases = [
      [preparedPlainRows(db, 'test_plain_styles', styleFields, styleQuery), styleQuery],
      [preparedPlainRows(db, 'test_plain_products', productFields, productQuery), productQuery],
      [preparedPlainRows(db, 'test_plain_encodings', encodingFields, encodingQuery), encodingQuery],
    ] as const;
    for (const [index, [plain, query]] of cases.entries()) {
      const mapped = await query().prepare(`test_mapped_${index}`).execute(params);
      expect(mapped.length).toBeGreaterThan(0);
      // Twice: the second run uses the statement prepared by the first.
      expect(await plain(params)).toEqual(mapped);
      expect(await plain(params)).toEqual(mapped);
    }
    // The seed has what the comparison is about: a style with axis coordinates and nulls.
    const seeded = await cases[0][0](params);
    expect(seeded.some((style) => style.location !== null)).toBe(true);
    expect(seeded.some((style) => style.variableFontId === null)).toBe(true);
    const sold = await cases[1][0](params);
    expect(
      sold.some((product) => product.childIds.length > 0 && typeof product.childIds[0] === 'number'),
    ).toBe(true);
  });

  it('decodes, when told, the columns Drizzle decodes (timestamps, a date, a real) as Drizzle does', async () => {
    const { db } = app.database;
    const fields = getTableColumns(families);
    const query = () => db.select(fields).from(families).orderBy(asc(families.id));
    const mapped = await query().prepare('test_mapped_families').execute();
    const decoded = preparedPlainRows(db, 'test_decoded_families', fields, query, { decodeColumns: true });
    expect(await decoded({})).toEqual(mapped);
    expect(await decoded({})).toEqual(mapped);
    // The seed has what the comparison is about: dates made by the decoder, a real, a date and nulls.
    expect(mapped[0]?.createdAt).toBeInstanceOf(Date);
    expect(mapped.some((family) => family.xHeight !== null)).toBe(true);
    expect(mapped.some((family) => family.plannedReleaseDate !== null)).toBe(true);
    expect(mapped.some((family) => family.plannedReleaseDate === null)).toBe(true);
  });

  it('refuses a column that needs Drizzle’s decoding (a timestamp)', () => {
    const { db } = app.database;
    const fields = { id: families.id, createdAt: families.createdAt };
    expect(() =>
      preparedPlainRows(db, 'test_plain_refused', fields, () => db.select(fields).from(families)),
    ).toThrow(/createdAt \(PgTimestamp\) needs Drizzle's decoding/);
  });
});
