import { families } from '@foundry/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFamilyRepository } from '../src/repositories/family-repository.ts';
import { createProductRepository } from '../src/repositories/product-repository.ts';
import { createTestApp, type TestApp } from './harness.ts';

// The one statement a page of families reads its families' styles, encodings and products with must
// give the rows the three statements gave, on whichever driver the suite runs (PGlite, or PostgreSQL
// through pg with DATABASE_URL).
describe('childrenOfFamilies', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('gives each family the styles, family encodings and font products of the three statements', async () => {
    const { db } = app.database;
    const familyRepository = createFamilyRepository(db);
    const productRepository = createProductRepository(db);
    const familyIds = (await db.select({ id: families.id }).from(families)).map((row) => row.id);
    // An id no family has is left out.
    const asked = [...familyIds, 999_999];
    const [styles, encodings, products] = await Promise.all([
      familyRepository.stylesOfFamilies(asked),
      familyRepository.encodingsOfFamilies(asked),
      productRepository.fontProductsOfFamilies(asked),
    ]);
    // Twice: the second run uses the statement prepared by the first.
    for (let run = 0; run < 2; run++) {
      const children = await familyRepository.childrenOfFamilies(asked);
      expect(children.map((row) => row.familyId).sort((a, b) => a - b)).toEqual(
        [...familyIds].sort((a, b) => a - b),
      );
      for (const row of children) {
        expect(row.styles).toEqual(styles.filter((style) => style.familyId === row.familyId));
        expect(row.encodings).toEqual(encodings.filter((encoding) => encoding.familyId === row.familyId));
        expect(row.products).toEqual(products.filter((product) => product.familyId === row.familyId));
      }
    }
    // The seed has what the comparison is about: axis coordinates, nulls, unicode-range texts,
    // family encodings, a FAMILY product with FONT children and a family with none of them.
    expect(styles.some((style) => style.location !== null)).toBe(true);
    expect(styles.some((style) => style.variableFontId === null)).toBe(true);
    expect(styles.every((style) => style.unicodeRanges.length > 0)).toBe(true);
    expect(encodings.length).toBeGreaterThan(0);
    expect(products.some((product) => product.childIds.length > 0)).toBe(true);
    expect(products.some((product) => product.oldPriceAmount === null)).toBe(true);
  });

  it('reads nothing for no families', async () => {
    const familyRepository = createFamilyRepository(app.database.db);
    expect(
      await app.countStatements(async () => {
        expect(await familyRepository.childrenOfFamilies([])).toEqual([]);
      }),
    ).toBe(0);
  });
});
