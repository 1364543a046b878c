import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyReaders, type PageInfo } from './family-read-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

const { read, familyIdsByUrl, catalogue } = familyReaders(() => app);

const READ_SUMMARY = /* GraphQL */ `
  query Summary($id: ID!) {
    readFamilySummary(familyID: $id) {
      family { url }
      stylesCount glyphCount formats variable variableFontsCount
      encodings { url }
      prices { basicStyle { amount } basicFamily { amount } oldBasicFamily { amount } }
    }
  }
`;

interface SummaryData {
  readFamilySummary: {
    family: { url: string };
    stylesCount: number;
    glyphCount: number;
    formats: string[];
    variable: boolean;
    variableFontsCount: number;
    encodings: { url: string }[];
    prices: {
      basicStyle: { amount: number } | null;
      basicFamily: { amount: number } | null;
      oldBasicFamily: { amount: number } | null;
    };
  } | null;
}

describe('readFamilySummary', () => {
  it('sums up a variable family', async () => {
    const ids = await familyIdsByUrl();
    const data = await read<SummaryData>(READ_SUMMARY, { id: ids.get('inter') });
    const summary = data.readFamilySummary;
    expect(summary?.family.url).toBe('inter');
    expect(summary?.stylesCount).toBe(18);
    expect(summary?.variable).toBe(true);
    expect(summary?.variableFontsCount).toBe(2);
    expect(summary?.glyphCount).toBeGreaterThan(500);
    expect(summary?.formats).toEqual(['woff2']);
    expect(summary?.prices).toEqual({
      basicStyle: { amount: 4900 },
      basicFamily: { amount: 29900 },
      oldBasicFamily: { amount: 39900 },
    });
  });

  it('lists every encoding of a multi-script family and counts the styles of its own', async () => {
    const ids = await familyIdsByUrl();
    const data = await read<SummaryData>(READ_SUMMARY, { id: ids.get('noto-sans') });
    const summary = data.readFamilySummary;
    expect(summary?.encodings.map((encoding) => encoding.url)).toContain('arabic');
    expect(summary?.encodings.length).toBeGreaterThan(2);
    expect(summary?.stylesCount).toBe(4);
    expect(summary?.variable).toBe(false);
    const none = await read<SummaryData>(READ_SUMMARY, { id: '999999' });
    expect(none.readFamilySummary).toBeNull();
  });

  it('costs a bounded number of statements', async () => {
    const ids = await familyIdsByUrl();
    const statements = await app.countStatements(() => read(READ_SUMMARY, { id: ids.get('noto-sans') }));
    // family, then styles, encodings, variable fonts, products, formats and the encodings' rows.
    expect(statements).toBeLessThanOrEqual(7);
  });
});

interface PathsData {
  readFamilyPaths: { url: string; encodings: { url: string; isDefault: boolean; styleSlugs: string[] }[] }[];
}

describe('readFamilyPaths', () => {
  it('lists every family with its encodings and their style slugs', async () => {
    const families = await catalogue();
    const data = await read<PathsData>('{ readFamilyPaths { url encodings { url isDefault styleSlugs } } }');
    const paths = data.readFamilyPaths;
    expect(paths.map((path) => path.url)).toEqual(families.map((family) => family.url));
    for (const family of families) {
      const path = paths.find((candidate) => candidate.url === family.url);
      expect(path?.encodings.map((encoding) => encoding.url)).toEqual(
        family.familyEncodings.map((row) => row.encoding.url),
      );
      expect(
        path?.encodings.filter((encoding) => encoding.isDefault).map((encoding) => encoding.url),
      ).toEqual([family.encoding?.url]);
    }
    const inter = paths.find((path) => path.url === 'inter')?.encodings[0];
    expect(inter?.styleSlugs).toHaveLength(18);
    expect(inter?.styleSlugs).toEqual(expect.arrayContaining(['regular', 'semibold-italic', 'black']));
    // Geist is drawn as a variable font only: its pages are its named instances.
    expect(paths.find((path) => path.url === 'geist')?.encodings[0]?.styleSlugs).toEqual(
      expect.arrayContaining(['thin', 'regular', 'black']),
    );
  });

  it('costs three statements', async () => {
    expect(
      await app.countStatements(() => read('{ readFamilyPaths { url encodings { url styleSlugs } } }')),
    ).toBe(3);
  });
});

