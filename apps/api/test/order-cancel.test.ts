import { addresses, discountCodes, orders as ordersTable } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '../src/integrations/captcha/dev-captcha-verifier.ts';
import { createTestApp, type TestApp } from './harness.ts';
import {
  CANCEL_ORDER,
  CREATE_ORDER,
  CREATE_USER_ORDER,
  codeOf,
  guestOrder,
  type OrderAnswer,
  postShippingId,
  READ_ORDER,
  send,
  shippingIdByTitle,
  stockOf,
  variantWithStock,
} from './order-fixtures.ts';

interface Cancelled {
  cancelOrder: { id: string; status: string; cancellable: boolean; paymentUrl: string | null };
}

describe('cancelOrder and the status rules an order shows', () => {
  let app: TestApp;
  let shippingID: string;

  beforeAll(async () => {
    app = await createTestApp();
    shippingID = await postShippingId(app);
  });
  afterAll(() => app.close());

  async function placed(productUrl: string, label: string, stock: number, quantity: number, extra = {}) {
    const variant = await variantWithStock(app, productUrl, label, stock);
    const response = await send<{ createOrder: OrderAnswer }>(
      app,
      CREATE_ORDER,
      guestOrder(variant, shippingID, quantity, extra),
    );
    const order = response.body.data?.createOrder;
    if (!order) throw new Error(JSON.stringify(response.body.errors));
    return { order, variant };
  }

  const setStatus = (id: string, status: 'PAID' | 'PENDING' | 'WAITING_FOR_BANKTRANSFER' | 'ERROR') =>
    app.database.db
      .update(ordersTable)
      .set({ status })
      .where(eq(ordersTable.id, Number(id)));

  it('cancels with the hash: status CANCELLED, cancelled_at set, stock and discount-code use returned', async () => {
    await app.database.db.update(discountCodes).set({ usedCount: 7 }).where(eq(discountCodes.code, 'BOOKS5'));
    const { order, variant } = await placed('hello-world-tshirt', 'M', 10, 3, { discountCode: 'BOOKS5' });
    expect(await stockOf(app, variant.variantID)).toBe(7);
    const used = async () =>
      (await app.database.db.select().from(discountCodes).where(eq(discountCodes.code, 'BOOKS5')))[0]
        ?.usedCount;
    expect(await used()).toBe(8);

    const response = await send<Cancelled>(app, CANCEL_ORDER, { id: order.id, hash: order.hash });
    expect(response.body.data?.cancelOrder).toEqual({
      id: order.id,
      status: 'CANCELLED',
      cancellable: false,
      paymentUrl: null,
    });
    expect(await stockOf(app, variant.variantID)).toBe(10);
    expect(await used()).toBe(7);
    const [row] = await app.database.db
      .select()
      .from(ordersTable)
      .where(eq(ordersTable.id, Number(order.id)));
    expect(row?.cancelledAt).toBeInstanceOf(Date);
  });

  it('refuses without the hash or with a wrong one (200), and leaves the order as it was', async () => {
    const { order, variant } = await placed('glyphs-tote', 'Natural', 3, 1);
    expect(codeOf(await send(app, CANCEL_ORDER, { id: order.id }))).toBe(200);
    expect(codeOf(await send(app, CANCEL_ORDER, { id: order.id, hash: 'nope' }))).toBe(200);
    const read = await send<{ readOrder: OrderAnswer }>(app, READ_ORDER, {
      orderID: order.id,
      hash: order.hash,
    });
    expect(read.body.data?.readOrder.status).toBe('NEW');
    expect(await stockOf(app, variant.variantID)).toBe(2);
  });

  it('refuses a paid order with 218 and a pending one with 200; both show cancellable false', async () => {
    const paid = await placed('scripts-of-the-world', 'Standard', 12, 1);
    await setStatus(paid.order.id, 'PAID');
    expect(codeOf(await send(app, CANCEL_ORDER, { id: paid.order.id, hash: paid.order.hash }))).toBe(218);

    const pending = await placed('monospace-manual', 'Standard', 30, 1);
    await setStatus(pending.order.id, 'PENDING');
    expect(codeOf(await send(app, CANCEL_ORDER, { id: pending.order.id, hash: pending.order.hash }))).toBe(
      200,
    );

    for (const { order } of [paid, pending]) {
      const read = await send<{ readOrder: OrderAnswer }>(app, READ_ORDER, {
        orderID: order.id,
        hash: order.hash,
      });
      expect(read.body.data?.readOrder).toMatchObject({ cancellable: false, paymentUrl: null });
    }
    expect(await stockOf(app, paid.variant.variantID)).toBe(11);
    expect(await stockOf(app, pending.variant.variantID)).toBe(29);
  });

  it('cancels an order waiting for a bank transfer or in error', async () => {
    for (const status of ['WAITING_FOR_BANKTRANSFER', 'ERROR'] as const) {
      const { order } = await placed('grid-systems-notebook', 'Standard', 50, 1);
      await setStatus(order.id, status);
      const response = await send<Cancelled>(app, CANCEL_ORDER, { id: order.id, hash: order.hash });
      expect(response.body.data?.cancelOrder.status).toBe('CANCELLED');
    }
  });

  it('lets the owner cancel their own order by session, without the hash', async () => {
    const signUp = await send<{ createUser: { id: string } }>(
      app,
      /* GraphQL */ `mutation ($userInfo: UserInfoInput!, $token: String) {
        createUser(password: "correct horse battery", userInfo: $userInfo, token: $token) { id }
      }`,
      { userInfo: { email: 'owner@example.com', name: 'Owner' }, token: DEV_CAPTCHA_TOKEN },
    );
    const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const userId = Number(signUp.body.data?.createUser.id);
    const [address] = await app.database.db
      .insert(addresses)
      .values({ userId, name: 'Owner', addressLine1: 'Main 1', city: 'Brno', countryCode: 'CZ' })
      .returning({ id: addresses.id });
    const tote = await variantWithStock(app, 'specimen-tote', 'Standard', 5);
    const created = await send<{ createUserOrder: OrderAnswer }>(
      app,
      CREATE_USER_ORDER,
      {
        physicalProductSelections: [{ ...tote, quantity: 2, selectionIndex: 0 }],
        shippingID,
        billingAddressID: String(address?.id),
      },
      cookie,
    );
    const order = created.body.data?.createUserOrder;
    if (!order) throw new Error(JSON.stringify(created.body.errors));
    expect(codeOf(await send(app, CANCEL_ORDER, { id: order.id }))).toBe(200);
    const response = await send<Cancelled>(app, CANCEL_ORDER, { id: order.id }, cookie);
    expect(response.body.data?.cancelOrder.status).toBe('CANCELLED');
    expect(await stockOf(app, tote.variantID)).toBe(5);
  });

  it('cancels unpaid orders that outlived their hold when the next order is placed, returning their stock', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const stale = await placed('kerning-tshirt', 'L', 4, 2);
    const transfer = await placed('kerning-tshirt', 'S', 4, 1);
    const fresh = await placed('kerning-tshirt', 'XL', 4, 1);
    await app.database.db
      .update(ordersTable)
      .set({ createdAt: hoursAgo(25) })
      .where(eq(ordersTable.id, Number(stale.order.id)));
    await app.database.db
      .update(ordersTable)
      .set({ createdAt: hoursAgo(48), status: 'WAITING_FOR_BANKTRANSFER' })
      .where(eq(ordersTable.id, Number(transfer.order.id)));
    expect(await stockOf(app, stale.variant.variantID)).toBe(2);

    // Someone else orders: the stale order gives its two shirts back first.
    await placed('specimen-tote', 'Standard', 5, 1);
    const statusOf = async (id: string) =>
      (
        await app.database.db
          .select()
          .from(ordersTable)
          .where(eq(ordersTable.id, Number(id)))
      )[0];
    expect(await statusOf(stale.order.id)).toMatchObject({
      status: 'CANCELLED',
      cancelledAt: expect.any(Date),
    });
    expect(await stockOf(app, stale.variant.variantID)).toBe(4);
    // A bank transfer is held for two weeks; a fresh order for a day.
    expect((await statusOf(transfer.order.id))?.status).toBe('WAITING_FOR_BANKTRANSFER');
    expect((await statusOf(fresh.order.id))?.status).toBe('NEW');
    expect(await stockOf(app, transfer.variant.variantID)).toBe(3);

    // Released once: a second sweep and a late cancel change nothing.
    await placed('specimen-tote', 'Standard', 5, 1);
    expect(codeOf(await send(app, CANCEL_ORDER, { id: stale.order.id, hash: stale.order.hash }))).toBe(200);
    expect(await stockOf(app, stale.variant.variantID)).toBe(4);
  });

  it('lets one account hold at most 10 unpaid orders; cancelling one makes room', async () => {
    const signUp = await send<{ createUser: { id: string } }>(
      app,
      /* GraphQL */ `mutation ($userInfo: UserInfoInput!, $token: String) {
        createUser(password: "correct horse battery", userInfo: $userInfo, token: $token) { id }
      }`,
      { userInfo: { email: 'hoarder@example.com', name: 'Hoarder' }, token: DEV_CAPTCHA_TOKEN },
    );
    const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const [address] = await app.database.db
      .insert(addresses)
      .values({
        userId: Number(signUp.body.data?.createUser.id),
        name: 'H',
        addressLine1: 'A 1',
        city: 'Brno',
        countryCode: 'CZ',
      })
      .returning({ id: addresses.id });
    const tote = await variantWithStock(app, 'specimen-tote', 'Standard', 50);
    const order = () =>
      send<{ createUserOrder: OrderAnswer }>(
        app,
        CREATE_USER_ORDER,
        {
          physicalProductSelections: [{ ...tote, quantity: 1, selectionIndex: 0 }],
          shippingID,
          billingAddressID: String(address?.id),
        },
        cookie,
      );
    const first = await order();
    for (let index = 1; index < 10; index += 1) expect((await order()).body.errors).toBeUndefined();
    const eleventh = await order();
    expect(codeOf(eleventh)).toBe(200);
    expect(eleventh.body.errors?.[0]?.message).toMatch(/too many unpaid orders/i);
    expect(await stockOf(app, tote.variantID)).toBe(40);

    const firstOrder = first.body.data?.createUserOrder;
    await send(app, CANCEL_ORDER, { id: firstOrder?.id }, cookie);
    expect((await order()).body.errors).toBeUndefined();
  });

  it('makes an order with nothing to pay COMPLIMENTARY: not payable, not cancellable', async () => {
    await app.database.db
      .insert(discountCodes)
      .values({ code: 'ALLFREE', percentBp: 10_000 })
      .onConflictDoNothing();
    const pickup = await shippingIdByTitle(app, 'Pick up at the studio');
    const tote = await variantWithStock(app, 'specimen-tote', 'Standard', 5);
    const response = await send<{ createOrder: OrderAnswer }>(
      app,
      CREATE_ORDER,
      guestOrder(tote, pickup, 1, { discountCode: 'ALLFREE' }),
    );
    const order = response.body.data?.createOrder;
    if (!order) throw new Error(JSON.stringify(response.body.errors));
    expect(order.totalPrice.amount).toBe(0);
    expect(order).toMatchObject({ status: 'COMPLIMENTARY', cancellable: false, paymentUrl: null });
    // Collected at the studio: nothing is delivered.
    expect(order.deliveryAddress).toBeNull();
    expect(codeOf(await send(app, CANCEL_ORDER, { id: order.id, hash: order.hash }))).toBe(218);
  });
});
