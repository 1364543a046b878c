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

const { read, familyIdsByUrl } = familyReaders(() => app);

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
    // fonts, axes, styles (for the subsets' ranges), and the styles' unicode-range texts the first time
    // their digests are seen (repositories/unicode-ranges-by-digest.ts).
    expect(statements).toBeLessThanOrEqual(4);
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
