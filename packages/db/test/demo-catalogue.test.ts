import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../src/client.ts';
import { folderFileSink } from '../src/files/file-sink.ts';
import { migrateDatabase } from '../src/migrate.ts';
import { and, asc, eq, gt, sql } from '../src/orm.ts';
import {
  countries,
  countryStates,
  families,
  familyEncodings,
  familyGroups,
  fontFiles,
  licenseOptionChoices,
  licenses,
  physicalProducts,
  physicalProductVariants,
  products,
  shippingMethods,
  styles,
  variableFontAxes,
  variableFonts,
} from '../src/schema/index.ts';
import { seedDemoCatalogue } from '../src/seed/seed-demo-catalogue.ts';
import { openFromTemplate } from '../src/testing/test-database.ts';

// The template the api project's global setup migrated and seeded (PGlite, or DATABASE_URL's server).
let database: Database;
const filesDir = () => inject('filesDir');

beforeAll(async () => {
  database = await openFromTemplate(inject('databaseTemplate'));
});
afterAll(async () => {
  await database?.close();
});

describe('the seeded demo catalogue', () => {
  it('has every ISO 3166 country with EU VAT data and the states addresses need', async () => {
    const rows = await database.db.select().from(countries).orderBy(asc(countries.code));
    expect(rows).toHaveLength(249);
    expect(rows.filter((row) => row.isEuMember)).toHaveLength(27);
    expect(rows.find((row) => row.code === 'GR')).toMatchObject({ vatCode: 'EL', useVatId: true });
    expect(rows.find((row) => row.code === 'CZ')?.standardVatRateBp).toBe(2100);
    const states = await database.db.select().from(countryStates);
    for (const code of ['US', 'CA', 'AU'])
      expect(states.some((state) => state.countryCode === code)).toBe(true);
  });

  it('has at least 10 families whose stored glyph counts are those of the served files', async () => {
    const rows = await database.db
      .select({ family: families.url, glyphCount: styles.glyphCount, key: fontFiles.storageKey })
      .from(styles)
      .innerJoin(families, eq(families.id, styles.familyId))
      .innerJoin(fontFiles, eq(fontFiles.id, styles.fontFileId));
    expect(new Set(rows.map((row) => row.family)).size).toBeGreaterThanOrEqual(10);
    const byKey = new Map(rows.map((row) => [row.key, row.glyphCount]));
    for (const [key, glyphCount] of byKey) {
      const bytes = await readFile(join(filesDir(), key));
      expect(bytes.subarray(0, 4).toString('latin1'), key).toBe('wOF2');
      expect((fontkit.create(bytes) as fontkit.Font).numGlyphs, key).toBe(glyphCount);
    }
  });

  it('has Noto Sans in several encodings and variable families with their axes', async () => {
    const noto = await database.db
      .select({ encoding: familyEncodings.encodingId })
      .from(familyEncodings)
      .innerJoin(families, eq(families.id, familyEncodings.familyId))
      .where(eq(families.url, 'noto-sans'));
    expect(noto.length).toBeGreaterThanOrEqual(3);
    const axes = await database.db
      .select({ family: families.url, tag: variableFontAxes.tag })
      .from(variableFontAxes)
      .innerJoin(variableFonts, eq(variableFonts.id, variableFontAxes.variableFontId))
      .innerJoin(families, eq(families.id, variableFonts.familyId));
    const tagsOf = (url: string) =>
      [...new Set(axes.filter((a) => a.family === url).map((a) => a.tag))].sort();
    expect(tagsOf('inter')).toEqual(['opsz', 'wght']);
    expect(tagsOf('geist')).toEqual(['wght']);
    expect(tagsOf('material-symbols')).toEqual(['FILL', 'GRAD', 'opsz', 'wght']);
    const flags = await database.db
      .select({
        url: families.url,
        icon: families.isIconFamily,
        calc: families.hasWeightCalculator,
        rfn: families.reservedFontName,
      })
      .from(families);
    expect(flags.find((f) => f.url === 'material-symbols')).toMatchObject({ icon: true, calc: false });
    expect(
      flags
        .filter((f) => f.calc)
        .map((f) => f.url)
        .sort(),
    ).toEqual(['geist', 'inter']);
    expect(flags.find((f) => f.url === 'source-sans-3')?.rfn).toBe('Source');
    const groups = await database.db.select({ type: familyGroups.type }).from(familyGroups);
    expect(groups.map((g) => g.type)).toEqual(expect.arrayContaining(['OpticalSizes', 'Superfamily']));
  });

  it('sells fonts, families and bundles, under six licences with priced choices', async () => {
    const kinds = await database.db.select({ kind: products.kind }).from(products);
    for (const kind of ['FONT', 'FAMILY', 'COLLECTION', 'SUITE'])
      expect(kinds.some((k) => k.kind === kind)).toBe(true);
    const slugs = (await database.db.select({ slug: licenses.slug }).from(licenses)).map((l) => l.slug);
    expect(slugs).toEqual(['desktop', 'web', 'app', 'ebook', 'corporate', 'third-party']);
    const choices = await database.db.select().from(licenseOptionChoices);
    expect(choices.every((choice) => choice.priceFactorBp > 0)).toBe(true);
  });

  it('has physical products of every type with variants, stock and stored cover images', async () => {
    const rows = await database.db.select().from(physicalProducts);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((row) => row.productType))).toEqual(
      new Set(['BOOK', 'POSTER', 'TSHIRT', 'TOTE']),
    );
    for (const row of rows) {
      const png = await readFile(join(filesDir(), row.coverImage?.key ?? 'missing'));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
    const variants = await database.db.select().from(physicalProductVariants);
    expect(variants.some((variant) => variant.stock === 0)).toBe(true);
    const pickups = await database.db
      .select()
      .from(shippingMethods)
      .where(eq(shippingMethods.type, 'PickupOnLocationShipping'));
    expect(pickups[0]?.pickupAddress).toBeTruthy();
  });

  it('has a product in stock that only an account may order, added to a catalogue seeded before it', async () => {
    // A copy of its own: the product is taken out and put back, so its id changes.
    const older = await openFromTemplate(inject('databaseTemplate'));
    const files = await mkdtemp(join(tmpdir(), 'foundry-files-'));
    const accountOnly = () =>
      older.db
        .select({ url: physicalProducts.url, stock: physicalProductVariants.stock })
        .from(physicalProducts)
        .innerJoin(
          physicalProductVariants,
          eq(physicalProductVariants.physicalProductId, physicalProducts.id),
        )
        .where(and(eq(physicalProducts.accountRequired, true), gt(physicalProductVariants.stock, 0)));
    try {
      const [orderable] = await accountOnly();
      if (!orderable) throw new Error('no account-only product in stock');
      // A catalogue seeded before the product existed lacks it: the next start adds it, once.
      await older.db.delete(physicalProducts).where(eq(physicalProducts.url, orderable.url));
      expect(await seedDemoCatalogue(older.db, folderFileSink(files))).toEqual({ seeded: false });
      expect(await seedDemoCatalogue(older.db, folderFileSink(files))).toEqual({ seeded: false });
      expect((await accountOnly()).filter((row) => row.url === orderable.url)).toEqual([orderable]);
    } finally {
      await older.close();
      await rm(files, { recursive: true, force: true });
    }
  });

  it('refuses negative stock', async () => {
    await expect(
      database.db.update(physicalProductVariants).set({ stock: -1 }).where(eq(physicalProductVariants.id, 1)),
    ).rejects.toThrow();
  });

  it('is not seeded twice', async () => {
    const files = await mkdtemp(join(tmpdir(), 'foundry-files-'));
    try {
      expect(await seedDemoCatalogue(database.db, folderFileSink(files))).toEqual({ seeded: false });
    } finally {
      await rm(files, { recursive: true, force: true });
    }
  });
});

