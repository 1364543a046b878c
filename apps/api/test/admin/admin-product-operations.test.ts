import { auditLog, physicalProductVariants, stockMovements } from '@foundry/db';
import { and, asc, eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../harness.ts';
import { createTestApp } from '../harness.ts';
import {
  CANCEL_ORDER,
  CREATE_ORDER,
  codeOf,
  fieldsOf,
  guestOrder,
  type OrderAnswer,
  postShippingId,
  send,
} from '../order-fixtures.ts';
import { adminCodeOf, adminSend, signInAs } from './admin-helpers.ts';
import { insertDiscountCode, insertStockedProduct } from './product-helpers.ts';

const ADJUST = /* GraphQL */ `
  mutation ($id: ID!, $delta: Int!, $reason: String!) { adjustStock(variantId: $id, delta: $delta, reason: $reason) { stock } }
`;
const PRODUCT = /* GraphQL */ `
  query ($id: ID!) {
    product(id: $id) {
      product { priceAmount salePriceAmount saleLowestPriorAmount currentPriceAmount }
      variants { id stock }
      movements { delta stockAfter kind reason staffEmail orderId }
    }
  }
`;
const PRICING = /* GraphQL */ `
  mutation ($id: ID!, $price: Int!, $sale: Int, $from: String, $to: String) {
    setProductPricing(productId: $id, priceAmount: $price, salePriceAmount: $sale, saleStartsAt: $from, saleEndsAt: $to) {
      priceAmount salePriceAmount saleLowestPriorAmount currentPriceAmount
    }
  }
`;
const PUBLIC_PRODUCT = /* GraphQL */ `
  query ($url: String!) {
    readPhysicalProducts(url: $url) { nodes { availability price { amount } oldPrice { amount } } }
  }
`;
const CREATE_CODE = /* GraphQL */ `
  mutation ($code: String!, $percent: Float, $amount: Int, $maxUses: Int, $from: String, $to: String) {
    createDiscountCode(code: $code, percent: $percent, amount: $amount, maxUses: $maxUses, validFrom: $from, validTo: $to) {
      id code percent amount maxUses usedCount disabledAt
    }
  }
`;
const LIST_CODES =
  'query ($search: String) { discountCodes(search: $search) { id code usedCount disabledAt } }';

interface Detail {
  product: {
    product: {
      priceAmount: number;
      salePriceAmount: number | null;
      saleLowestPriorAmount: number | null;
      currentPriceAmount: number;
    };
    variants: { id: string; stock: number }[];
    movements: {
      delta: number;
      stockAfter: number;
      kind: string;
      reason: string;
      staffEmail: string | null;
      orderId: string | null;
    }[];
  };
}
type PublicAnswer = {
  readPhysicalProducts: {
    nodes: { availability: number; price: { amount: number }; oldPrice: { amount: number } | null }[];
  };
};

describe('back office: products, stock, sales and discount codes', () => {
  let app: TestApp;
  let editor: string;
  beforeAll(async () => {
    app = await createTestApp();
    editor = await signInAs(app, 'editor');
  });
  afterAll(() => app.close());

  const publicProduct = async (url: string) =>
    (await send<PublicAnswer>(app, PUBLIC_PRODUCT, { url })).body.data?.readPhysicalProducts.nodes[0];
  const detail = async (productId: number) =>
    (await adminSend<Detail>(app, PRODUCT, { id: String(productId) }, editor)).body.data?.product;

  it('adjusts stock with a reason: a movement, an audit row, and the public product shows it', async () => {
    const poster = await insertStockedProduct(app.database.db, 10);
    expect((await publicProduct(poster.url))?.availability).toBe(10);
    const answer = await adminSend(
      app,
      ADJUST,
      { id: String(poster.variantId), delta: 5, reason: 'Reprint delivered' },
      editor,
    );
    expect(answer.body.data).toEqual({ adjustStock: { stock: 15 } });
    expect((await publicProduct(poster.url))?.availability).toBe(15);
    const read = await detail(poster.productId);
    expect(read?.movements).toEqual([
      expect.objectContaining({ delta: 5, stockAfter: 15, kind: 'adjustment', reason: 'Reprint delivered' }),
    ]);
    expect(read?.movements[0]?.staffEmail).toMatch(/^editor-/);
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'stock.adjust'), eq(auditLog.entityId, String(poster.variantId))));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ stock: 15, delta: 5 });
  });

  it('refuses to remove more than there is, and a zero or unexplained change, with field errors', async () => {
    const poster = await insertStockedProduct(app.database.db, 3);
    const tooMuch = await adminSend(
      app,
      ADJUST,
      { id: String(poster.variantId), delta: -4, reason: 'Damaged' },
      editor,
    );
    expect(adminCodeOf(tooMuch)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(tooMuch)).toHaveProperty('delta');
    const empty = await adminSend(
      app,
      ADJUST,
      { id: String(poster.variantId), delta: 0, reason: ' ' },
      editor,
    );
    expect(Object.keys(fieldsOf(empty) ?? {}).sort()).toEqual(['delta', 'reason']);
    const movements = await app.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.variantId, poster.variantId));
    expect(movements).toHaveLength(0);
    expect((await detail(poster.productId))?.variants[0]?.stock).toBe(3);
  });

  it('records the stock an order takes and a cancel gives back, so the history adds up', async () => {
    const poster = await insertStockedProduct(app.database.db, 6);
    const shippingID = await postShippingId(app);
    const selection = { productID: String(poster.productId), variantID: String(poster.variantId) };
    const placed = await send<{ createOrder: OrderAnswer }>(
      app,
      CREATE_ORDER,
      guestOrder(selection, shippingID, 2),
    );
    const order = placed.body.data?.createOrder;
    if (!order) throw new Error(JSON.stringify(placed.body.errors));
    await send(app, CANCEL_ORDER, { id: order.id, hash: order.hash });
    await adminSend(app, ADJUST, { id: String(poster.variantId), delta: -1, reason: 'Shop copy' }, editor);

    const rows = await app.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.variantId, poster.variantId))
      .orderBy(asc(stockMovements.id));
    expect(rows.map((row) => [row.kind, row.delta, row.stockAfter, row.orderId])).toEqual([
      ['order', -2, 4, Number(order.id)],
      ['order-cancelled', 2, 6, Number(order.id)],
      ['adjustment', -1, 5, null],
    ]);
    const [variant] = await app.database.db
      .select({ stock: physicalProductVariants.stock })
      .from(physicalProductVariants)
      .where(eq(physicalProductVariants.id, poster.variantId));
    expect(6 + rows.reduce((sum, row) => sum + row.delta, 0)).toBe(variant?.stock);
  });

  it('runs a sale: the public price is the sale price, struck through against the lowest of the 30 days before', async () => {
    const poster = await insertStockedProduct(app.database.db, 5, 3000);
    const raised = await adminSend(app, PRICING, { id: String(poster.productId), price: 3500 }, editor);
    expect(raised.body.data?.setProductPricing).toMatchObject({
      priceAmount: 3500,
      currentPriceAmount: 3500,
    });
    expect(await publicProduct(poster.url)).toMatchObject({ price: { amount: 3500 }, oldPrice: null });

    const sale = await adminSend(
      app,
      PRICING,
      {
        id: String(poster.productId),
        price: 3500,
        sale: 2500,
        from: new Date(Date.now() - 1000).toISOString(),
      },
      editor,
    );
    // 3000 was the price until a moment ago: the lowest of the 30 days, not the 3500 of today.
    expect(sale.body.data?.setProductPricing).toEqual({
      priceAmount: 3500,
      salePriceAmount: 2500,
      saleLowestPriorAmount: 3000,
      currentPriceAmount: 2500,
    });
    expect(await publicProduct(poster.url)).toMatchObject({
      price: { amount: 2500 },
      oldPrice: { amount: 3000 },
    });

    const planned = await adminSend(
      app,
      PRICING,
      {
        id: String(poster.productId),
        price: 3500,
        sale: 2500,
        from: new Date(Date.now() + 86_400_000).toISOString(),
      },
      editor,
    );
    expect(planned.body.data?.setProductPricing).toMatchObject({ currentPriceAmount: 3500 });
    expect(await publicProduct(poster.url)).toMatchObject({ price: { amount: 3500 } });
  });

  it('refuses a sale price not below the price and a sale that ends before it starts', async () => {
    const poster = await insertStockedProduct(app.database.db);
    const answer = await adminSend(
      app,
      PRICING,
      {
        id: String(poster.productId),
        price: 3000,
        sale: 3000,
        from: '2027-02-01T00:00:00Z',
        to: '2027-01-01T00:00:00Z',
      },
      editor,
    );
    expect(adminCodeOf(answer)).toBe('BAD_USER_INPUT');
    expect(Object.keys(fieldsOf(answer) ?? {}).sort()).toEqual(['saleEndsAt', 'salePriceAmount']);
  });

  it('creates a discount code buyers can use, counts its uses, and refuses it once disabled', async () => {
    const created = await adminSend<{ createDiscountCode: { id: string; code: string; percent: number } }>(
      app,
      CREATE_CODE,
      { code: ' spring-25 ', percent: 25, maxUses: 10 },
      editor,
    );
    const code = created.body.data?.createDiscountCode;
    expect(code).toMatchObject({ code: 'SPRING-25', percent: 25 });
    const again = await adminSend(app, CREATE_CODE, { code: 'SPRING-25', amount: 500 }, editor);
    expect(fieldsOf(again)).toHaveProperty('code');

    const poster = await insertStockedProduct(app.database.db, 5, 4000);
    const shippingID = await postShippingId(app);
    const selection = { productID: String(poster.productId), variantID: String(poster.variantId) };
    const placed = await send<{ createOrder: OrderAnswer & { discountPrice: { amount: number } } }>(
      app,
      CREATE_ORDER,
      guestOrder(selection, shippingID, 1, { discountCode: 'spring-25' }),
    );
    expect(placed.body.data?.createOrder.discountPrice.amount).toBe(1000);
    const listed = await adminSend<{ discountCodes: { id: string; usedCount: number }[] }>(
      app,
      LIST_CODES,
      { search: 'spring' },
      editor,
    );
    expect(listed.body.data?.discountCodes).toEqual([
      expect.objectContaining({ id: code?.id, usedCount: 1 }),
    ]);

    const disabled = await adminSend(
      app,
      'mutation ($id: ID!) { disableDiscountCode(id: $id) { disabledAt } }',
      { id: code?.id },
      editor,
    );
    expect(disabled.body.data).toMatchObject({ disableDiscountCode: { disabledAt: expect.any(String) } });
    const refused = await send(
      app,
      CREATE_ORDER,
      guestOrder(selection, shippingID, 1, { discountCode: 'SPRING-25' }),
    );
    expect(codeOf(refused)).toBe(300);
    const twice = await adminSend(
      app,
      'mutation ($id: ID!) { disableDiscountCode(id: $id) { id } }',
      { id: code?.id },
      editor,
    );
    expect(adminCodeOf(twice)).toBe('STAFF_CONFLICT');
  });

  it('refuses a code without a kind, with both kinds, or with bad dates and limits, naming each field', async () => {
    const none = await adminSend(app, CREATE_CODE, { code: 'x' }, editor);
    expect(Object.keys(fieldsOf(none) ?? {}).sort()).toEqual(['code', 'percent']);
    const bad = await adminSend(
      app,
      CREATE_CODE,
      { code: 'GOOD-CODE', percent: 150, maxUses: 0, from: '2027-01-02T00:00:00Z', to: 'tomorrow' },
      editor,
    );
    expect(Object.keys(fieldsOf(bad) ?? {}).sort()).toEqual(['maxUses', 'percent', 'validTo']);
    const existing = await insertDiscountCode(app.database.db);
    expect((await adminSend(app, LIST_CODES, { search: existing.code }, editor)).body.data).toEqual({
      discountCodes: [{ id: String(existing.id), code: existing.code, usedCount: 0, disabledAt: null }],
    });
  });
});