interface FiltersData {
  readFamilyFilters: {
    total: number;
    flavors: { value: string; count: number }[];
    scripts: { value: string; count: number }[];
    encodings: { encoding: { id: string; url: string } | null; count: number }[];
    variableCount: number;
  };
}

function tally(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

describe('readFamilyFilters', () => {
  it('counts the families of each flavor, script and encoding, and the variable ones', async () => {
    const families = await catalogue();
    const data = await read<FiltersData>(
      '{ readFamilyFilters { total flavors { value count } scripts { value count } encodings { encoding { id url } count } variableCount } }',
    );
    const filters = data.readFamilyFilters;
    expect(filters.total).toBe(10);
    expect(filters.flavors).toEqual([
      { value: 'sans-serif', count: 5 },
      { value: 'icons', count: 2 },
      { value: 'monospace', count: 2 },
      { value: 'serif', count: 1 },
    ]);
    expect(new Map(filters.scripts.map((facet) => [facet.value, facet.count]))).toEqual(
      tally(families.flatMap((family) => family.supportedScripts)),
    );
    expect(filters.scripts.length).toBeGreaterThan(1);
    expect(new Map(filters.encodings.map((facet) => [facet.encoding?.url, facet.count]))).toEqual(
      tally(families.flatMap((family) => family.familyEncodings.map((row) => row.encoding.url))),
    );
    expect(filters.encodings.find((facet) => facet.encoding?.url === 'arabic')?.count).toBeGreaterThanOrEqual(
      1,
    );
    expect(filters.variableCount).toBe(families.filter((family) => family.variableFonts.length > 0).length);
    expect(filters.variableCount).toBeGreaterThanOrEqual(4);
  });
});

const READ_RELATED = /* GraphQL */ `
  query Related($id: ID!, $page: Int, $pageSize: Int) {
    readRelatedFamilies(familyID: $id, page: $page, pageSize: $pageSize) {
      nodes { id url flavor supportedScripts styles { id } }
      pageInfo { hasNextPage nextPage }
    }
  }
`;

interface RelatedData {
  readRelatedFamilies: {
    nodes: { id: string; url: string; flavor: string | null; supportedScripts: string[] }[];
    pageInfo: PageInfo;
  };
}

describe('readRelatedFamilies', () => {
  it('gives families of the same flavor first, then those sharing a script, never the family itself', async () => {
    const families = await catalogue();
    const inter = families.find((family) => family.url === 'inter');
    if (!inter) throw new Error('inter is missing');
    const data = await read<RelatedData>(READ_RELATED, { id: inter.id });
    const related = data.readRelatedFamilies.nodes;
    const sameFlavor = families.filter((family) => family.flavor === 'sans-serif' && family.id !== inter.id);
    expect(related.slice(0, sameFlavor.length).map((family) => family.url)).toEqual(
      sameFlavor.map((family) => family.url),
    );
    expect(related.some((family) => family.id === inter.id)).toBe(false);
    for (const family of related.slice(sameFlavor.length)) {
      expect(family.supportedScripts.some((script) => inter.supportedScripts.includes(script))).toBe(true);
    }
    const expected = families.filter(
      (family) =>
        family.id !== inter.id &&
        (family.flavor === inter.flavor ||
          family.supportedScripts.some((s) => inter.supportedScripts.includes(s))),
    );
    expect(related).toHaveLength(expected.length);
  });

  it('pages the related families', async () => {
    const ids = await familyIdsByUrl();
    const all = await read<RelatedData>(READ_RELATED, { id: ids.get('vollkorn') });
    const first = await read<RelatedData>(READ_RELATED, { id: ids.get('vollkorn'), pageSize: 2 });
    const second = await read<RelatedData>(READ_RELATED, { id: ids.get('vollkorn'), page: 2, pageSize: 2 });
    expect(all.readRelatedFamilies.nodes.length).toBeGreaterThan(2);
    expect(first.readRelatedFamilies.pageInfo).toEqual({ hasNextPage: true, nextPage: 2 });
    expect(
      [...first.readRelatedFamilies.nodes, ...second.readRelatedFamilies.nodes].map((f) => f.url),
    ).toEqual(all.readRelatedFamilies.nodes.slice(0, 4).map((f) => f.url));
    const none = await read<RelatedData>(READ_RELATED, { id: '999999' });
    expect(none.readRelatedFamilies.nodes).toEqual([]);
  });

  it('costs a bounded number of statements', async () => {
    const ids = await familyIdsByUrl();
    // family, the families staff chose as related (none: the computed ones follow), related page,
    // then the styles of all of them at once.
    expect(await app.countStatements(() => read(READ_RELATED, { id: ids.get('inter') }))).toBe(4);
  });
});

describe('readFamilyPairings', () => {
  const READ_PAIRINGS = 'query Pairings($id: ID!) { readFamilyPairings(familyID: $id) { url flavor } }';

  it('pairs a serif with the sans serifs and a sans serif with the serif', async () => {
    const families = await catalogue();
    const ids = await familyIdsByUrl();
    const forVollkorn = await read<{ readFamilyPairings: { url: string; flavor: string }[] }>(READ_PAIRINGS, {
      id: ids.get('vollkorn'),
    });
    expect(forVollkorn.readFamilyPairings.map((family) => family.url)).toEqual(
      families.filter((family) => family.flavor === 'sans-serif').map((family) => family.url),
    );
    const forInter = await read<{ readFamilyPairings: { url: string }[] }>(READ_PAIRINGS, {
      id: ids.get('inter'),
    });
    expect(forInter.readFamilyPairings.map((family) => family.url)).toEqual(['vollkorn']);
  });

  it('pairs a monospace with the sans serifs first, then the serifs', async () => {
    const ids = await familyIdsByUrl();
    const data = await read<{ readFamilyPairings: { url: string; flavor: string }[] }>(READ_PAIRINGS, {
      id: ids.get('geist-mono'),
    });
    const flavors = data.readFamilyPairings.map((family) => family.flavor);
    expect(flavors).toEqual([...Array(5).fill('sans-serif'), 'serif']);
  });
});

describe('readFontCustomisationParams', () => {
  const READ_PARAMS = `query Params($id: ID!) {
    readFontCustomisationParams(familyID: $id) {
      family { url }
      variableFonts { id italic axes { tag min max } }
      axes { tag label min max default steps }
    }
  }`;

  interface ParamsData {
    readFontCustomisationParams: {
      family: { url: string };
      variableFonts: { id: string; italic: boolean; axes: { tag: string; min: number; max: number }[] }[];
      axes: { tag: string; label: string; min: number; max: number; default: number; steps: number }[];
    } | null;
  }

  it('gives the variable fonts of a family and the axes their sliders move', async () => {
    const ids = await familyIdsByUrl();
    const data = await read<ParamsData>(READ_PARAMS, { id: ids.get('inter') });
    const params = data.readFontCustomisationParams;
    expect(params?.family.url).toBe('inter');
    expect(params?.variableFonts).toHaveLength(2);
    const tags = new Set(params?.variableFonts.flatMap((font) => font.axes.map((axis) => axis.tag)));
    expect(params?.axes.map((axis) => axis.tag).sort()).toEqual([...tags].sort());
    for (const axis of params?.axes ?? []) {
      const ranges =
        params?.variableFonts.flatMap((font) => font.axes.filter((a) => a.tag === axis.tag)) ?? [];
      expect(axis.min).toBe(Math.min(...ranges.map((range) => range.min)));
      expect(axis.max).toBe(Math.max(...ranges.map((range) => range.max)));
      expect(axis.default).toBeGreaterThanOrEqual(axis.min);
      expect(axis.default).toBeLessThanOrEqual(axis.max);
    }
    expect(params?.axes.find((axis) => axis.tag === 'wght')).toMatchObject({ min: 100, max: 900 });
  });

  it('offers nothing for a static family and null for an unknown one', async () => {
    const ids = await familyIdsByUrl();
    const vollkorn = await read<ParamsData>(READ_PARAMS, { id: ids.get('vollkorn') });
    expect(vollkorn.readFontCustomisationParams?.variableFonts).toEqual([]);
    expect(vollkorn.readFontCustomisationParams?.axes).toEqual([]);
    const unknown = await read<ParamsData>(READ_PARAMS, { id: '999999' });
    expect(unknown.readFontCustomisationParams).toBeNull();
  });
});
