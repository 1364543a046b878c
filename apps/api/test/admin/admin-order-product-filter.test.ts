import { physicalProducts } from '@foundry/db';
import { asc } from '@foundry/db/orm';
import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp } from '../account-helpers.ts';
import { insertPaidOrder } from '../fixtures/paid-order.ts';
import type { TestApp } from '../harness.ts';
import { adminCodeOf, adminSend, signInAs } from './admin-helpers.ts';

const SEARCH = /* GraphQL */ `
  query ($familyId: ID, $physicalProductId: ID, $statuses: [String!]) {
    orders(familyId: $familyId, physicalProductId: $physicalProductId, statuses: $statuses, pageSize: 100) {
      total nodes { id }
    }
  }
`;
const CHOICES = 'query { orderProductFilters { families { id title } physicalProducts { id title } } }';

type Choices = {
  orderProductFilters: { families: { id: string; title: string }[]; physicalProducts: { id: string }[] };
};

describe('the orders list filtered by product', () => {
  let app: TestApp;
  let support: string;
  beforeAll(async () => {
    app = await createAccountTestApp();
    support = await signInAs(app, 'support');
  });
  afterAll(() => app.close());

  const ids = async (variables: Record<string, unknown>) => {
    const response = await adminSend<{ orders: { nodes: { id: string }[] } }>(
      app,
      SEARCH,
      variables,
      support,
    );
    expect(response.body.errors).toBeUndefined();
    return (response.body.data?.orders.nodes ?? []).map((node) => node.id);
  };

  it('finds the orders with a line of a family or of a physical product, alongside the other filters', async () => {
    const vollkorn = await insertPaidOrder(app.database.db, { families: [{ familyUrl: 'vollkorn' }] });
    const inter = await insertPaidOrder(app.database.db, {
      families: [{ familyUrl: 'inter' }],
      withPhysicalItem: true,
    });
    const choices = await adminSend<Choices>(app, CHOICES, {}, support);
    expect(choices.body.errors).toBeUndefined();
    const filters = choices.body.data?.orderProductFilters;
    expect(filters?.families.map((family) => family.id)).toEqual(
      expect.arrayContaining([String(vollkorn.familyIds[0]), String(inter.familyIds[0])]),
    );
    const titles = filters?.families.map((family) => family.title) ?? [];
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const byVollkorn = await ids({ familyId: String(vollkorn.familyIds[0]) });
    expect(byVollkorn).toContain(String(vollkorn.id));
    expect(byVollkorn).not.toContain(String(inter.id));

    // The fixture's book: the physical product of the lowest id.
    const [first] = await app.database.db
      .select({ id: physicalProducts.id })
      .from(physicalProducts)
      .orderBy(asc(physicalProducts.id))
      .limit(1);
    const book = String(first?.id);
    expect(filters?.physicalProducts.map((product) => product.id)).toContain(book);
    const byBook = await ids({ physicalProductId: book });
    expect(byBook).toContain(String(inter.id));
    expect(byBook).not.toContain(String(vollkorn.id));

    expect(await ids({ familyId: String(inter.familyIds[0]), physicalProductId: book })).toContain(
      String(inter.id),
    );
    expect(await ids({ familyId: String(inter.familyIds[0]), statuses: ['CANCELLED'] })).not.toContain(
      String(inter.id),
    );
  });

  it('refuses a malformed product and a role without orders', async () => {
    const bad = await adminSend(app, SEARCH, { familyId: 'vollkorn' }, support);
    expect(adminCodeOf(bad)).toBe('BAD_USER_INPUT');
    const editor = await signInAs(app, 'editor');
    expect(adminCodeOf(await adminSend(app, CHOICES, {}, editor))).toBe(STAFF_ERROR.FORBIDDEN);
  });
});
