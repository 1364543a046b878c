import { families, fontFiles, styles } from '@foundry/db';
import { and, eq } from '@foundry/db/orm';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../src/integrations/storage/file-storage.ts';
import { fontFileAddressOf } from '../src/services/font-subsets/font-subset-address.ts';
import { createFontSubsetFiles } from '../src/services/font-subsets/font-subset-files.ts';
import { createFontSubsetSources } from '../src/services/font-subsets/font-subset-sources.ts';
import { fontMagic } from './fonts.ts';
import { API_URL, createTestApp, type TestApp } from './harness.ts';

interface Subset {
  id: string;
  url: string;
  unicodeRanges: string;
}

interface FamilyFonts {
  readFamilies: {
    nodes: {
      styles: { id: string; title: string; fontURL: string; unicodeRanges: string; subsets: Subset[] }[];
      variableFonts: { id: string; title: string; fontURL: string; subsets: Subset[] }[];
    }[];
  };
}

const READ_FAMILY_FONTS = /* GraphQL */ `
  query ($url: String!) {
    readFamilies(url: $url, pageSize: 1) {
      nodes {
        styles { id title fontURL unicodeRanges subsets { id url unicodeRanges } }
        variableFonts { id title fontURL subsets { id url unicodeRanges } }
      }
    }
  }
`;

type Font = fontkit.Font & { variationAxes: Record<string, unknown> };

function openFont(bytes: Uint8Array): Font {
  const font = fontkit.create(Buffer.from(bytes));
  if (!('numGlyphs' in font)) throw new Error('a font collection, not a font');
  return font as Font;
}

const has = (font: Font, text: string) =>
  [...text].every((char) => font.hasGlyphForCodePoint(char.codePointAt(0) as number));
const hasNone = (font: Font, text: string) =>
  [...text].every((char) => !font.hasGlyphForCodePoint(char.codePointAt(0) as number));

const LATIN_CAPITALS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const CYRILLIC = 'БЖЯжя';
const GREEK = 'ΩΣλ';

