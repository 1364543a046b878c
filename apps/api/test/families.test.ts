import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontMagic, glyphCountOf } from './fonts.ts';
import { createTestApp, type TestApp } from './harness.ts';

interface StyleResult {
  id: string;
  title: string;
  fontURL: string;
  glyphCount: number;
  weight: number;
  italic: boolean;
  subsets: { id: string; url: string; unicodeRanges: string }[];
}

interface FamilyResult {
  id: string;
  title: string;
  url: string;
  preRelease: boolean;
  encoding: { id: string; url: string; direction: string } | null;
  familyEncodings: { encoding: { id: string; url: string }; titleInEncoding: string | null }[];
  styles: StyleResult[];
  defaultStyle: { id: string } | null;
  prices: { basicStyle: { amount: number; currency: string; symbol: string } | null };
  variableFonts: {
    id: string;
    fontURL: string;
    glyphCount: number;
    axes: { tag: string; min: number; max: number; default: number }[];
    instances: { name: string }[];
  }[];
}

interface FamiliesData {
  readFamilies: { nodes: FamilyResult[]; pageInfo: { hasNextPage: boolean; nextPage: number } };
}

const READ_FAMILIES = /* GraphQL */ `
  query ReadFamilies(
    $urls: [String!], $url: String, $ids: [ID!], $preRelease: Boolean, $encodingID: ID,
    $page: Int, $pageSize: Int
  ) {
    readFamilies(urls: $urls, url: $url, ids: $ids, preRelease: $preRelease, encodingID: $encodingID,
                 page: $page, pageSize: $pageSize) {
      nodes {
        id title summary url customTitleText titleInEncoding preRelease plannedReleaseDate flavor credits
        xHeight openTypeFeatures supportedScripts
        encoding { id url direction }
        familyEncodings { encoding { id url } titleInEncoding }
        styles { id title fontURL glyphCount weight italic subsets { id url unicodeRanges } }
        defaultStyle { id }
        prices {
          basicStyle { amount currency symbol } basicFamily { amount currency symbol }
          oldBasicStyle { amount } oldBasicFamily { amount }
        }
        variableFonts {
          id title uniqueName fontURL glyphCount
          axes { label tag min max default steps }
          instances { name coordinates { tag value } }
        }
      }
      pageInfo { hasNextPage nextPage }
    }
  }
`;

