import { addresses, users } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tamperedHash } from './fixtures/tampered-hash.ts';
import { createTestApp, type TestApp } from './harness.ts';
import {
  CREATE_ORDER,
  CREATE_USER_ORDER,
  codeOf,
  fieldsOf,
  guestOrder,
  type OrderAnswer,
  postShippingId,
  READ_ORDER,
  send,
  shippingIdByTitle,
  stockOf,
  variantWithStock,
} from './order-fixtures.ts';
import { orderOf, signUpWithAddress } from './orders-helpers.ts';

describe('orders of signed-in users: createOrder with a session, createUserOrder, readOrder', () => {
  let app: TestApp;
  let shippingID: string;
  /** GB is outside the EU post's countries: the international post delivers there. */
  let worldwideShippingID: string;

  beforeAll(async () => {
    app = await createTestApp();
    shippingID = await postShippingId(app);
    worldwideShippingID = await shippingIdByTitle(app, 'International post');
  });
  afterAll(() => app.close());

  const signedInUser = (email: string) => signUpWithAddress(app, email);

  it('refuses products that need an account to guests (200); signed in, createOrder makes the order theirs', async () => {
    const book = await variantWithStock(app, 'letters-from-the-press-room', 'Standard', 3);
    const guest = await send(app, CREATE_ORDER, guestOrder(book, shippingID));
    expect(codeOf(guest)).toBe(200);
    expect(await stockOf(app, book.variantID)).toBe(3);

    const member = await signedInUser('member@example.com');
    const response = await send<{ createOrder: OrderAnswer }>(
      app,
      CREATE_ORDER,
      guestOrder(book, shippingID),
      member.cookie,
    );
    const order = orderOf(response);
    const own = await send<{ readOrder: OrderAnswer }>(app, READ_ORDER, { orderID: order.id }, member.cookie);
    expect(own.body.data?.readOrder.id).toBe(order.id);
    expect(await stockOf(app, book.variantID)).toBe(2);
  });

  it('reads an order by its hash only: no hash, a wrong hash or an unknown id all give the same 200', async () => {
    const tote = await variantWithStock(app, 'specimen-tote', 'Standard', 10);
    const order = orderOf(await send(app, CREATE_ORDER, guestOrder(tote, shippingID)));
    const answers = await Promise.all([
      send(app, READ_ORDER, { orderID: order.id }),
      send(app, READ_ORDER, {
        orderID: order.id,
        hash: tamperedHash(order.hash),
      }),
      send(app, READ_ORDER, { orderID: '999999', hash: order.hash }),
      send(app, READ_ORDER, { orderID: 'abc', hash: order.hash }),
    ]);
    for (const answer of answers) {
      expect(codeOf(answer)).toBe(200);
      expect(answer.body.data).toBeNull();
    }
    const messages = new Set(answers.map((answer) => answer.body.errors?.[0]?.message));
    expect(messages.size).toBe(1);
  });

  it("orders with the signed-in user's own addresses; the owner reads it without hash, nobody else can", async () => {
    const ada = await signedInUser('ada@example.com');
    const tote = await variantWithStock(app, 'specimen-tote', 'Standard', 10);
    const created = await send<{ createUserOrder: OrderAnswer }>(
      app,
      CREATE_USER_ORDER,
      {
        physicalProductSelections: [{ ...tote, quantity: 1, selectionIndex: 0 }],
        shippingID: worldwideShippingID,
        billingAddressID: ada.addressID,
      },
      ada.cookie,
    );
    const order = created.body.data?.createUserOrder;
    if (!order) throw new Error(JSON.stringify(created.body.errors));
    expect(order.email).toBe('ada@example.com');
    expect(order.invoiceAddress).toMatchObject({
      name: 'Ada Lovelace',
      address: ['12 St James’s Square'],
      city: 'London',
      country: 'GB',
      email: 'ada@example.com',
    });

    // Later edits of the address book do not change the order.
    await app.database.db
      .update(addresses)
      .set({ city: 'Cambridge' })
      .where(eq(addresses.id, Number(ada.addressID)));
    const own = await send<{ readOrder: OrderAnswer }>(app, READ_ORDER, { orderID: order.id }, ada.cookie);
    expect(own.body.data?.readOrder.invoiceAddress).toMatchObject({ city: 'London' });

    const eve = await signedInUser('eve@example.com');
    const stranger = await send(app, READ_ORDER, { orderID: order.id }, eve.cookie);
    expect(codeOf(stranger)).toBe(200);

    // Eve cannot order with Ada's address: the same answer as an unknown address id.
    const withAdas = await send(
      app,
      CREATE_USER_ORDER,
      {
        physicalProductSelections: [{ ...tote, quantity: 1, selectionIndex: 0 }],
        shippingID: worldwideShippingID,
        billingAddressID: ada.addressID,
      },
      eve.cookie,
    );
    const unknown = await send(
      app,
      CREATE_USER_ORDER,
      {
        physicalProductSelections: [{ ...tote, quantity: 1, selectionIndex: 0 }],
        shippingID: worldwideShippingID,
        billingAddressID: '987654',
      },
      eve.cookie,
    );
    expect(codeOf(withAdas)).toBe(223);
    expect(fieldsOf(withAdas)).toEqual(fieldsOf(unknown));
    expect(withAdas.body.errors?.[0]?.message).toBe(unknown.body.errors?.[0]?.message);

    const signedOut = await send(app, CREATE_USER_ORDER, {
      physicalProductSelections: [{ ...tote, quantity: 1, selectionIndex: 0 }],
      billingAddressID: ada.addressID,
    });
    expect(codeOf(signedOut)).toBe(1);
    const [user] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.id, ada.id));
    expect(user?.id).toBe(ada.id);
  });
});