describe('font subsets: WOFF2 files by unicode-range, cut on first request', () => {
  let app: TestApp;
  let inter: FamilyFonts['readFamilies']['nodes'][number];

  async function fetchBytes(url: string) {
    const response = await app.fetch(url);
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  }

  /** The sold file of a style, read from the file storage (no URL serves it). */
  async function soldFileOf(familyUrl: string, title: string): Promise<Uint8Array> {
    const [row] = await app.database.db
      .select({ storageKey: fontFiles.storageKey })
      .from(styles)
      .innerJoin(fontFiles, eq(fontFiles.id, styles.fontFileId))
      .innerJoin(families, eq(families.id, styles.familyId))
      .where(and(eq(families.url, familyUrl), eq(styles.title, title)));
    const bytes = row ? await app.storage.get(row.storageKey) : null;
    if (!bytes) throw new Error(`no sold file of ${familyUrl} ${title}`);
    return bytes;
  }

  const subsetOf = (subsets: Subset[], name: string) => {
    const subset = subsets.find((entry) => entry.id.endsWith(`-${name}`));
    if (!subset) throw new Error(`no ${name} subset in ${subsets.map((entry) => entry.id).join(', ')}`);
    return subset;
  };

  beforeAll(async () => {
    app = await createTestApp();
    const result = await app.graphql<FamilyFonts>(READ_FAMILY_FONTS, { url: 'inter' });
    expect(result.body.errors).toBeUndefined();
    const node = result.body.data?.readFamilies.nodes[0];
    if (!node) throw new Error('Inter is not seeded');
    inter = node;
  });

  afterAll(() => app.close());

  it("lists a style's subsets by the scripts of its characters, on the API's subset route", () => {
    const regular = inter.styles.find((style) => style.title === 'Regular');
    if (!regular) throw new Error('no Inter Regular');
    const ids = regular.subsets.map((subset) => subset.id.replace(`style-${regular.id}-`, ''));
    expect(ids).toEqual(expect.arrayContaining(['latin', 'latin-ext', 'cyrillic', 'greek', 'vietnamese']));
    expect(ids).not.toContain('arabic');
    const latin = subsetOf(regular.subsets, 'latin');
    expect(latin.url).toMatch(new RegExp(`^${API_URL}/fonts/subsets/v2/[0-9a-f]{24}/latin\\.woff2$`));
    expect(latin.unicodeRanges).toMatch(/^U\+0000,U\+0020-007E,/);
    expect(subsetOf(regular.subsets, 'cyrillic').unicodeRanges).toContain('U+0400-045F');
    // Every subset is of this style's own file; fontURL is the Latin preview, never the sold file.
    const address = /\/v2\/([0-9a-f]{24})\//.exec(latin.url)?.[1];
    for (const subset of regular.subsets) expect(subset.url).toContain(`/${address}/`);
    expect(regular.fontURL).toBe(latin.url);
  });

  it("serves Inter's Latin subset as WOFF2 holding A–Z and no Cyrillic or Greek", async () => {
    const regular = inter.styles.find((style) => style.title === 'Regular');
    if (!regular) throw new Error('no Inter Regular');
    const { response, bytes } = await fetchBytes(subsetOf(regular.subsets, 'latin').url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('font/woff2');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(fontMagic(bytes)).toBe('woff2');
    const font = openFont(bytes);
    expect(has(font, `${LATIN_CAPITALS}abcxyz0123456789éü`)).toBe(true);
    expect(hasNone(font, CYRILLIC + GREEK)).toBe(true);
    const sold = await soldFileOf('inter', 'Regular');
    expect(font.numGlyphs).toBeLessThan(openFont(sold).numGlyphs / 2);
    expect(bytes.byteLength).toBeLessThan(sold.byteLength / 2);
  });

  it('serves a Cyrillic subset that holds Cyrillic and not the Latin alphabet', async () => {
    const bold = inter.styles.find((style) => style.title === 'Bold');
    if (!bold) throw new Error('no Inter Bold');
    const { response, bytes } = await fetchBytes(subsetOf(bold.subsets, 'cyrillic').url);
    expect(response.status).toBe(200);
    const font = openFont(bytes);
    expect(has(font, CYRILLIC)).toBe(true);
    expect(hasNone(font, 'QWZqwz')).toBe(true);
  });

  it("keeps a variable font's axes in its subsets", async () => {
    const variable = inter.variableFonts.find((font) => !font.title.toLowerCase().includes('italic'));
    if (!variable) throw new Error('no upright Inter variable font');
    const { response, bytes } = await fetchBytes(subsetOf(variable.subsets, 'latin').url);
    expect(response.status).toBe(200);
    const font = openFont(bytes);
    expect(Object.keys(font.variationAxes)).toEqual(expect.arrayContaining(['wght', 'opsz']));
    expect(has(font, LATIN_CAPITALS)).toBe(true);
    expect(hasNone(font, CYRILLIC)).toBe(true);
  });

  it('renames a subset of a family with a Reserved Font Name, as the trial cutter does', async () => {
    const result = await app.graphql<FamilyFonts>(READ_FAMILY_FONTS, { url: 'source-sans-3' });
    const style = result.body.data?.readFamilies.nodes[0]?.styles[0];
    if (!style) throw new Error('Source Sans 3 is not seeded');
    const [family] = await app.database.db
      .select({ reserved: families.reservedFontName })
      .from(families)
      .where(eq(families.url, 'source-sans-3'));
    expect(family?.reserved).toBe('Source');
    const original = openFont(await soldFileOf('source-sans-3', style.title));
    // The typographic family (16: 'Source Sans 3' of 'Source Sans 3 Light'), else the family (1).
    const familyOf = (font: Font) => font.getName('preferredFamily', 'en') ?? font.familyName;
    expect(familyOf(original)).toContain('Source');
    const { response, bytes } = await fetchBytes(subsetOf(style.subsets, 'latin').url);
    expect(response.status).toBe(200);
    expect(fontMagic(bytes)).toBe('woff2');
    const subset = openFont(bytes);
    expect(familyOf(subset)).toBe(`${familyOf(original).replace('Source', 'Web')} Preview`);
    for (const name of [subset.familyName, subset.fullName, subset.postscriptName])
      expect(name).not.toMatch(/source/i);
    expect(has(subset, LATIN_CAPITALS)).toBe(true);
  });

  it('answers 404 for an unknown file, an unknown subset, a subset the font lacks or an old version', async () => {
    const regular = inter.styles.find((style) => style.title === 'Regular');
    if (!regular) throw new Error('no Inter Regular');
    const latin = subsetOf(regular.subsets, 'latin').url;
    const address = /\/v2\/([0-9a-f]{24})\//.exec(latin)?.[1];
    for (const path of [
      `/fonts/subsets/v2/${'0'.repeat(24)}/latin.woff2`,
      `/fonts/subsets/v2/${address}/klingon.woff2`,
      `/fonts/subsets/v2/${address}/arabic.woff2`,
      `/fonts/subsets/v2/${address}/latin-1.woff2`,
      `/fonts/subsets/v1/${address}/latin.woff2`,
      `/fonts/subsets/v0/${address}/latin.woff2`,
      `/fonts/subsets/v2/${address}/../latin.woff2`,
      `/fonts/subsets/v2/${address}/latin.ttf`,
    ]) {
      const response = await app.fetch(path);
      expect(response.status, path).toBe(404);
    }
    expect((await app.fetch(latin, { method: 'POST' })).status).toBe(405);
  });

  it('cuts a subset once, whether asked concurrently or again later, and keeps it in the file storage', async () => {
    const [row] = await app.database.db
      .select({ storageKey: fontFiles.storageKey })
      .from(styles)
      .innerJoin(fontFiles, eq(fontFiles.id, styles.fontFileId))
      .innerJoin(families, eq(families.id, styles.familyId))
      .where(and(eq(families.url, 'inter'), eq(styles.title, 'Medium')));
    const address = row ? fontFileAddressOf(row.storageKey) : null;
    if (!address) throw new Error('no Inter Medium file');
    const puts: string[] = [];
    let lookups = 0;
    // Cuts of other tests (and of earlier runs, see preview-cut-cache.ts) are hidden: this one cuts anew.
    const cuts = new Map<string, Uint8Array>();
    const storage: Pick<FileStorage, 'get' | 'put'> = {
      get: async (key) => (key.startsWith('font-subsets/') ? (cuts.get(key) ?? null) : app.storage.get(key)),
      put: async (key, bytes, contentType) => {
        puts.push(key);
        cuts.set(key, bytes);
        await app.storage.put(key, bytes, contentType);
      },
    };
    const sources = createFontSubsetSources(app.database.db);
    const subsets = createFontSubsetFiles({
      storage,
      sources: {
        fileOf: (fileAddress) => {
          lookups += 1;
          return sources.fileOf(fileAddress);
        },
      },
    });
    const [first, second, third] = (
      await Promise.all([
        subsets.get(address, 'greek'),
        subsets.get(address, 'greek'),
        subsets.get(address, 'greek'),
      ])
    ).map((file) => file?.bytes);
    expect(puts).toEqual([`font-subsets/v2/${address}/greek.woff2`]);
    // Every request looks the file up (its families decide who may see it); only one cuts.
    expect(lookups).toBe(3);
    expect(first).not.toBeNull();
    expect(second).toBe(first);
    expect(third).toBe(first);
    const again = (await subsets.get(address, 'greek'))?.bytes;
    expect(puts).toHaveLength(1);
    expect(lookups).toBe(4);
    expect(again).toEqual(first);
    if (!again) throw new Error('unreachable');
    expect(has(openFont(again), GREEK)).toBe(true);

    // The route reads that same stored cut: it answers with its bytes and cuts nothing.
    const response = await app.fetch(`/fonts/subsets/v2/${address}/greek.woff2`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(first);
  });

  it('answers a conditional request for an unchanged subset with 304', async () => {
    const regular = inter.styles.find((style) => style.title === 'Regular');
    if (!regular) throw new Error('no Inter Regular');
    const url = subsetOf(regular.subsets, 'latin').url;
    const etag = (await app.fetch(url)).headers.get('etag');
    expect(etag).toBeTruthy();
    const response = await app.fetch(url, { headers: { 'if-none-match': etag as string } });
    expect(response.status).toBe(304);
  });
});
