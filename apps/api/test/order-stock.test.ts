import { discountCodes, orders as ordersTable } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../src/repositories/repositories.ts';
import { createTestApp, type TestApp } from './harness.ts';
import {
  CANCEL_ORDER,
  CREATE_ORDER,
  codeOf,
  guestOrder,
  type OrderAnswer,
  postShippingId,
  send,
  stockOf,
  variantWithStock,
} from './order-fixtures.ts';

// Runs on PGlite and, with DATABASE_URL, on PostgreSQL, where the 20 orders really run in parallel
// transactions on separate connections.
describe('order stock: concurrent buyers never oversell', () => {
  let app: TestApp;
  let shippingID: string;

  beforeAll(async () => {
    app = await createTestApp();
    shippingID = await postShippingId(app);
  });
  afterAll(() => app.close());

  it('lets exactly 5 of 20 simultaneous buyers have the last 5 posters; the others get 216', async () => {
    const poster = await variantWithStock(app, 'alphabet-poster-vollkorn', 'A2', 5);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        send<{ createOrder: OrderAnswer }>(app, CREATE_ORDER, guestOrder(poster, shippingID)),
      ),
    );
    const placed = answers.filter((answer) => answer.body.data?.createOrder);
    const refused = answers.filter((answer) => codeOf(answer) === 216);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    expect(await stockOf(app, poster.variantID)).toBe(0);
    const ids = new Set(placed.map((answer) => answer.body.data?.createOrder.id));
    expect(ids.size).toBe(5);
  });

  it('takes several items of one line and of two lines of the same variant together', async () => {
    const tee = await variantWithStock(app, 'kerning-tshirt', 'M', 5);
    const both = guestOrder(tee, shippingID, 3, {
      physicalProductSelections: [
        { ...tee, quantity: 3, selectionIndex: 0 },
        { ...tee, quantity: 3, selectionIndex: 1 },
      ],
    });
    expect(codeOf(await send(app, CREATE_ORDER, both))).toBe(216);
    expect(await stockOf(app, tee.variantID)).toBe(5);

    const three = await send<{ createOrder: OrderAnswer }>(app, CREATE_ORDER, guestOrder(tee, shippingID, 3));
    expect(three.body.data?.createOrder.items[0]?.quantity).toBe(3);
    expect(await stockOf(app, tee.variantID)).toBe(2);
  });

  it('rolls the whole order back when one of its variants is short: no order, no stock taken', async () => {
    const tote = await variantWithStock(app, 'specimen-tote', 'Standard', 4);
    const tee = await variantWithStock(app, 'ampersand-tshirt', 'S', 1);
    const orders = createRepositories(app.database.db).orders;
    const before = await app.database.db.$count(ordersTable);
    // As when another buyer was quicker after the price check: the repository is the last guard.
    const result = await orders.placeOrder({
      order: { hash: `rollback-${Date.now()}`, type: 'PRODUCT', email: 'x@example.com' },
      items: [],
      stock: [
        { variantId: Number(tote.variantID), quantity: 2 },
        { variantId: Number(tee.variantID), quantity: 2 },
      ],
      discountCode: null,
    });
    expect(result).toEqual({ ok: false, reason: 'stock', variantId: Number(tee.variantID) });
    expect(await stockOf(app, tote.variantID)).toBe(4);
    expect(await stockOf(app, tee.variantID)).toBe(1);
    expect(await app.database.db.$count(ordersTable)).toBe(before);
  });

  it('never counts a discount code beyond its maximum uses', async () => {
    const tote = await variantWithStock(app, 'glyphs-tote', 'Black', 20);
    await app.database.db
      .update(discountCodes)
      .set({ maxUses: 2, usedCount: 0 })
      .where(eq(discountCodes.code, 'BOOKS5'));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        send<{ createOrder: OrderAnswer }>(
          app,
          CREATE_ORDER,
          guestOrder(tote, shippingID, 1, { discountCode: 'BOOKS5' }),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.body.data?.createOrder)).toHaveLength(2);
    expect(answers.filter((answer) => codeOf(answer) === 302)).toHaveLength(3);
    const [code] = await app.database.db.select().from(discountCodes).where(eq(discountCodes.code, 'BOOKS5'));
    expect(code?.usedCount).toBe(2);
    expect(await stockOf(app, tote.variantID)).toBe(18);
  });

  it('returns the stock of a cancelled order once, even when two cancels race', async () => {
    const poster = await variantWithStock(app, 'arabic-calligraphy-poster', 'A2', 6);
    const created = await send<{ createOrder: OrderAnswer }>(
      app,
      CREATE_ORDER,
      guestOrder(poster, shippingID, 4),
    );
    const order = created.body.data?.createOrder;
    if (!order) throw new Error(JSON.stringify(created.body.errors));
    expect(await stockOf(app, poster.variantID)).toBe(2);

    const cancels = await Promise.all([
      send<{ cancelOrder: { status: string } }>(app, CANCEL_ORDER, { id: order.id, hash: order.hash }),
      send<{ cancelOrder: { status: string } }>(app, CANCEL_ORDER, { id: order.id, hash: order.hash }),
    ]);
    expect(cancels.filter((answer) => answer.body.data?.cancelOrder.status === 'CANCELLED')).toHaveLength(1);
    expect(cancels.filter((answer) => codeOf(answer) === 200)).toHaveLength(1);
    expect(await stockOf(app, poster.variantID)).toBe(6);

    const again = await send(app, CANCEL_ORDER, { id: order.id, hash: order.hash });
    expect(codeOf(again)).toBe(200);
    expect(await stockOf(app, poster.variantID)).toBe(6);
  });
});
