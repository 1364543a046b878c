import { orders, users } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionRepository } from '../src/repositories/session-repository.ts';
import { issueSession } from '../src/sessions/issue-session.ts';
import { BUYER_ADDRESS, insertPaidOrder } from './fixtures/paid-order.ts';
import { pdfText } from './fixtures/pdf-text.ts';
import { createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';

const FINALIZE = /* GraphQL */ `
  mutation Finalize($orderID: ID!, $hash: String!, $generateInvoice: Boolean) {
    finalizeOrder(orderID: $orderID, hash: $hash, generateInvoice: $generateInvoice) {
      id
      status
      invoiceUrl
      licenseUrl
      canDownload
    }
  }
`;

type Finalized = {
  finalizeOrder: { id: string; status: string; invoiceUrl: string | null; licenseUrl: string | null };
};

const INVOICE_NUMBER = /^\d{4}-\d{6}$/;

describe('order documents (finalizeOrder, invoice and licence PDFs)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const finalize = (orderID: number | string, hash: string, cookie?: string, generateInvoice?: boolean) =>
    app.graphql<Finalized>(
      FINALIZE,
      { orderID: String(orderID), hash, ...(generateInvoice === undefined ? {} : { generateInvoice }) },
      { origin: WEB_ORIGIN, ...(cookie ? { cookie } : {}) },
    );

  const orderRow = async (id: number) => {
    const [row] = await app.database.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error('order vanished');
    return row;
  };

  const fetchPdf = async (url: string) => {
    const response = await app.fetch(url);
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };

  it('gives a paid order one invoice number and one pair of PDFs, however often it is finalised', async () => {
    const order = await insertPaidOrder(app.database.db, { withPhysicalItem: true });
    const first = await finalize(order.id, order.hash);
    expect(first.body.errors).toBeUndefined();
    const afterFirst = await orderRow(order.id);
    expect(afterFirst.invoiceNumber).toMatch(INVOICE_NUMBER);
    expect(afterFirst.invoiceNumber?.slice(0, 4)).toBe(String(new Date().getUTCFullYear()));
    expect(afterFirst.invoiceFileKey).toMatch(/^documents\/[0-9a-f]{32}\/invoice-/);
    expect(afterFirst.licenseFileKey).toMatch(/^documents\/[0-9a-f]{32}\/license-/);
    const { invoiceUrl, licenseUrl } = first.body.data?.finalizeOrder ?? {};
    expect(invoiceUrl).toBe(`${app.config.apiUrl}/orders/${order.id}/${order.hash}/invoice.pdf`);
    expect(licenseUrl).toBe(`${app.config.apiUrl}/orders/${order.id}/${order.hash}/license.pdf`);
    const firstInvoice = await fetchPdf(invoiceUrl as string);

    const second = await finalize(order.id, order.hash);
    expect(second.body.data?.finalizeOrder).toEqual(first.body.data?.finalizeOrder);
    const afterSecond = await orderRow(order.id);
    expect(afterSecond.invoiceNumber).toBe(afterFirst.invoiceNumber);
    expect(afterSecond.invoiceFileKey).toBe(afterFirst.invoiceFileKey);
    expect(afterSecond.licenseFileKey).toBe(afterFirst.licenseFileKey);
    const secondInvoice = await fetchPdf(invoiceUrl as string);
    expect(secondInvoice.bytes).toEqual(firstInvoice.bytes);
  });

  it('serves a real invoice PDF naming the number, buyer, lines and totals', async () => {
    const order = await insertPaidOrder(app.database.db, { withPhysicalItem: true });
    const result = await finalize(order.id, order.hash);
    const { response, bytes } = await fetchPdf(result.body.data?.finalizeOrder.invoiceUrl as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const head = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
    const tail = Buffer.from(bytes.subarray(-7)).toString('latin1').trim();
    expect(head).toBe('%PDF-');
    expect(tail.endsWith('%%EOF')).toBe(true);
    const text = pdfText(bytes);
    const { invoiceNumber, totalAmount, vatAmount } = await orderRow(order.id);
    expect(text).toContain(invoiceNumber as string);
    expect(response.headers.get('content-disposition')).toContain(`invoice-${invoiceNumber}.pdf`);
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Analytical Engines Ltd');
    expect(text).toContain('Germany');
    expect(text).toContain('Vollkorn');
    expect(text).toContain('19 %');
    expect(text).toContain(`€${(totalAmount / 100).toFixed(2)}`);
    expect(text).toContain(`€${(vatAmount / 100).toFixed(2)}`);
    expect(text).toContain('-€1.00');
    expect(text).not.toContain('Reverse charge');
  });

  it('prints the reverse-charge note for an EU business charged 0 % VAT', async () => {
    const order = await insertPaidOrder(app.database.db, {
      vatRateBp: 0,
      invoiceAddress: { ...BUYER_ADDRESS, vatNumber: 'DE123456789' },
    });
    const result = await finalize(order.id, order.hash);
    const { bytes } = await fetchPdf(result.body.data?.finalizeOrder.invoiceUrl as string);
    const text = pdfText(bytes);
    expect(text).toContain('Reverse charge');
    expect(text).toContain('DE123456789');
  });

  it('names the licensee, fonts, encodings, licence options and third parties in the licence PDF', async () => {
    const order = await insertPaidOrder(app.database.db, {
      families: [{ familyUrl: 'noto-sans', encodings: ['latin', 'arabic'] }],
      licenseAddress: { ...BUYER_ADDRESS, name: 'Grace Hopper', organization: 'Compilers Inc.' },
    });
    const result = await finalize(order.id, order.hash);
    const { response, bytes } = await fetchPdf(result.body.data?.finalizeOrder.licenseUrl as string);
    expect(response.status).toBe(200);
    const text = pdfText(bytes);
    expect(text).toContain('Grace Hopper');
    expect(text).toContain('Compilers Inc.');
    expect(text).toContain('Noto Sans');
    expect(text).toMatch(/Encodings: .*Latin/);
    expect(text).toMatch(/Encodings: .*Arabic/);
    expect(text).toContain('Computers: Up to 5 computers');
    expect(text).toContain('Printing House Brno');
    expect(text).toContain('print@printing-house.example');
  });

  it('numbers invoices in sequence without gaps or repeats when orders are finalised at once', async () => {
    const placed = await Promise.all(Array.from({ length: 5 }, () => insertPaidOrder(app.database.db)));
    const results = await Promise.all(placed.map((order) => finalize(order.id, order.hash)));
    for (const result of results) expect(result.body.errors).toBeUndefined();
    const numbers = await Promise.all(placed.map(async (order) => (await orderRow(order.id)).invoiceNumber));
    const sequences = numbers.map((number) => Number(number?.slice(5))).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(5);
    expect((sequences[4] ?? 0) - (sequences[0] ?? 0)).toBe(4);
  });

  it('refuses a wrong hash and an unknown order with error 200, and the routes answer 404', async () => {
    const order = await insertPaidOrder(app.database.db);
    const wrong = await finalize(order.id, `${order.hash}x`);
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe(200);
    const unknown = await finalize(999_999, order.hash);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe(200);
    expect((await orderRow(order.id)).invoiceNumber).toBeNull();

    await finalize(order.id, order.hash);
    for (const path of [
      `/orders/${order.id}/${order.hash}x/invoice.pdf`,
      `/orders/${order.id}/wrong/license.pdf`,
      `/orders/999999/${order.hash}/invoice.pdf`,
    ]) {
      const response = await app.fetch(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).not.toBe('application/pdf');
    }
    expect((await app.fetch(`/orders/${order.id}/${order.hash}/invoice.pdf`)).status).toBe(200);
  });

  it('gives an unpaid order no invoice number and no documents', async () => {
    const order = await insertPaidOrder(app.database.db, { status: 'NEW' });
    const result = await finalize(order.id, order.hash);
    expect(result.body.data?.finalizeOrder).toMatchObject({
      status: 'NEW',
      invoiceUrl: null,
      licenseUrl: null,
    });
    const row = await orderRow(order.id);
    expect(row.invoiceNumber).toBeNull();
    expect(row.invoiceFileKey).toBeNull();
    expect((await app.fetch(`/orders/${order.id}/${order.hash}/invoice.pdf`)).status).toBe(404);
  });

  it('lets the signed-in owner finalise without the hash, but not another user', async () => {
    const [owner, other] = await app.database.db
      .insert(users)
      .values([
        { email: 'owner@example.com', name: 'Owner' },
        { email: 'other@example.com', name: 'Other' },
      ])
      .returning({ id: users.id });
    if (!owner || !other) throw new Error('users not inserted');
    const sessions = createSessionRepository(app.database.db);
    const cookieOf = async (userId: number) =>
      (await issueSession(sessions, { userId, stayLoggedIn: false, secure: false })).setCookie.split(';')[0];
    const order = await insertPaidOrder(app.database.db, { userId: owner.id });

    const stranger = await finalize(order.id, 'not-the-hash', await cookieOf(other.id));
    expect(stranger.body.errors?.[0]?.extensions?.code).toBe(200);
    const mine = await finalize(order.id, 'not-the-hash', await cookieOf(owner.id), false);
    expect(mine.body.errors).toBeUndefined();
    const row = await orderRow(order.id);
    // generateInvoice: false makes the licence only.
    expect(row.invoiceNumber).toBeNull();
    expect(row.licenseFileKey).not.toBeNull();
  });

  it('renders a document on first request when finalizeOrder has not run', async () => {
    const order = await insertPaidOrder(app.database.db);
    const response = await app.fetch(`/orders/${order.id}/${order.hash}/license.pdf`);
    expect(response.status).toBe(200);
    expect(pdfText(new Uint8Array(await response.arrayBuffer()))).toContain('Vollkorn');
    expect((await orderRow(order.id)).licenseFileKey).not.toBeNull();
  });
});