describe('seeding a fresh embedded database', () => {
  it('gives the same rows and ids as the template', async () => {
    const files = await mkdtemp(join(tmpdir(), 'foundry-files-'));
    const fresh = await openDatabase({});
    try {
      await migrateDatabase(fresh);
      expect(await seedDemoCatalogue(fresh.db, folderFileSink(files))).toEqual({ seeded: true });
      const snapshot = async (db: Database['db']) => ({
        styles: await db
          .select({
            id: styles.id,
            family: styles.familyId,
            title: styles.title,
            glyphs: styles.glyphCount,
            file: styles.fontFileId,
          })
          .from(styles)
          .orderBy(asc(styles.id)),
        products: await db
          .select({
            id: products.id,
            kind: products.kind,
            title: products.title,
            price: products.priceAmount,
          })
          .from(products)
          .orderBy(asc(products.id)),
        files: await db
          .select({ id: fontFiles.id, key: fontFiles.storageKey })
          .from(fontFiles)
          .orderBy(asc(fontFiles.id)),
        covers: await db
          .select({ id: physicalProducts.id, cover: sql<string>`${physicalProducts.coverImage}->>'key'` })
          .from(physicalProducts)
          .orderBy(asc(physicalProducts.id)),
      });
      expect(await snapshot(fresh.db)).toEqual(await snapshot(database.db));
    } finally {
      await fresh.close();
      await rm(files, { recursive: true, force: true });
    }
  });
});
