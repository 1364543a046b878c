import { orders as ordersTable } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';
import {
  CREATE_ORDER,
  codeOf,
  fieldsOf,
  GUEST,
  guestOrder,
  type OrderAnswer,
  postShippingId,
  READ_ORDER,
  send,
  stockOf,
  variantWithStock,
} from './order-fixtures.ts';
import { orderOf, READ_CART_SUMMARY } from './orders-helpers.ts';

describe('guest orders: createOrder, readOrder', () => {
  let app: TestApp;
  let shippingID: string;

  beforeAll(async () => {
    app = await createTestApp();
    shippingID = await postShippingId(app);
  });
  afterAll(() => app.close());

  it('places a guest order priced as the cart summary, with the addresses copied and stock taken', async () => {
    const poster = await variantWithStock(app, 'alphabet-poster-vollkorn', 'A1', 10);
    const tote = await variantWithStock(app, 'specimen-tote', 'Standard', 10);
    const selections = [
      { ...poster, quantity: 2, selectionIndex: 0 },
      { ...tote, quantity: 1, selectionIndex: 1 },
    ];
    const summary = await send<{ readCartSummary: Record<string, unknown> & { items: unknown[] } }>(
      app,
      READ_CART_SUMMARY,
      {
        physicalProductSelections: selections,
        shipping: { id: shippingID },
        discountCode: 'WELCOME10',
        user: GUEST,
      },
    );
    const expected = summary.body.data?.readCartSummary;
    if (!expected) throw new Error(JSON.stringify(summary.body.errors));

    const order = orderOf(
      await send(app, CREATE_ORDER, {
        ...guestOrder(poster, shippingID),
        physicalProductSelections: selections,
        discountCode: 'WELCOME10',
        isGift: true,
      }),
    );
    expect(order.status).toBe('NEW');
    expect(order.type).toBe('PRODUCT');
    expect(order.email).toBe(GUEST.email);
    expect(order.cancellable).toBe(true);
    expect(order.canDownload).toBe(false);
    expect(order.paymentUrl).toBe(`${WEB_ORIGIN}/pay/${order.id}/${order.hash}`);
    expect(order.hash.length).toBeGreaterThanOrEqual(32);
    expect({
      subTotalPrice: { amount: order.subTotalPrice.amount },
      discountPrice: order.discountPrice,
      vatPrice: order.vatPrice,
      totalPrice: { amount: order.totalPrice.amount },
      clubPoints: order.clubPoints,
      shipping: order.shipping && {
        id: order.shipping.id,
        price: order.shipping.price,
        totalVAT: order.shipping.totalVAT,
      },
    }).toEqual({
      subTotalPrice: expected.subTotalPrice,
      discountPrice: expected.discountPrice,
      vatPrice: expected.vatPrice,
      totalPrice: expected.totalPrice,
      clubPoints: expected.clubPoints,
      shipping: expected.shipping,
    });
    expect(order.discountPrice.amount).toBeGreaterThan(0);
    expect(
      order.items.map((item) => ({
        selectionIndex: item.selectionIndex,
        quantity: item.quantity,
        price: item.price,
        totalVAT: item.totalVAT,
        discount: item.discount,
      })),
    ).toEqual(expected.items);
    expect(order.items[0]).toMatchObject({
      kind: 'PHYSICAL_PRODUCT',
      title: 'Vollkorn Alphabet Poster (A1)',
      variantID: poster.variantID,
      unitPrice: { amount: 3900 },
    });
    expect(order.invoiceAddress).toEqual({
      name: GUEST.name,
      organization: GUEST.organization,
      address: GUEST.address,
      city: GUEST.city,
      zip: GUEST.zip,
      country: 'CZ',
      state: null,
      vatNumber: null,
      phone: GUEST.phone,
      email: GUEST.email,
    });
    // Posted goods go to the invoice address when no other is given; nothing is licensed.
    expect(order.deliveryAddress).toMatchObject({ name: GUEST.name, address: GUEST.address, city: 'Brno' });
    expect(order.licenseAddress).toBeNull();
    expect(await stockOf(app, poster.variantID)).toBe(8);
    expect(await stockOf(app, tote.variantID)).toBe(9);

    // The copy does not follow later changes: readOrder shows what was ordered.
    const read = await send<{ readOrder: OrderAnswer }>(app, READ_ORDER, {
      orderID: order.id,
      hash: order.hash,
    });
    expect(read.body.data?.readOrder).toEqual(order);
    const [row] = await app.database.db
      .select()
      .from(ordersTable)
      .where(eq(ordersTable.id, Number(order.id)));
    expect(row?.isGift).toBe(true);
    expect(row?.discountCode).toBe('WELCOME10');
  });

  it('orders a poster and font licences: items per product, licences with third parties, totals as the summary', async () => {
    const families = await send<{
      readFamilies: {
        nodes: {
          id: string;
          fontProducts: { id: string; kind: string; encodingIDs: string[]; children: { id: string }[] }[];
        }[];
      };
    }>(
      app,
      '{ readFamilies(pageSize: 1) { nodes { id fontProducts { id kind encodingIDs children { id } } } } }',
    );
    const familyNode = families.body.data?.readFamilies.nodes[0];
    const family = familyNode?.fontProducts.find((p) => p.kind === 'FAMILY');
    if (!family || family.children.length < 2)
      throw new Error('the seed has no FAMILY product with two styles');
    const [styleA, styleB] = family.children as [{ id: string }, { id: string }];
    const licenses = [
      {
        id: 'desktop',
        options: [
          { name: 'computers', value: '5' },
          { name: 'thirdParties', value: '1' },
          { name: 'term', value: 'perpetual' },
        ],
      },
      {
        id: 'third-party-1',
        options: [{ name: 'index', value: '1' }],
        licenseIndex: 1,
        licenseName: 'Agency Ltd',
        licenseEmail: 'studio@agency.example',
      },
    ];
    const fonts = [
      { productIDs: [family.id], encodingIDs: family.encodingIDs, licenses, selectionIndex: 0 },
      { productIDs: [styleA.id, styleB.id], encodingIDs: family.encodingIDs, licenses, selectionIndex: 1 },
    ];
    const poster = await variantWithStock(app, 'weights-poster-inter', 'A2', 3);
    const physical = [{ ...poster, quantity: 1, selectionIndex: 2 }];
    const licenseAddress = {
      name: 'Licensee s.r.o.',
      address: ['Vinohradská 1'],
      city: 'Praha',
      country: 'CZ',
    };

    const summary = await send<{
      readCartSummary: {
        subTotalPrice: { amount: number };
        discountPrice: { amount: number };
        vatPrice: { amount: number };
        totalPrice: { amount: number };
        clubPoints: number;
        items: {
          selectionIndex: number;
          price: { amount: number };
          totalVAT: { amount: number };
          discount: { amount: number };
        }[];
      };
    }>(
      app,
      /* GraphQL */ `query ($fonts: [FamilyProductSelectionInput!], $physical: [PhysicalProductSelectionInput!],
                        $shipping: ShippingSelectionInput, $user: OrderUserInput) {
        readCartSummary(familyProductSelections: $fonts, physicalProductSelections: $physical,
                        shipping: $shipping, user: $user, discountCode: "WELCOME10") {
          subTotalPrice { amount } discountPrice { amount } vatPrice { amount } totalPrice { amount } clubPoints
          items { selectionIndex price { amount } totalVAT { amount } discount { amount } }
        }
      }`,
      { fonts, physical, shipping: { id: shippingID }, user: GUEST },
    );
    const expected = summary.body.data?.readCartSummary;
    if (!expected) throw new Error(JSON.stringify(summary.body.errors));

    const response = await send<{ createOrder: OrderAnswer }>(
      app,
      CREATE_ORDER.replace(
        '$user: OrderUserInput,',
        '$user: OrderUserInput, $fonts: [FamilyProductSelectionInput!],',
      ).replace('createOrder(user: $user,', 'createOrder(user: $user, familyProductSelections: $fonts,'),
      {
        ...guestOrder(poster, shippingID),
        user: { ...GUEST, licenseAddress },
        physicalProductSelections: physical,
        fonts,
        discountCode: 'WELCOME10',
      },
    );
    const order = response.body.data?.createOrder;
    if (!order) throw new Error(JSON.stringify(response.body.errors));
    expect(order.type).toBe('FONT');
    expect({
      subTotalPrice: order.subTotalPrice.amount,
      discountPrice: order.discountPrice.amount,
      vatPrice: order.vatPrice.amount,
      totalPrice: order.totalPrice.amount,
      clubPoints: order.clubPoints,
    }).toEqual({
      subTotalPrice: expected.subTotalPrice.amount,
      discountPrice: expected.discountPrice.amount,
      vatPrice: expected.vatPrice.amount,
      totalPrice: expected.totalPrice.amount,
      clubPoints: expected.clubPoints,
    });
    // One item per product: the family, then each of the two styles; the poster last.
    expect(order.items.map((item) => [item.kind, item.selectionIndex])).toEqual([
      ['FONT_FAMILY_PRODUCT', 0],
      ['FONT_FAMILY_PRODUCT', 1],
      ['FONT_FAMILY_PRODUCT', 1],
      ['PHYSICAL_PRODUCT', 2],
    ]);
    // The items of each selection add up to its summary line, cent for cent.
    for (const line of expected.items) {
      const items = order.items.filter((item) => item.selectionIndex === line.selectionIndex);
      const sum = (pick: (item: (typeof items)[number]) => number) =>
        items.reduce((total, item) => total + pick(item), 0);
      expect({
        price: sum((item) => item.price.amount),
        totalVAT: sum((item) => item.totalVAT.amount),
        discount: sum((item) => item.discount.amount),
      }).toEqual({
        price: line.price.amount,
        totalVAT: line.totalVAT.amount,
        discount: line.discount.amount,
      });
    }
    expect(order.items.map((item) => item.productID)).toEqual([family.id, styleA.id, styleB.id, null]);
    expect(order.items.map((item) => item.familyID)).toEqual([
      familyNode?.id,
      familyNode?.id,
      familyNode?.id,
      null,
    ]);
    const familyItem = order.items[0];
    expect(familyItem?.license.map((license) => license.id)).toEqual(['desktop', 'third-party-1']);
    expect(familyItem?.license[1]).toMatchObject({
      title: 'Third Party 1',
      licenseName: 'Agency Ltd',
      licenseEmail: 'studio@agency.example',
      licenseIndex: 1,
    });
    expect(familyItem?.license[0]?.options).toContainEqual(
      expect.objectContaining({ name: 'computers', value: '5' }),
    );
    expect(order.licenseAddress).toMatchObject({ name: 'Licensee s.r.o.', city: 'Praha', country: 'CZ' });
    expect(order.deliveryAddress).toMatchObject({ name: GUEST.name });
    expect(order.canDownload).toBe(false);
    expect(await stockOf(app, poster.variantID)).toBe(2);
  });

  it('delivers to a separate shipping address when given', async () => {
    const tote = await variantWithStock(app, 'specimen-tote', 'Standard', 10);
    const shippingAddress = {
      name: 'Petr Novák',
      address: ['Národní 1'],
      city: 'Praha',
      zip: '110 00',
      country: 'CZ',
    };
    const order = orderOf(
      await send(app, CREATE_ORDER, guestOrder(tote, shippingID, 1, { user: { ...GUEST, shippingAddress } })),
    );
    expect(order.deliveryAddress).toMatchObject({
      name: 'Petr Novák',
      address: ['Národní 1'],
      city: 'Praha',
    });
    expect(order.invoiceAddress).toMatchObject({ name: GUEST.name });
  });

  it('accepts the details as userInput too', async () => {
    const tote = await variantWithStock(app, 'specimen-tote', 'Standard', 10);
    const variables = { ...guestOrder(tote, shippingID), user: undefined, userInput: GUEST };
    expect(orderOf(await send(app, CREATE_ORDER, variables)).email).toBe(GUEST.email);
  });

  it('refuses without a captcha token (5) and with a forged one, and stores nothing', async () => {
    const tote = await variantWithStock(app, 'specimen-tote', 'Standard', 10);
    const before = await app.database.db.$count(ordersTable);
    const missing = await send(app, CREATE_ORDER, {
      ...guestOrder(tote, shippingID),
      reCaptchaToken: undefined,
    });
    expect(codeOf(missing)).toBe(5);
    const forged = await send(app, CREATE_ORDER, {
      ...guestOrder(tote, shippingID),
      reCaptchaToken: 'forged',
    });
    expect(codeOf(forged)).toBe(5);
    expect(await app.database.db.$count(ordersTable)).toBe(before);
    expect(await stockOf(app, tote.variantID)).toBe(10);
  });

  it('names the invalid fields of the guest details with code 223', async () => {
    const tote = await variantWithStock(app, 'specimen-tote', 'Standard', 10);
    const user = {
      ...GUEST,
      email: 'not-an-email',
      name: '',
      zip: '602_00',
      phone: 'call me',
      shippingAddress: { name: 'P', address: ['N 1'], city: '', country: 'CZ' },
    };
    const response = await send(app, CREATE_ORDER, guestOrder(tote, shippingID, 1, { user }));
    expect(codeOf(response)).toBe(223);
    expect(Object.keys(fieldsOf(response) ?? {}).sort()).toEqual([
      'email',
      'name',
      'phone',
      'shippingAddress.city',
      'zip',
    ]);
    const unknownCountry = await send(
      app,
      CREATE_ORDER,
      guestOrder(tote, shippingID, 1, { user: { ...GUEST, country: 'XX' } }),
    );
    expect(codeOf(unknownCountry)).toBe(223);
    expect(fieldsOf(unknownCountry)).toEqual({ country: 'Please choose a country.' });
    const sydney = { ...GUEST, city: 'Sydney', zip: '2000', country: 'AU' };
    const unknownState = await send(
      app,
      CREATE_ORDER,
      guestOrder(tote, shippingID, 1, { user: { ...sydney, state: 'XYZ' } }),
    );
    expect(fieldsOf(unknownState)).toEqual({ state: 'Please choose a state.' });
    const czechState = await send(
      app,
      CREATE_ORDER,
      guestOrder(tote, shippingID, 1, { user: { ...GUEST, state: 'Morava' } }),
    );
    expect(codeOf(czechState)).not.toBe(223);
    const noUser = await send(app, CREATE_ORDER, { ...guestOrder(tote, shippingID), user: undefined });
    expect(codeOf(noUser)).toBe(223);
  });

  it('refuses an order with nothing in it (203) and posted goods without shipping (200)', async () => {
    const tote = await variantWithStock(app, 'specimen-tote', 'Standard', 10);
    const empty = await send(app, CREATE_ORDER, {
      ...guestOrder(tote, shippingID),
      physicalProductSelections: [],
    });
    expect(codeOf(empty)).toBe(203);
    const noShipping = await send(app, CREATE_ORDER, {
      ...guestOrder(tote, shippingID),
      shippingID: undefined,
    });
    expect(codeOf(noShipping)).toBe(200);
  });
});
