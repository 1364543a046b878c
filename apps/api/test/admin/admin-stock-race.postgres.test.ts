import { physicalProductVariants, stockMovements } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { adminCodeOf, adminSend, signInAs } from './admin-helpers.ts';
import { insertStockedProduct } from './product-helpers.ts';

const ADJUST = /* GraphQL */ `
  mutation ($id: ID!, $delta: Int!, $reason: String!) { adjustStock(variantId: $id, delta: $delta, reason: $reason) { stock } }
`;

// On PostgreSQL the adjustments below run in parallel transactions on separate connections.
describe('stock adjustments racing on PostgreSQL', () => {
  let app: TestApp;
  let owner: string;
  let editor: string;
  beforeAll(async () => {
    app = await createTestApp();
    if (app.database.kind !== 'postgres') throw new Error('this test needs DATABASE_URL');
    owner = await signInAs(app, 'owner');
    editor = await signInAs(app, 'editor');
  });
  afterAll(() => app.close());

  const stockAndHistory = async (variantId: number) => {
    const [variant] = await app.database.db
      .select({ stock: physicalProductVariants.stock })
      .from(physicalProductVariants)
      .where(eq(physicalProductVariants.id, variantId));
    const movements = await app.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.variantId, variantId));
    return { stock: variant?.stock, movements };
  };

  it('loses none of many adjustments made at once: each counts and each has its movement', async () => {
    const poster = await insertStockedProduct(app.database.db, 10);
    const deltas = [5, 3, -2, 7, -4, 1, 6, -3];
    const answers = await Promise.all(
      deltas.map((delta, index) =>
        adminSend(
          app,
          ADJUST,
          { id: String(poster.variantId), delta, reason: `count ${index}` },
          index % 2 ? owner : editor,
        ),
      ),
    );
    expect(answers.map((answer) => answer.body.errors)).toEqual(deltas.map(() => undefined));
    const { stock, movements } = await stockAndHistory(poster.variantId);
    expect(stock).toBe(10 + deltas.reduce((sum, delta) => sum + delta, 0));
    expect(movements).toHaveLength(deltas.length);
    // Each movement saw the stock its own update left: ordered by it, they chain without gaps.
    const chain = [...movements].sort((a, b) => a.id - b.id);
    let running = 10;
    for (const movement of chain) {
      running += movement.delta;
      expect(movement.stockAfter).toBe(running);
    }
  });

  it('lets removals at once take only what is there: the stock never goes below zero', async () => {
    const poster = await insertStockedProduct(app.database.db, 5);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        adminSend(
          app,
          ADJUST,
          { id: String(poster.variantId), delta: -2, reason: `damaged ${index}` },
          owner,
        ),
      ),
    );
    const done = answers.filter((answer) => answer.body.data?.adjustStock);
    expect(done).toHaveLength(2);
    expect(answers.filter((answer) => adminCodeOf(answer) === 'BAD_USER_INPUT')).toHaveLength(4);
    const { stock, movements } = await stockAndHistory(poster.variantId);
    expect(stock).toBe(1);
    expect(movements).toHaveLength(2);
  });
});
