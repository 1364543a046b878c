import { families, fontFiles, styles } from '@foundry/db';
import { and, asc, eq, isNotNull } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { glyphCountOf } from './fonts.ts';
import { createTestApp, type TestApp } from './harness.ts';

interface Glyph {
  id: string;
  name: string;
  codePoint: number | null;
  codePoints: number[] | null;
  unicode: string | null;
  category: string;
  advanceWidth: number;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  path: string;
  viewBox: string;
}

interface GlyphPage {
  nodes: Glyph[];
  pageInfo: { hasNextPage: boolean; nextPage: number };
}

const READ_CATEGORIES = /* GraphQL */ `
  query ($styleID: ID!) { readGlyphsCategories(styleID: $styleID) { name count } }
`;

const READ_GLYPHS = /* GraphQL */ `
  query ($styleID: ID!, $category: String, $search: String, $page: Int, $pageSize: Int) {
    readGlyphs(styleID: $styleID, category: $category, search: $search, page: $page, pageSize: $pageSize) {
      nodes { id name codePoint codePoints unicode category advanceWidth unitsPerEm ascent descent path viewBox }
      pageInfo { hasNextPage nextPage }
    }
  }
`;

/** Every x and y of an absolute SVG path (fontkit writes only M, L, Q, C and Z). */
function pathBounds(d: string) {
  const numbers = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  const xs = numbers.filter((_, index) => index % 2 === 0);
  const ys = numbers.filter((_, index) => index % 2 === 1);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

describe('glyphs of a style, read from its font file', () => {
  let app: TestApp;
  let interRegular: { id: number; storageKey: string };
  let arabicRegular: { id: number; storageKey: string };

  async function styleOfFile(originalName: string) {
    const [row] = await app.database.db
      .select({ id: styles.id, storageKey: fontFiles.storageKey })
      .from(styles)
      .innerJoin(fontFiles, eq(fontFiles.id, styles.fontFileId))
      .where(eq(fontFiles.originalName, originalName))
      .orderBy(asc(styles.id))
      .limit(1);
    if (!row) throw new Error(`no style uses ${originalName}`);
    return row;
  }

  async function categories(styleID: number | string) {
    const result = await app.graphql<{ readGlyphsCategories: { name: string; count: number }[] }>(
      READ_CATEGORIES,
      { styleID },
    );
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.readGlyphsCategories ?? [];
  }

  async function glyphs(variables: Record<string, unknown>): Promise<GlyphPage> {
    const result = await app.graphql<{ readGlyphs: GlyphPage }>(READ_GLYPHS, variables);
    expect(result.body.errors).toBeUndefined();
    const page = result.body.data?.readGlyphs;
    if (!page) throw new Error('no page');
    return page;
  }

  beforeAll(async () => {
    app = await createTestApp();
    interRegular = await styleOfFile('Inter-Regular.woff2');
    arabicRegular = await styleOfFile('NotoSansArabic-Regular.woff2');
  });

  afterAll(async () => {
    await app.close();
  });

  it('groups every glyph of Inter Regular into non-empty categories that add up to the font', async () => {
    const list = await categories(interRegular.id);
    const uppercase = list.find((category) => category.name === 'Uppercase');
    expect(uppercase?.count).toBeGreaterThanOrEqual(26);
    expect(list.map((category) => category.name)).toEqual(
      expect.arrayContaining(['Uppercase', 'Lowercase', 'Figures', 'Punctuation', 'Symbols', 'Other']),
    );
    expect(list.every((category) => category.count > 0)).toBe(true);
    expect(new Set(list.map((category) => category.name)).size).toBe(list.length);

    const bytes = await app.storage.get(interRegular.storageKey);
    if (!bytes) throw new Error('Inter Regular is missing from storage');
    const total = list.reduce((sum, category) => sum + category.count, 0);
    expect(total).toBe(glyphCountOf(bytes));
    // Stable order: the case categories come before figures and Other comes last.
    const names = list.map((category) => category.name);
    expect(names.indexOf('Uppercase')).toBeLessThan(names.indexOf('Lowercase'));
    expect(names.indexOf('Lowercase')).toBeLessThan(names.indexOf('Figures'));
    expect(names.at(-1)).toBe('Other');
  });

  it('finds a glyph of every category by code point, character or name', async () => {
    const names = async (search: string) =>
      (await glyphs({ styleID: interRegular.id, search, pageSize: 500 })).nodes.map((glyph) => glyph.name);
    expect(await names('U+00C4')).toEqual(['Adieresis']);
    expect(await names('Ä')).toEqual(['Adieresis']);
    expect(await names('00c4')).toContain('Adieresis');
    expect(await names('A')).toEqual(['A']);
    const byName = await names('adieresis');
    expect(byName).toEqual(expect.arrayContaining(['Adieresis', 'adieresis']));
    expect(byName.every((name) => name.toLowerCase().includes('adieresis'))).toBe(true);
  });

  it("draws Inter's A from its real outline, framed and mirrored for SVG", async () => {
    const page = await glyphs({ styleID: interRegular.id, category: 'Uppercase', pageSize: 500 });
    const a = page.nodes.find((glyph) => glyph.unicode === 'A');
    const b = page.nodes.find((glyph) => glyph.unicode === 'B');
    if (!a || !b) throw new Error('no A or B in Uppercase');
    expect(a).toMatchObject({ name: 'A', codePoint: 65, codePoints: [65], category: 'Uppercase' });
    expect(page.nodes.every((glyph) => glyph.category === 'Uppercase')).toBe(true);
    expect(a.path).toMatch(/^M/);
    expect(a.path).not.toBe(b.path);

    const bounds = pathBounds(a.path);
    // Sits on the baseline (y = 0) and rises above it, y down: cap height is 60-80 % of the em.
    expect(bounds.maxY).toBe(0);
    expect(-bounds.minY / a.unitsPerEm).toBeGreaterThan(0.6);
    expect(-bounds.minY / a.unitsPerEm).toBeLessThan(0.8);
    expect(bounds.minX).toBeGreaterThanOrEqual(0);
    expect(bounds.maxX).toBeLessThanOrEqual(a.advanceWidth);
    expect(bounds.maxX - bounds.minX).toBeGreaterThan(a.advanceWidth / 2);

    const [minX, minY, width, height] = a.viewBox.split(' ').map(Number);
    expect(minX).toBe(0);
    expect(minY).toBe(-Math.round(a.ascent));
    expect(width).toBe(Math.ceil(a.advanceWidth));
    expect(height).toBe(Math.round(a.ascent - a.descent));
    expect(minY).toBeLessThanOrEqual(bounds.minY);
  });

  it('pages through a category without overlap and says when the last page is reached', async () => {
    const [uppercase] = (await categories(interRegular.id)).filter(
      (category) => category.name === 'Uppercase',
    );
    if (!uppercase) throw new Error('no Uppercase');
    const pageSize = 40;
    const first = await glyphs({ styleID: interRegular.id, category: 'Uppercase', page: 1, pageSize });
    const second = await glyphs({ styleID: interRegular.id, category: 'Uppercase', page: 2, pageSize });
    expect(first.nodes).toHaveLength(pageSize);
    expect(first.pageInfo).toEqual({ hasNextPage: uppercase.count > pageSize, nextPage: 2 });
    const firstIds = new Set(first.nodes.map((glyph) => glyph.id));
    expect(second.nodes.some((glyph) => firstIds.has(glyph.id))).toBe(false);

    const lastPage = Math.ceil(uppercase.count / pageSize);
    const last = await glyphs({ styleID: interRegular.id, category: 'Uppercase', page: lastPage, pageSize });
    expect(last.nodes).toHaveLength(uppercase.count - (lastPage - 1) * pageSize);
    expect(last.pageInfo.hasNextPage).toBe(false);

    const defaults = await glyphs({ styleID: interRegular.id });
    expect(defaults.nodes).toHaveLength(12);
    expect(defaults.pageInfo.hasNextPage).toBe(true);
    // Without a category the grid starts with the first category.
    expect(defaults.nodes[0]?.category).toBe('Uppercase');
  });

  it('gives Noto Sans Arabic an Arabic category of Arabic letters', async () => {
    const list = await categories(arabicRegular.id);
    const arabic = list.find((category) => category.name === 'Arabic');
    expect(arabic?.count).toBeGreaterThan(28);
    const page = await glyphs({ styleID: arabicRegular.id, category: 'Arabic', pageSize: 500 });
    const beh = page.nodes.find((glyph) => glyph.codePoint === 0x0628);
    expect(beh?.unicode).toBe('ب');
    expect(beh?.path).toMatch(/^M/);
  });

  it('draws a named instance of a variable font at its own axis location', async () => {
    const rows = await app.database.db
      .select({ id: styles.id, weight: styles.weight })
      .from(styles)
      .innerJoin(families, eq(families.id, styles.familyId))
      .where(and(eq(families.url, 'geist'), eq(styles.italic, false), isNotNull(styles.variableFontId)))
      .orderBy(asc(styles.weight));
    const light = rows[0];
    const heavy = rows.at(-1);
    if (!light || !heavy || light.weight === heavy.weight) throw new Error('Geist has no weight range');
    const a = async (styleID: number) =>
      (await glyphs({ styleID, category: 'Uppercase', pageSize: 500 })).nodes.find(
        (glyph) => glyph.unicode === 'A',
      );
    const [thin, bold] = [await a(light.id), await a(heavy.id)];
    expect(thin?.path).not.toBe(bold?.path);
    expect(bold?.advanceWidth).toBeGreaterThan(thin?.advanceWidth ?? Number.POSITIVE_INFINITY);
  });

  it('reads the style with one SQL statement per call, and lists an unknown category as empty', async () => {
    const statements = await app.countStatements(() => categories(interRegular.id));
    expect(statements).toBe(1);
    const empty = await glyphs({ styleID: interRegular.id, category: 'No such category' });
    expect(empty).toEqual({ nodes: [], pageInfo: { hasNextPage: false, nextPage: 2 } });
  });

  it('parses a font file once and pages from the parsed font', async () => {
    const interBold = await styleOfFile('Inter-Bold.woff2');
    const original = app.storage.get;
    const reads: string[] = [];
    app.storage.get = (key) => {
      reads.push(key);
      return original.call(app.storage, key);
    };
    try {
      await glyphs({ styleID: interBold.id, page: 1, pageSize: 100 });
      await glyphs({ styleID: interBold.id, page: 2, pageSize: 100 });
      await categories(interBold.id);
    } finally {
      app.storage.get = original;
    }
    expect(reads).toEqual([interBold.storageKey]);
  });

  it('refuses an unknown style with error 205 (unknown product) and a bad page with BAD_USER_INPUT', async () => {
    for (const styleID of ['999999', 'not-an-id']) {
      for (const query of [READ_CATEGORIES, READ_GLYPHS]) {
        const result = await app.graphql(query, { styleID });
        expect(result.body.errors?.[0]?.extensions?.code).toBe(205);
        expect(result.body.errors?.[0]?.extensions?.fields).toHaveProperty('styleID');
      }
    }
    const badPage = await app.graphql(READ_GLYPHS, { styleID: interRegular.id, pageSize: 501 });
    expect(badPage.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
