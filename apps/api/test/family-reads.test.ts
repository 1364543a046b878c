import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type GraphQLResponse, type TestApp } from './harness.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

/** Runs a query that must succeed and returns its data. */
async function read<Data>(query: string, variables: Record<string, unknown> = {}): Promise<Data> {
  const response: GraphQLResponse<Data> = await app.graphql<Data>(query, variables);
  expect(response.body.errors).toBeUndefined();
  if (!response.body.data) throw new Error('no data');
  return response.body.data;
}

interface PageInfo {
  hasNextPage: boolean;
  nextPage: number;
}

/** The demo catalogue's families by URL. */
async function familyIdsByUrl(): Promise<Map<string, string>> {
  const data = await read<{ readFamilies: { nodes: { id: string; url: string }[] } }>(
    '{ readFamilies(pageSize: 500) { nodes { id url } } }',
  );
  return new Map(data.readFamilies.nodes.map((family) => [family.url, family.id]));
}

const READ_GROUPS = /* GraphQL */ `
  query Groups($type: FamilyGroupType!, $page: Int, $pageSize: Int) {
    readFamilyGroups(type: $type, page: $page, pageSize: $pageSize) {
      nodes {
        id type title url
        members { opticalSizeMin opticalSizeMax family { url } }
        families { url title styles { id } prices { basicFamily { amount } } }
      }
      pageInfo { hasNextPage nextPage }
    }
  }
`;

interface GroupsData {
  readFamilyGroups: {
    nodes: {
      type: string;
      url: string;
      members: { opticalSizeMin: number | null; opticalSizeMax: number | null; family: { url: string } }[];
      families: {
        url: string;
        styles: { id: string }[];
        prices: { basicFamily: { amount: number } | null };
      }[];
    }[];
    pageInfo: PageInfo;
  };
}

