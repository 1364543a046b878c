import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decompressWoff2 } from '@foundry/fonts';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFamily } from '../src/cli/add-family.ts';
import { type Database, openDatabase } from '../src/client.ts';
import { migrateDatabase } from '../src/migrate.ts';
import { asc, eq } from '../src/orm.ts';
import { families, fontFiles, products, styles, variableFonts } from '../src/schema/index.ts';
import { seedFontsDir } from '../src/seed/seed-paths.ts';

let database: Database;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'add-family-'));
  database = await openDatabase({});
  await migrateDatabase(database);
});
afterAll(async () => {
  await database?.close();
  await rm(work, { recursive: true, force: true });
});

describe('add-family', () => {
  it('adds a static family from TrueType files, stored as WOFF2 with the files’ glyph counts', async () => {
    // A TrueType folder made from a committed one: the command must convert it to WOFF2.
    const folder = join(work, 'Hebrew Sans');
    await cp(join(seedFontsDir, 'noto-sans'), join(work, 'source'), { recursive: true });
    await cp(join(work, 'source', 'LICENSE.txt'), join(folder, 'LICENSE.txt'));
    for (const style of ['Regular', 'Bold']) {
      const woff2 = await readFile(join(work, 'source', `NotoSansHebrew-${style}.woff2`));
      await writeFile(join(folder, `NotoSansHebrew-${style}.ttf`), await decompressWoff2(woff2));
    }
    const dataDir = join(work, 'data');
    const added = await addFamily({ folder, dataDir, database });
    expect(added.title).toBe('Noto Sans Hebrew');

    const [family] = await database.db.select().from(families).where(eq(families.id, added.familyId));
    expect(family).toMatchObject({ url: 'hebrew-sans', supportedScripts: ['Hebrew'] });
    const rows = await database.db
      .select({
        title: styles.title,
        glyphs: styles.glyphCount,
        key: fontFiles.storageKey,
        format: fontFiles.format,
      })
      .from(styles)
      .innerJoin(fontFiles, eq(fontFiles.id, styles.fontFileId))
      .where(eq(styles.familyId, added.familyId))
      .orderBy(asc(styles.sort));
    expect(rows.map((row) => row.title)).toEqual(['Regular', 'Bold']);
    for (const row of rows) {
      const stored = await readFile(join(dataDir, 'files', row.key));
      expect(row.format).toBe('woff2');
      expect(stored.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect((fontkit.create(stored) as fontkit.Font).numGlyphs).toBe(row.glyphs);
    }
    const sold = await database.db
      .select({ kind: products.kind })
      .from(products)
      .where(eq(products.familyId, added.familyId));
    expect(sold.map((p) => p.kind).sort()).toEqual(['FAMILY', 'FONT', 'FONT']);
  });

  it('adds a variable family with its named instances as styles', async () => {
    const folder = join(work, 'geist-copy');
    await cp(join(seedFontsDir, 'geist'), folder, { recursive: true });
    const added = await addFamily({
      folder,
      url: 'my-geist',
      title: 'My Geist',
      dataDir: join(work, 'data'),
      database,
    });
    const fonts = await database.db
      .select()
      .from(variableFonts)
      .where(eq(variableFonts.familyId, added.familyId));
    expect(fonts.map((font) => font.italic).sort()).toEqual([false, true]);
    expect(added.styleIds).toHaveLength(18);
  });

  it('refuses a family url that already exists', async () => {
    const folder = join(work, 'geist-copy');
    await expect(
      addFamily({ folder, url: 'my-geist', dataDir: join(work, 'data'), database }),
    ).rejects.toThrow('a family with the url "my-geist" already exists');
  });

  it('refuses an empty folder and a file that is not a font', async () => {
    const empty = join(work, 'empty');
    await cp(join(seedFontsDir, 'geist', 'LICENSE.txt'), join(empty, 'LICENSE.txt'));
    await expect(addFamily({ folder: empty, dataDir: join(work, 'data'), database })).rejects.toThrow(
      /no font files/,
    );
    await writeFile(join(empty, 'fake.otf'), 'not really');
    await expect(addFamily({ folder: empty, dataDir: join(work, 'data'), database })).rejects.toThrow(
      /fake\.otf is not a font/,
    );
  });
});
