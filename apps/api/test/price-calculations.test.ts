import { orders, physicalProducts, physicalProductVariants } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderRepository } from '../src/repositories/order-repository.ts';
import { releaseExpiredOrders } from '../src/services/orders/release-expired-orders.ts';
import { codeOf, createAccountTestApp, HOME, sender, signUp } from './account-helpers.ts';
import { pdfText } from './fixtures/pdf-text.ts';
import { tamperedHash } from './fixtures/tampered-hash.ts';
import type { TestApp } from './harness.ts';
import { WEB_ORIGIN } from './harness.ts';
import { stockOf, variantWithStock } from './order-fixtures.ts';

const QUOTE_FIELDS = /* GraphQL */ `
  id hash created status isPriceCalculation priceCalculationUrl priceCalculationValidUntil paymentUrl
  invoiceUrl cancellable totalPrice { amount } vatPrice { amount } items { title kind }
`;

const CREATE = /* GraphQL */ `
  mutation (
    $fonts: [FamilyProductSelectionInput!], $physical: [PhysicalProductSelectionInput!], $shippingID: ID,
    $billingAddressID: ID!, $priceCalculation: Boolean
  ) {
    createUserOrder(familyProductSelections: $fonts, physicalProductSelections: $physical, shippingID: $shippingID,
                    billingAddressID: $billingAddressID, priceCalculation: $priceCalculation) { ${QUOTE_FIELDS} }
  }
`;

const LIST = /* GraphQL */ `
  query ($page: Int, $pageSize: Int) {
    readUser { priceCalculations(page: $page, pageSize: $pageSize) {
      nodes { ${QUOTE_FIELDS} } pageInfo { hasNextPage nextPage } } }
  }
`;

const PAY = /* GraphQL */ `
  mutation ($orderID: ID!, $hash: String, $method: JSON!, $returnUrl: String!) {
    makePayment(orderID: $orderID, hash: $hash, method: $method, returnUrl: $returnUrl) { resultCode order { id status } }
  }
`;

const FINALIZE = /* GraphQL */ `
  mutation ($orderID: ID!, $hash: String!) { finalizeOrder(orderID: $orderID, hash: $hash) { id invoiceUrl } }
`;

const CANCEL = /* GraphQL */ `mutation ($id: ID!) { cancelOrder(id: $id) { id status } }`;

interface Quote {
  id: string;
  hash: string;
  created: string;
  status: string;
  isPriceCalculation: boolean;
  priceCalculationUrl: string | null;
  priceCalculationValidUntil: string | null;
  paymentUrl: string | null;
  invoiceUrl: string | null;
  cancellable: boolean;
  totalPrice: { amount: number };
  vatPrice: { amount: number };
  items: { title: string; kind: string }[];
}
interface Listing {
  readUser: { priceCalculations: { nodes: Quote[]; pageInfo: { hasNextPage: boolean; nextPage: number } } };
}