describe('readFamilyGroups', () => {
  it('lists the groups of one type with their families in the group order', async () => {
    const data = await read<GroupsData>(READ_GROUPS, { type: 'Superfamily' });
    const groups = data.readFamilyGroups.nodes;
    expect(groups.map((group) => group.url)).toEqual(['source-superfamily', 'geist-superfamily']);
    expect(groups.every((group) => group.type === 'Superfamily')).toBe(true);
    expect(groups[1]?.families.map((family) => family.url)).toEqual(['geist', 'geist-mono']);
    expect(groups[1]?.families[0]?.styles.length).toBeGreaterThan(0);
    expect(groups[1]?.families[0]?.prices.basicFamily?.amount).toBe(19900);
    expect(data.readFamilyGroups.pageInfo).toEqual({ hasNextPage: false, nextPage: 2 });
  });

  it('gives the optical size range of each member of an OpticalSizes group', async () => {
    const data = await read<GroupsData>(READ_GROUPS, { type: 'OpticalSizes' });
    expect(data.readFamilyGroups.nodes).toHaveLength(1);
    expect(data.readFamilyGroups.nodes[0]?.members).toEqual([
      { opticalSizeMin: 14, opticalSizeMax: 24, family: { url: 'inter' } },
      { opticalSizeMin: 24, opticalSizeMax: 32, family: { url: 'inter-display' } },
    ]);
  });

  it('pages the groups', async () => {
    const first = await read<GroupsData>(READ_GROUPS, { type: 'Superfamily', pageSize: 1 });
    expect(first.readFamilyGroups.nodes.map((group) => group.url)).toEqual(['source-superfamily']);
    expect(first.readFamilyGroups.pageInfo).toEqual({ hasNextPage: true, nextPage: 2 });
    const second = await read<GroupsData>(READ_GROUPS, { type: 'Superfamily', page: 2, pageSize: 1 });
    expect(second.readFamilyGroups.nodes.map((group) => group.url)).toEqual(['geist-superfamily']);
    expect(second.readFamilyGroups.pageInfo.hasNextPage).toBe(false);
  });

  it('lists the GlobalFonts groups', async () => {
    const data = await read<GroupsData>(READ_GROUPS, { type: 'GlobalFonts' });
    expect(data.readFamilyGroups.nodes.map((group) => group.url)).toEqual(['global-sans']);
    expect(data.readFamilyGroups.nodes[0]?.families.map((family) => family.url)).toEqual([
      'noto-sans',
      'inter',
    ]);
  });

  it('costs a bounded number of statements whatever the number of groups', async () => {
    const statements = await app.countStatements(() => read(READ_GROUPS, { type: 'Superfamily' }));
    // groups, members, families, then one per nested relation (styles, products).
    expect(statements).toBeLessThanOrEqual(6);
  });

  it('refuses a page size above 500 with the argument named', async () => {
    const response = await app.graphql(READ_GROUPS, { type: 'Superfamily', pageSize: 501 });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

const READ_VARIABLE_FONTS = /* GraphQL */ `
  query VariableFonts($familyIDs: [ID!]!, $page: Int, $pageSize: Int) {
    readVariableFonts(familyIDs: $familyIDs, page: $page, pageSize: $pageSize) {
      nodes {
        id familyID title italic fontURL
        axes { label tag min max default steps }
        subsets { id url unicodeRanges }
      }
      pageInfo { hasNextPage nextPage }
    }
  }
`;

interface VariableFontsData {
  readVariableFonts: {
    nodes: {
      id: string;
      familyID: string;
      title: string;
      italic: boolean;
      fontURL: string;
      axes: { label: string; tag: string; min: number; max: number; default: number; steps: number }[];
      subsets: { id: string; url: string; unicodeRanges: string }[];
    }[];
    pageInfo: PageInfo;
  };
}

describe('readVariableFonts', () => {
  it('gives the variable fonts of the families asked for, with axes and subsets', async () => {
    const ids = await familyIdsByUrl();
    const inter = ids.get('inter');
    const geist = ids.get('geist');
    const data = await read<VariableFontsData>(READ_VARIABLE_FONTS, { familyIDs: [inter, geist] });
    const fonts = data.readVariableFonts.nodes;
    expect(new Set(fonts.map((font) => font.familyID))).toEqual(new Set([inter, geist]));
    // Catalogue order: Inter (sort 10) before Geist (sort 50).
    expect(fonts[0]?.familyID).toBe(inter);
    const interUpright = fonts.find((font) => font.familyID === inter && !font.italic);
    const weight = interUpright?.axes.find((axis) => axis.tag === 'wght');
    expect(weight).toMatchObject({ min: 100, max: 900 });
    expect(weight?.default).toBeGreaterThanOrEqual(100);
    expect(weight?.steps).toBeGreaterThan(0);
    expect(interUpright?.axes.map((axis) => axis.tag)).toContain('opsz');
    // One WOFF2 per Unicode subset (font-subsets.test.ts tests the files), Latin first.
    expect(interUpright?.subsets.length).toBeGreaterThan(1);
    expect(interUpright?.subsets[0]?.id).toBe(`variable-font-${interUpright?.id}-latin`);
    expect(interUpright?.subsets[0]?.url).toMatch(/\/fonts\/subsets\/v2\/[0-9a-f]{24}\/latin\.woff2$/);
    expect(interUpright?.subsets[0]?.unicodeRanges).toMatch(/^U\+/);
    const file = await app.fetch(interUpright?.subsets[0]?.url ?? '');
    expect(file.status).toBe(200);
    expect(data.readVariableFonts.pageInfo.hasNextPage).toBe(false);
  });

  it('pages the fonts and names no others', async () => {
    const ids = await familyIdsByUrl();
    const inter = ids.get('inter');
    const all = await read<VariableFontsData>(READ_VARIABLE_FONTS, { familyIDs: [inter] });
    expect(all.readVariableFonts.nodes.length).toBe(2);
    const first = await read<VariableFontsData>(READ_VARIABLE_FONTS, { familyIDs: [inter], pageSize: 1 });
    const second = await read<VariableFontsData>(READ_VARIABLE_FONTS, {
      familyIDs: [inter],
      page: 2,
      pageSize: 1,
    });
    expect(first.readVariableFonts.pageInfo).toEqual({ hasNextPage: true, nextPage: 2 });
    expect(second.readVariableFonts.pageInfo.hasNextPage).toBe(false);
    expect(
      [...first.readVariableFonts.nodes, ...second.readVariableFonts.nodes].map((font) => font.id),
    ).toEqual(all.readVariableFonts.nodes.map((font) => font.id));
    const none = await read<VariableFontsData>(READ_VARIABLE_FONTS, { familyIDs: ['x', '0'] });
    expect(none.readVariableFonts.nodes).toEqual([]);
  });

  it('costs a bounded number of statements', async () => {
    const ids = await familyIdsByUrl();
    const statements = await app.countStatements(() =>
      read(READ_VARIABLE_FONTS, { familyIDs: [...ids.values()] }),
    );
    // fonts, axes, styles (for the subsets' ranges).
    expect(statements).toBeLessThanOrEqual(3);
  });
});

const READ_STATIC_STYLES = /* GraphQL */ `
  query StaticStyles($familyID: ID, $url: String, $encodingID: ID) {
    readFamilyStaticStyles(familyID: $familyID, url: $url, encodingID: $encodingID) {
      id title weight italic variableFont { id }
    }
  }
`;

interface StaticStylesData {
  readFamilyStaticStyles: {
    id: string;
    title: string;
    weight: number;
    italic: boolean;
    variableFont: { id: string } | null;
  }[];
}

describe('readFamilyStaticStyles', () => {
  it('lists the cut styles of a family by id or URL, without its variable fonts', async () => {
    const ids = await familyIdsByUrl();
    const byId = await read<StaticStylesData>(READ_STATIC_STYLES, { familyID: ids.get('inter') });
    // Inter ships 18 static cuts beside its two variable fonts.
    expect(byId.readFamilyStaticStyles).toHaveLength(18);
    expect(byId.readFamilyStaticStyles.every((style) => style.variableFont === null)).toBe(true);
    expect(byId.readFamilyStaticStyles.filter((style) => style.italic)).toHaveLength(9);
    const byUrl = await read<StaticStylesData>(READ_STATIC_STYLES, { url: 'inter' });
    expect(byUrl.readFamilyStaticStyles.map((style) => style.id)).toEqual(
      byId.readFamilyStaticStyles.map((style) => style.id),
    );
  });

  it('has none for a family drawn only as variable fonts, nor for an unknown family', async () => {
    const geist = await read<StaticStylesData>(READ_STATIC_STYLES, { url: 'geist' });
    expect(geist.readFamilyStaticStyles).toEqual([]);
    const unknown = await read<StaticStylesData>(READ_STATIC_STYLES, { url: 'no-such-family' });
    expect(unknown.readFamilyStaticStyles).toEqual([]);
  });

  it('keeps to one encoding when asked', async () => {
    const encodings = await read<{ readEncodings: { id: string; url: string }[] }>(
      '{ readEncodings { id url } }',
    );
    const arabic = encodings.readEncodings.find((encoding) => encoding.url === 'arabic');
    const all = await read<StaticStylesData>(READ_STATIC_STYLES, { url: 'noto-sans' });
    const inArabic = await read<StaticStylesData>(READ_STATIC_STYLES, {
      url: 'noto-sans',
      encodingID: arabic?.id,
    });
    expect(all.readFamilyStaticStyles).toHaveLength(16);
    expect(inArabic.readFamilyStaticStyles.map((style) => style.weight)).toEqual([400, 700]);
  });
});

const PRODUCT_FIELDS =
  'id kind title encodingIDs price { amount currency } oldPrice { amount } style { id } children { id }';

interface ProductResult {
  id: string;
  kind: string;
  title: string;
  encodingIDs: string[];
  price: { amount: number; currency: string };
  oldPrice: { amount: number } | null;
  style: { id: string } | null;
  children: { id: string }[];
}

describe('readFamilyMainProduct and readFamilyProducts', () => {
  it('gives the FAMILY product of the default encoding with its price and old price', async () => {
    const ids = await familyIdsByUrl();
    const data = await read<{
      readFamilyMainProduct: ProductResult | null;
      readFamilies: { nodes: { encoding: { id: string } }[] };
    }>(
      `query Main($id: ID!) {
        readFamilyMainProduct(familyID: $id) { ${PRODUCT_FIELDS} }
        readFamilies(ids: [$id]) { nodes { encoding { id } } }
      }`,
      { id: ids.get('inter') },
    );
    const product = data.readFamilyMainProduct;
    expect(product?.kind).toBe('FAMILY');
    expect(product?.price).toEqual({ amount: 29900, currency: 'EUR' });
    expect(product?.oldPrice).toEqual({ amount: 39900 });
    expect(product?.encodingIDs).toEqual([data.readFamilies.nodes[0]?.encoding.id]);
    const none = await read<{ readFamilyMainProduct: unknown }>(
      '{ readFamilyMainProduct(familyID: "999999") { id } }',
    );
    expect(none.readFamilyMainProduct).toBeNull();
  });

  it('lists the FAMILY product of an encoding followed by its FONT products', async () => {
    const ids = await familyIdsByUrl();
    const encodings = await read<{ readEncodings: { id: string; url: string }[] }>(
      '{ readEncodings { id url } }',
    );
    const arabic = encodings.readEncodings.find((encoding) => encoding.url === 'arabic')?.id;
    const query = `query Products($id: ID!, $encodingID: ID) {
      readFamilyProducts(familyID: $id, encodingID: $encodingID) { ${PRODUCT_FIELDS} }
    }`;
    const inArabic = await read<{ readFamilyProducts: ProductResult[] }>(query, {
      id: ids.get('noto-sans'),
      encodingID: arabic,
    });
    const [family, ...fonts] = inArabic.readFamilyProducts;
    expect(family?.kind).toBe('FAMILY');
    expect(family?.encodingIDs).toEqual([arabic]);
    expect(family?.price.amount).toBe(14900);
    expect(fonts.map((font) => font.kind)).toEqual(['FONT', 'FONT']);
    expect(fonts.map((font) => font.id)).toEqual(family?.children.map((child) => child.id));
    expect(fonts.every((font) => font.price.amount === 2900 && font.style !== null)).toBe(true);

    const ownEncoding = await read<{ readFamilyProducts: ProductResult[] }>(query, {
      id: ids.get('noto-sans'),
    });
    expect(ownEncoding.readFamilyProducts.filter((product) => product.kind === 'FAMILY')).toHaveLength(1);
    expect(ownEncoding.readFamilyProducts[0]?.encodingIDs).not.toEqual([arabic]);
    expect(ownEncoding.readFamilyProducts.filter((product) => product.kind === 'FONT')).toHaveLength(4);
  });
});

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

interface CatalogueFamily {
  id: string;
  url: string;
  flavor: string | null;
  supportedScripts: string[];
  familyEncodings: { encoding: { id: string; url: string } }[];
  encoding: { url: string } | null;
  variableFonts: { id: string }[];
}

/** The whole demo catalogue through readFamilies, to check the other reads against. */
async function catalogue(): Promise<CatalogueFamily[]> {
  const data = await read<{ readFamilies: { nodes: CatalogueFamily[] } }>(
    `{ readFamilies(pageSize: 500) { nodes {
        id url flavor supportedScripts familyEncodings { encoding { id url } } encoding { url } variableFonts { id }
    } } }`,
  );
  return data.readFamilies.nodes;
}

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
    // family, related page, then the styles of all of them at once.
    expect(await app.countStatements(() => read(READ_RELATED, { id: ids.get('inter') }))).toBe(3);
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
