import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

interface Facets {
  categories: string[];
  publishers: string[];
  languages: string[];
}

interface ListedProduct extends Facets {
  productType: string;
}

const FILTER = /* GraphQL */ `
  query Filter($productType: PhysicalProductType) {
    readPhysicalProductsFilter(productType: $productType) { categories publishers languages }
  }
`;
const ALL = /* GraphQL */ `
  query All { readPhysicalProducts(pageSize: 500) { nodes { productType categories publishers languages } } }
`;

const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en'));

/** What the bar should offer, worked out from the products themselves. */
function expectedFacets(products: ListedProduct[]): Facets {
  return {
    categories: sorted(products.flatMap((product) => product.categories)),
    publishers: sorted(products.flatMap((product) => product.publishers)),
    languages: sorted(products.flatMap((product) => product.languages)),
  };
}

describe('readPhysicalProductsFilter', () => {
  let app: TestApp;
  let products: ListedProduct[];

  async function filter(productType?: string): Promise<Facets> {
    const response = await app.graphql<{ readPhysicalProductsFilter: Facets }>(FILTER, { productType });
    expect(response.body.errors).toBeUndefined();
    const facets = response.body.data?.readPhysicalProductsFilter;
    if (!facets) throw new Error('no data');
    return facets;
  }

  beforeAll(async () => {
    app = await createTestApp();
    const response = await app.graphql<{ readPhysicalProducts: { nodes: ListedProduct[] } }>(ALL);
    products = response.body.data?.readPhysicalProducts.nodes ?? [];
  });
  afterAll(() => app.close());

  it.each(['BOOK', 'POSTER', 'TSHIRT', 'TOTE'])(
    'offers exactly the values the %s products carry',
    async (type) => {
      const ofType = products.filter((product) => product.productType === type);
      expect(ofType.length).toBeGreaterThan(0);
      expect(await filter(type)).toEqual(expectedFacets(ofType));
    },
  );

  it('keeps types apart: poster categories are not offered on the t-shirt listing', async () => {
    const posters = await filter('POSTER');
    const tshirts = await filter('TSHIRT');
    expect(posters.categories).toContain('Prints');
    expect(tshirts.categories).not.toContain('Prints');
    expect(tshirts.languages).toEqual([]);
  });

  it('offers every product’s values without a type (the /products listing), each once and sorted', async () => {
    const all = await filter();
    expect(all).toEqual(expectedFacets(products));
    expect(all.categories.length).toBeGreaterThan(5);
    expect(all.languages).toEqual(expect.arrayContaining(['en', 'de']));
  });

  it('reads the three lists in one SQL statement', async () => {
    const statements = await app.countStatements(() => filter('BOOK'));
    expect(statements).toBe(1);
  });

  it('refuses an unknown type as a GraphQL validation error', async () => {
    const response = await app.graphql(FILTER, { productType: 'MUG' });
    expect(response.body.errors?.length).toBeGreaterThan(0);
  });
});