const DESKTOP_ONE_COMPUTER = [
  {
    id: 'desktop',
    options: [
      { name: 'computers', value: '1' },
      { name: 'thirdParties', value: '0' },
      { name: 'term', value: 'perpetual' },
    ],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

describe('price calculations: createUserOrder(priceCalculation), their PDF, hold and listing', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  let font: { productIDs: string[]; encodingIDs: string[]; licenses: unknown[]; selectionIndex: number };
  let ebook: { productID: string; variantID: string };

  beforeAll(async () => {
    app = await createAccountTestApp();
    send = sender(app);
    const families = await send<{
      readFamilies: { nodes: { fontProducts: { id: string; encodingIDs: string[] }[] }[] };
    }>(`{ readFamilies(pageSize: 1) { nodes { fontProducts { id encodingIDs } } } }`);
    const product = families.body.data?.readFamilies.nodes[0]?.fontProducts[0];
    if (!product) throw new Error('no family product in the seed');
    font = {
      productIDs: [product.id],
      encodingIDs: product.encodingIDs,
      licenses: DESKTOP_ONE_COMPUTER,
      selectionIndex: 0,
    };
    const [row] = await app.database.db
      .select({ productID: physicalProducts.id, variantID: physicalProductVariants.id })
      .from(physicalProducts)
      .innerJoin(physicalProductVariants, eq(physicalProductVariants.physicalProductId, physicalProducts.id))
      .where(eq(physicalProducts.url, 'vollkorn-specimen-ebook'));
    if (!row) throw new Error('the e-book is not seeded');
    ebook = { productID: String(row.productID), variantID: String(row.variantID) };
  });
  afterAll(() => app.close());

  /** A signed-up customer with one address in their book. */
  async function customer(email: string) {
    const user = await signUp(app, email);
    const address = await send<{ createUserAddress: { id: string } }>(
      'mutation ($a: AddressInput!) { createUserAddress(address: $a) { id } }',
      { a: { ...HOME, city: 'Prague', country: 'CZ', zip: '110 00' } },
      user.cookie,
    );
    const addressID = address.body.data?.createUserAddress.id;
    if (!addressID) throw new Error(JSON.stringify(address.body.errors));
    return { ...user, addressID };
  }

  async function saveQuote(
    who: { cookie: string; addressID: string },
    variables: Record<string, unknown> = {},
  ) {
    const response = await send<{ createUserOrder: Quote }>(
      CREATE,
      { fonts: [font], billingAddressID: who.addressID, priceCalculation: true, ...variables },
      who.cookie,
    );
    const quote = response.body.data?.createUserOrder;
    if (!quote) throw new Error(JSON.stringify(response.body.errors));
    return quote;
  }

  const list = async (cookie: string, variables: Record<string, unknown> = {}) => {
    const response = await send<Listing>(LIST, variables, cookie);
    if (!response.body.data) throw new Error(JSON.stringify(response.body.errors));
    return response.body.data.readUser.priceCalculations;
  };

  const fetchPdf = async (url: string) => {
    const response = await app.fetch(url);
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };

  it('saves the checkout as a price calculation: an unpaid order, flagged, valid 30 days, with its PDF', async () => {
    const ada = await customer('quote-ada@example.com');
    const quote = await saveQuote(ada);
    expect(quote).toMatchObject({ status: 'NEW', isPriceCalculation: true, cancellable: true });
    expect(quote.totalPrice.amount).toBeGreaterThan(0);
    expect(quote.items[0]?.kind).toBe('FONT_FAMILY_PRODUCT');
    expect(quote.priceCalculationUrl).toBe(
      `${app.config.apiUrl}/orders/${quote.id}/${quote.hash}/price-calculation.pdf`,
    );
    expect(quote.paymentUrl).toBe(`${WEB_ORIGIN}/pay/${quote.id}/${quote.hash}`);
    expect(new Date(quote.priceCalculationValidUntil as string).getTime()).toBe(
      new Date(quote.created).getTime() + 30 * DAY_MS,
    );
    const [row] = await app.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(quote.id)));
    expect(row?.isPriceCalculation).toBe(true);

    // The same cart without the flag is an ordinary order.
    const order = (
      await send<{ createUserOrder: Quote }>(
        CREATE,
        { fonts: [font], billingAddressID: ada.addressID },
        ada.cookie,
      )
    ).body.data?.createUserOrder;
    expect(order).toMatchObject({
      isPriceCalculation: false,
      priceCalculationUrl: null,
      priceCalculationValidUntil: null,
    });
  });

  it('renders the PDF as a pro-forma price calculation: lines, VAT, totals, valid-until date, no invoice number', async () => {
    const ada = await customer('quote-pdf@example.com');
    const quote = await saveQuote(ada);
    const { response, bytes } = await fetchPdf(quote.priceCalculationUrl as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`price-calculation-${quote.id}.pdf`);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('Price calculation');
    expect(text).toContain('not an invoice');
    expect(text).not.toContain('Invoice number');
    expect(text).toContain(quote.items[0]?.title as string);
    expect(text).toContain('Prague');
    expect(text).toContain('VAT');
    expect(text).toContain(`€${(quote.totalPrice.amount / 100).toFixed(2)}`);
    expect(text).toContain(`€${(quote.vatPrice.amount / 100).toFixed(2)}`);
    const validUntil = new Intl.DateTimeFormat('en', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(quote.priceCalculationValidUntil as string));
    expect(text).toContain('Valid until');
    expect(text).toContain(validUntil);

    const wrongHash = await app.fetch(
      `/orders/${quote.id}/${tamperedHash(quote.hash)}/price-calculation.pdf`,
    );
    expect(wrongHash.status).toBe(404);
    // An ordinary order has no price calculation.
    const order = (
      await send<{ createUserOrder: Quote }>(
        CREATE,
        { fonts: [font], billingAddressID: ada.addressID },
        ada.cookie,
      )
    ).body.data?.createUserOrder as Quote;
    const none = await app.fetch(`/orders/${order.id}/${order.hash}/price-calculation.pdf`);
    expect(none.status).toBe(404);
  });

  it('refuses a cart with physical goods (they would hold stock for 30 days); e-books are fine', async () => {
    const ada = await customer('quote-goods@example.com');
    const poster = await variantWithStock(app, 'alphabet-poster-vollkorn', 'A1', 5);
    const shipping = await send<{ readAvailableShippings: { id: string }[] }>(
      `query ($p: [PhysicalProductSelectionInput!]!) {
        readAvailableShippings(country: "CZ", physicalProductSelections: $p) { id } }`,
      { p: [{ ...poster, quantity: 1, selectionIndex: 1 }] },
    );
    const shippingID = shipping.body.data?.readAvailableShippings[0]?.id;
    const before = await list(ada.cookie);
    const refused = await send(
      CREATE,
      {
        fonts: [font],
        physical: [{ ...poster, quantity: 1, selectionIndex: 1 }],
        shippingID,
        billingAddressID: ada.addressID,
        priceCalculation: true,
      },
      ada.cookie,
    );
    expect(codeOf(refused)).toBe(200);
    expect(refused.body.errors?.[0]?.message).toMatch(/physical goods/);
    expect(await stockOf(app, poster.variantID)).toBe(5);
    expect((await list(ada.cookie)).nodes).toEqual(before.nodes);

    const digital = await saveQuote(ada, {
      fonts: [],
      physical: [{ ...ebook, quantity: 1, selectionIndex: 0 }],
    });
    expect(digital).toMatchObject({ isPriceCalculation: true, status: 'NEW' });
    expect(digital.items.map((item) => item.kind)).toEqual(['EBOOK_PRODUCT']);
  });

  it('holds a price calculation 30 days while an ordinary unpaid order expires after its day', async () => {
    const ada = await customer('quote-hold@example.com');
    const quote = await saveQuote(ada);
    const order = (
      await send<{ createUserOrder: Quote }>(
        CREATE,
        { fonts: [font], billingAddressID: ada.addressID },
        ada.cookie,
      )
    ).body.data?.createUserOrder as Quote;
    const repository = { orders: createOrderRepository(app.database.db) };
    const statusOf = async (id: string) =>
      (
        await app.database.db
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.id, Number(id)))
      )[0]?.status;

    const twoDaysLater = new Date(Date.now() + 2 * DAY_MS);
    const firstSweep = await releaseExpiredOrders(repository, twoDaysLater);
    expect(firstSweep).toContain(Number(order.id));
    expect(firstSweep).not.toContain(Number(quote.id));
    expect(await statusOf(order.id)).toBe('CANCELLED');
    expect(await statusOf(quote.id)).toBe('NEW');

    const twentyNineDaysLater = new Date(Date.now() + 29 * DAY_MS);
    expect(await releaseExpiredOrders(repository, twentyNineDaysLater)).not.toContain(Number(quote.id));
    expect(await statusOf(quote.id)).toBe('NEW');

    const thirtyOneDaysLater = new Date(Date.now() + 31 * DAY_MS);
    expect(await releaseExpiredOrders(repository, thirtyOneDaysLater)).toContain(Number(quote.id));
    expect(await statusOf(quote.id)).toBe('CANCELLED');
    expect((await list(ada.cookie)).nodes.map((node) => node.id)).not.toContain(quote.id);
    const gone = await app.fetch(new URL(quote.priceCalculationUrl as string).pathname);
    expect(gone.status).toBe(404);
  });

  it('lists the open ones newest first, paged; paid, removed and ordinary orders are not listed', async () => {
    const ada = await customer('quote-list@example.com');
    const first = await saveQuote(ada);
    const second = await saveQuote(ada);
    const third = await saveQuote(ada);
    await send(CREATE, { fonts: [font], billingAddressID: ada.addressID }, ada.cookie);

    const all = await list(ada.cookie);
    expect(all.nodes.map((node) => node.id)).toEqual([third.id, second.id, first.id]);
    const page = await list(ada.cookie, { page: 1, pageSize: 2 });
    expect(page.nodes.map((node) => node.id)).toEqual([third.id, second.id]);
    expect(page.pageInfo).toEqual({ hasNextPage: true, nextPage: 2 });
    const next = await list(ada.cookie, { page: 2, pageSize: 2 });
    expect(next.nodes.map((node) => node.id)).toEqual([first.id]);
    expect(next.pageInfo.hasNextPage).toBe(false);

    // Removing one cancels it.
    const removed = await send<{ cancelOrder: { status: string } }>(CANCEL, { id: second.id }, ada.cookie);
    expect(removed.body.data?.cancelOrder.status).toBe('CANCELLED');

    // Paying one makes it an ordinary paid order with its invoice.
    const paid = await send<{ makePayment: { resultCode: string; order: { status: string } } }>(PAY, {
      orderID: third.id,
      hash: third.hash,
      method: { type: 'scheme', number: '4111111111111111' },
      returnUrl: third.paymentUrl,
    });
    expect(paid.body.data?.makePayment).toMatchObject({
      resultCode: 'Authorised',
      order: { status: 'PAID' },
    });
    const finalized = await send<{ finalizeOrder: { invoiceUrl: string | null } }>(FINALIZE, {
      orderID: third.id,
      hash: third.hash,
    });
    const invoiceUrl = finalized.body.data?.finalizeOrder.invoiceUrl;
    expect(invoiceUrl).toBe(`${app.config.apiUrl}/orders/${third.id}/${third.hash}/invoice.pdf`);
    const invoice = await fetchPdf(invoiceUrl as string);
    expect(pdfText(invoice.bytes)).toMatch(/Invoice number/);
    const quotePdf = await app.fetch(new URL(third.priceCalculationUrl as string).pathname);
    expect(quotePdf.status).toBe(404);

    expect((await list(ada.cookie)).nodes.map((node) => node.id)).toEqual([first.id]);
  });

  it("never lists another customer's price calculations, and needs a session", async () => {
    const ada = await customer('quote-owner@example.com');
    const eve = await customer('quote-eve@example.com');
    const adas = await saveQuote(ada);
    const eves = await saveQuote(eve);
    const seen = await send<Listing>(LIST, {}, eve.cookie);
    expect(seen.body.data?.readUser.priceCalculations.nodes.map((node) => node.id)).toEqual([eves.id]);
    expect(JSON.stringify(seen.body)).not.toContain(adas.hash);
    const anonymous = await send(LIST, {});
    expect(codeOf(anonymous)).toBe(1);
    const guestQuote = await send(CREATE, {
      fonts: [font],
      billingAddressID: ada.addressID,
      priceCalculation: true,
    });
    expect(codeOf(guestQuote)).toBe(1);
  });
});
