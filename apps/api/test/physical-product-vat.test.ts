import { countries, physicalProducts } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { SELLER_COUNTRY } from '@foundry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const READ = /* GraphQL */ `
  query Read($pageSize: Int) { readPhysicalProducts(pageSize: $pageSize) { nodes { id url percentageVAT } } }
`;

interface Data {
  readPhysicalProducts: { nodes: { id: string; url: string; percentageVAT: number }[] };
}

describe('PhysicalProduct.percentageVAT', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("is the seller country's rate for the product's VAT category", async () => {
    const [seller] = await app.database.db.select().from(countries).where(eq(countries.code, SELLER_COUNTRY));
    if (!seller) throw new Error('no seller country');
    const rows = await app.database.db
      .select({ url: physicalProducts.url, category: physicalProducts.vatCategory })
      .from(physicalProducts);
    const categoryOf = new Map(rows.map((row) => [row.url, row.category]));
    expect(new Set(categoryOf.values()).size).toBeGreaterThan(1);

    const { body } = await app.graphql<Data>(READ, { pageSize: 500 });
    expect(body.errors).toBeUndefined();
    const nodes = body.data?.readPhysicalProducts.nodes ?? [];
    expect(nodes.length).toBe(rows.length);
    for (const node of nodes) {
      const category = categoryOf.get(node.url);
      const rateBp =
        category === 'reduced'
          ? (seller.reducedVatRateBp ?? seller.standardVatRateBp)
          : seller.standardVatRateBp;
      expect(node.percentageVAT, node.url).toBe(rateBp / 100);
    }
  });

  it('reads the seller country once per request, not once per product', async () => {
    const one = await app.countStatements(() => app.graphql(READ, { pageSize: 1 }));
    const all = await app.countStatements(() => app.graphql(READ, { pageSize: 500 }));
    expect(all).toBe(one);
  });

  it('sees a changed rate on the next request', async () => {
    const [seller] = await app.database.db.select().from(countries).where(eq(countries.code, SELLER_COUNTRY));
    if (!seller) throw new Error('no seller country');
    await app.database.db
      .update(countries)
      .set({ standardVatRateBp: seller.standardVatRateBp + 100 })
      .where(eq(countries.code, SELLER_COUNTRY));
    try {
      const { body } = await app.graphql<Data>(READ, { pageSize: 500 });
      const rates = new Set(body.data?.readPhysicalProducts.nodes.map((node) => node.percentageVAT));
      expect(rates).toContain((seller.standardVatRateBp + 100) / 100);
    } finally {
      await app.database.db
        .update(countries)
        .set({ standardVatRateBp: seller.standardVatRateBp })
        .where(eq(countries.code, SELLER_COUNTRY));
    }
  });
});