describe('readFamilies', () => {
  let app: TestApp;
  let firstPage: FamiliesData['readFamilies'];

  async function read(variables: Record<string, unknown>) {
    const response = await app.graphql<FamiliesData>(READ_FAMILIES, variables);
    expect(response.body.errors).toBeUndefined();
    const result = response.body.data?.readFamilies;
    if (!result) throw new Error('no data');
    return result;
  }

  beforeAll(async () => {
    app = await createTestApp();
    firstPage = await read({ page: 1, pageSize: 12 });
  });
  afterAll(async () => {
    await app.close();
  });

  it('returns at least 10 families on the first page of 12', () => {
    expect(firstPage.nodes.length).toBeGreaterThanOrEqual(10);
    expect(firstPage.nodes.length).toBeLessThanOrEqual(12);
    for (const family of firstPage.nodes) {
      expect(family.styles.length).toBeGreaterThan(0);
      expect(family.defaultStyle).not.toBeNull();
    }
  });

  it('serves every style as a WOFF2 preview cut holding part of its glyphs (docs/font-previews.md)', async () => {
    let checked = 0;
    for (const family of firstPage.nodes) {
      for (const style of family.styles) {
        expect(style.fontURL.startsWith(`${app.config.apiUrl}/fonts/subsets/`)).toBe(true);
        const response = await app.fetch(style.fontURL);
        // A family in development is previewed to club members only (preview-fonts.test.ts).
        if (family.preRelease) {
          expect(response.status).toBe(404);
          continue;
        }
        expect(response.status).toBe(200);
        const bytes = new Uint8Array(await response.arrayBuffer());
        expect(fontMagic(bytes), `${family.title} ${style.title}`).toBe('woff2');
        expect(response.headers.get('content-type')).toBe('font/woff2');
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        // glyphCount is the sold font's; the preview holds a part of it.
        expect(glyphCountOf(bytes), `${family.title} ${style.title}`).toBeLessThan(style.glyphCount);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  it('serves variable fonts with their axes and glyph counts', async () => {
    // Released families' (a family in development is previewed to club members only).
    const released = (nodes: FamilyResult[]) => nodes.filter((family) => !family.preRelease);
    const variable = released(firstPage.nodes).flatMap((family) => family.variableFonts);
    const all =
      variable.length > 0
        ? variable
        : released((await read({ pageSize: 500 })).nodes).flatMap((f) => f.variableFonts);
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all.some((font) => font.axes.some((axis) => axis.tag === 'wght'))).toBe(true);
    for (const font of all) {
      for (const axis of font.axes) {
        expect(axis.min).toBeLessThanOrEqual(axis.default);
        expect(axis.default).toBeLessThanOrEqual(axis.max);
      }
      const bytes = new Uint8Array(await (await app.fetch(font.fontURL)).arrayBuffer());
      expect(fontMagic(bytes)).toBe('woff2');
      expect(glyphCountOf(bytes)).toBeLessThan(font.glyphCount);
    }
  });

  it('pages without overlap and says when there is a next page', async () => {
    const all = await read({ pageSize: 500 });
    expect(all.pageInfo.hasNextPage).toBe(false);
    const pageSize = 4;
    const pages = [];
    for (let page = 1; page <= Math.ceil(all.nodes.length / pageSize); page += 1) {
      pages.push(await read({ page, pageSize }));
    }
    expect(pages.flatMap((page) => page.nodes.map((family) => family.id))).toEqual(
      all.nodes.map((family) => family.id),
    );
    expect(pages.slice(0, -1).every((page) => page.pageInfo.hasNextPage)).toBe(true);
    expect(pages.at(-1)?.pageInfo.hasNextPage).toBe(false);
    expect(pages[0]?.pageInfo.nextPage).toBe(2);
  });

  it('defaults to page 1 of 12', async () => {
    const defaults = await read({});
    expect(defaults.nodes.map((family) => family.id)).toEqual(firstPage.nodes.map((family) => family.id));
  });

  it('refuses a page size above 500 with an error naming the argument', async () => {
    const response = await app.graphql(READ_FAMILIES, { pageSize: 501 });
    expect(response.body.errors?.[0]?.extensions?.fields).toHaveProperty('pageSize');
  });

  it('filters by url, urls and ids', async () => {
    const [a, b] = firstPage.nodes;
    if (!a || !b) throw new Error('need two families');
    expect((await read({ url: a.url })).nodes.map((family) => family.id)).toEqual([a.id]);
    expect((await read({ urls: [b.url, a.url] })).nodes.map((family) => family.id).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    expect((await read({ ids: [b.id] })).nodes.map((family) => family.url)).toEqual([b.url]);
    expect((await read({ url: 'no-such-family' })).nodes).toEqual([]);
    expect((await read({ ids: [] })).nodes).toEqual([]);
  });

  it('filters by preRelease', async () => {
    const all = (await read({ pageSize: 500 })).nodes;
    const pre = (await read({ preRelease: true, pageSize: 500 })).nodes;
    const released = (await read({ preRelease: false, pageSize: 500 })).nodes;
    expect(pre.every((family) => family.preRelease)).toBe(true);
    expect(released.every((family) => !family.preRelease)).toBe(true);
    expect(pre.length + released.length).toBe(all.length);
  });

  it('filters by encoding and shows the styles of that encoding', async () => {
    const all = (await read({ pageSize: 500 })).nodes;
    const multi = all.find((family) => family.familyEncodings.length >= 3);
    expect(multi, 'a family in at least 3 encodings').toBeDefined();
    if (!multi) return;
    for (const { encoding } of multi.familyEncodings) {
      const result = await read({ encodingID: encoding.id, pageSize: 500 });
      const shown = result.nodes.find((family) => family.id === multi.id);
      expect(shown?.encoding?.id).toBe(encoding.id);
      expect(shown?.styles.length).toBeGreaterThan(0);
      for (const family of result.nodes) {
        expect(family.familyEncodings.map((entry) => entry.encoding.id)).toContain(encoding.id);
      }
    }
    const styleSets = multi.familyEncodings.map(
      async ({ encoding }) =>
        (await read({ encodingID: encoding.id, ids: [multi.id] })).nodes[0]?.styles.map(
          (style) => style.id,
        ) ?? [],
    );
    const ids = (await Promise.all(styleSets)).flat();
    expect(new Set(ids).size).toBe(ids.length);
    expect((await read({ encodingID: '999999' })).nodes).toEqual([]);
  });

  it('gives prices as money in minor units with a symbol', () => {
    const priced = firstPage.nodes.filter((family) => family.prices.basicStyle);
    expect(priced.length).toBeGreaterThan(0);
    for (const family of priced) {
      expect(Number.isInteger(family.prices.basicStyle?.amount)).toBe(true);
      expect(family.prices.basicStyle?.currency).toMatch(/^[A-Z]{3}$/);
      expect(family.prices.basicStyle?.symbol).not.toBe('');
    }
  });

  it('loads a page with every nested field in one SQL statement per relation (no N+1)', async () => {
    let nodes = 0;
    const statements = await app.countStatements(async () => {
      nodes = (await read({ page: 1, pageSize: 500 })).nodes.length;
    });
    expect(nodes).toBeGreaterThanOrEqual(10);
    // families, styles, family encodings, products, variable fonts, axes, instances, and encodings
    // at two depths (the family's, then each of its familyEncodings'): one statement per relation
    // and level, where one per family would be at least ten per relation.
    expect(statements).toBeGreaterThan(0);
    expect(statements).toBeLessThanOrEqual(9);
  });
});
