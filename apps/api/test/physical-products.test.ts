import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

interface Product {
  id: string;
  title: string;
  url: string;
  productType: string;
  price: { amount: number; currency: string; symbol: string };
  available: boolean;
  availability: number;
  variants: { id: string; available: boolean; availability: number; price: { amount: number } }[];
  categories: string[];
  publishers: string[];
  languages: string[];
  date: string | null;
  lastModified: string;
}

interface ProductsData {
  readPhysicalProducts: { nodes: Product[]; pageInfo: { hasNextPage: boolean; nextPage: number } };
}

const READ = /* GraphQL */ `
  query ReadPhysicalProducts(
    $productType: PhysicalProductType, $url: String, $categories: [String!], $publishers: [String!],
    $languages: [String!], $sortBy: PhysicalProductSort, $page: Int, $pageSize: Int
  ) {
    readPhysicalProducts(productType: $productType, url: $url, categories: $categories,
                         publishers: $publishers, languages: $languages, sortBy: $sortBy,
                         page: $page, pageSize: $pageSize) {
      nodes {
        id title url body productType coverBgColor
        coverImage { url width height alt } images { url }
        attributes { name value }
        price { amount currency symbol } oldPrice { amount currency symbol }
        available availability shippingRequired accountRequired
        variants { id label available availability price { amount currency } }
        categories publishers languages date lastModified
      }
      pageInfo { hasNextPage nextPage }
    }
  }
`;

describe('readPhysicalProducts', () => {
  let app: TestApp;
  let all: Product[];

  async function read(variables: Record<string, unknown>) {
    const response = await app.graphql<ProductsData>(READ, variables);
    expect(response.body.errors).toBeUndefined();
    const result = response.body.data?.readPhysicalProducts;
    if (!result) throw new Error('no data');
    return result;
  }

  beforeAll(async () => {
    app = await createTestApp();
    all = (await read({ pageSize: 500 })).nodes;
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists at least 12 products of all four types with variants and stock', () => {
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((product) => product.productType))).toEqual(
      new Set(['BOOK', 'POSTER', 'TOTE', 'TSHIRT']),
    );
    for (const product of all) {
      expect(product.variants.length).toBeGreaterThan(0);
      const stock = product.variants.reduce((sum, variant) => sum + variant.availability, 0);
      expect(product.availability).toBe(stock);
      expect(product.available).toBe(stock > 0);
    }
  });

  it('sorts A-Z and Z-A by title', async () => {
    const az = (await read({ sortBy: 'A_Z', pageSize: 500 })).nodes;
    const za = (await read({ sortBy: 'Z_A', pageSize: 500 })).nodes;
    // The database's collation decides punctuation and case; the initials must still ascend.
    const initials = az.map((product) => product.title[0]?.toLowerCase() ?? '');
    expect(initials).toEqual([...initials].sort());
    expect(new Set(az.map((product) => product.id))).toEqual(new Set(all.map((product) => product.id)));
    expect(za.map((product) => product.id)).toEqual(az.map((product) => product.id).reverse());
  });

  it('sorts by date, newest first by default', async () => {
    const dateOf = (product: Product) => Date.parse(product.date ?? product.lastModified);
    const newest = (await read({ sortBy: 'NEWEST', pageSize: 500 })).nodes;
    const oldest = (await read({ sortBy: 'OLDEST', pageSize: 500 })).nodes;
    for (let index = 1; index < newest.length; index += 1) {
      expect(dateOf(newest[index - 1] as Product)).toBeGreaterThanOrEqual(dateOf(newest[index] as Product));
      expect(dateOf(oldest[index - 1] as Product)).toBeLessThanOrEqual(dateOf(oldest[index] as Product));
    }
    expect(new Set(newest.map((product) => product.date)).size).toBeGreaterThan(1);
    expect(all.map((product) => product.id)).toEqual(newest.map((product) => product.id));
  });

  it('filters by product type and url', async () => {
    const books = (await read({ productType: 'BOOK', pageSize: 500 })).nodes;
    expect(books.length).toBeGreaterThan(0);
    expect(books.every((product) => product.productType === 'BOOK')).toBe(true);
    expect(books.length).toBe(all.filter((product) => product.productType === 'BOOK').length);
    const first = all[0] as Product;
    expect((await read({ url: first.url })).nodes.map((product) => product.id)).toEqual([first.id]);
  });

  it('filters by any of the given categories, publishers and languages', async () => {
    for (const field of ['categories', 'publishers', 'languages'] as const) {
      const value = all.flatMap((product) => product[field])[0];
      expect(value, `some product has ${field}`).toBeDefined();
      const result = (await read({ [field]: [value, 'no-such-value'], pageSize: 500 })).nodes;
      const expected = all.filter((product) => product[field].includes(value as string));
      expect(result.map((product) => product.id).sort()).toEqual(
        expected.map((product) => product.id).sort(),
      );
      expect(expected.length).toBeLessThanOrEqual(all.length);
    }
    expect((await read({ categories: ['no-such-category'] })).nodes).toEqual([]);
  });

  it('pages the list', async () => {
    const first = await read({ page: 1, pageSize: 5 });
    const second = await read({ page: 2, pageSize: 5 });
    expect(first.nodes).toHaveLength(5);
    expect(first.pageInfo).toEqual({ hasNextPage: true, nextPage: 2 });
    expect(second.nodes.map((product) => product.id)).toEqual(all.slice(5, 10).map((product) => product.id));
  });
});
