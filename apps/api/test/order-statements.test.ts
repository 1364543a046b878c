import { physicalProducts, physicalProductVariants } from '@foundry/db';
import { asc, eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '../src/integrations/captcha/dev-captcha-verifier.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { CREATE_ORDER, GUEST, type OrderAnswer, postShippingId, send } from './order-fixtures.ts';

type Line = { productID: string; variantID: string };

describe('createOrder: SQL statements per order', () => {
  let app: TestApp;
  let shippingID: string;
  let lines: Line[];

  beforeAll(async () => {
    app = await createTestApp();
    shippingID = await postShippingId(app);
    // Ten distinct variants a guest may buy, each with plenty of stock.
    const { db } = app.database;
    const rows = await db
      .select({ productId: physicalProducts.id, variantId: physicalProductVariants.id })
      .from(physicalProductVariants)
      .innerJoin(physicalProducts, eq(physicalProducts.id, physicalProductVariants.physicalProductId))
      .where(eq(physicalProducts.accountRequired, false))
      .orderBy(asc(physicalProductVariants.id))
      .limit(10);
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      await db
        .update(physicalProductVariants)
        .set({ stock: 100 })
        .where(eq(physicalProductVariants.id, row.variantId));
    }
    lines = rows.map((row) => ({ productID: String(row.productId), variantID: String(row.variantId) }));
  });
  afterAll(() => app.close());

  async function statementsToOrder(count: number) {
    let order: OrderAnswer | undefined;
    const statements = await app.countStatements(async () => {
      const response = await send<{ createOrder: OrderAnswer }>(app, CREATE_ORDER, {
        user: GUEST,
        physicalProductSelections: lines
          .slice(0, count)
          .map((line, selectionIndex) => ({ ...line, quantity: 1, selectionIndex })),
        shippingID,
        reCaptchaToken: DEV_CAPTCHA_TOKEN,
      });
      expect(response.body.errors).toBeUndefined();
      order = response.body.data?.createOrder;
    });
    return { statements, order };
  }

  it('counts the statements inside the order transaction (more than the reads before it)', async () => {
    const { statements, order } = await statementsToOrder(1);
    expect(order?.items.filter((item) => item.variantID !== null)).toHaveLength(1);
    // The transaction alone is BEGIN, order insert, item insert, stock update, COMMIT.
    expect(statements).toBeGreaterThanOrEqual(5);
  });

  it('grows by at most two statements per line: the conditional stock take of each variant and its movement', async () => {
    const one = await statementsToOrder(1);
    const ten = await statementsToOrder(10);
    expect(ten.order?.items.filter((item) => item.variantID !== null)).toHaveLength(10);
    // placeOrder takes stock with one conditional UPDATE per variant, in id order (no oversell, no
    // deadlock), and records each take as a stock movement (docs/products.md); everything else
    // (prices, VAT, shipping, the inserts, the answer) is batched. More than two extra per line is an N+1.
    expect(ten.statements - one.statements).toBeLessThanOrEqual(18);
  });
});
