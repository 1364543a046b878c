import { randomBytes } from 'node:crypto';
import { orderItems, orders, physicalProducts } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadWorker } from '../src/services/downloads/download-worker.ts';
import { codeOf, createAccountTestApp, sender, signUp } from './account-helpers.ts';
import { type DownloadInfo, downloadedZip, startDownloadWorker } from './fixtures/downloads.ts';
import { BUYER_ADDRESS } from './fixtures/paid-order.ts';
import { pdfText } from './fixtures/pdf-text.ts';
import type { TestApp } from './harness.ts';

const MY_EBOOKS = /* GraphQL */ `
  query MyEbooks($page: Int, $pageSize: Int) {
    readUser {
      myEbooks(page: $page, pageSize: $pageSize) {
        nodes { id productID title url fileName orderID orderDate cover { url alt width height } }
        pageInfo { hasNextPage nextPage }
      }
    }
  }
`;
const DOWNLOAD = /* GraphQL */ `
  mutation Download($orderID: ID) { createDownloadInfo(type: "order", orderID: $orderID) { id hash status file } }
`;

type Ebook = {
  id: string;
  productID: string;
  title: string;
  url: string;
  fileName: string;
  orderID: string;
  orderDate: string;
  cover: { url: string; alt: string; width: number; height: number } | null;
};
type EbooksData = {
  readUser: { myEbooks: { nodes: Ebook[]; pageInfo: { hasNextPage: boolean; nextPage: number } } };
};

describe('my e-books (User.myEbooks): the e-books of paid orders, downloaded with their order', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  let worker: DownloadWorker;
  let reader: { id: string; cookie: string };
  let stranger: { id: string; cookie: string };
  let ebookId: number;
  const orderIds: Record<string, number> = {};

  async function insertEbookOrder(userId: number, status: 'PAID' | 'NEW', isoDate: string): Promise<number> {
    const db = app.database.db;
    const [order] = await db
      .insert(orders)
      .values({
        hash: randomBytes(16).toString('hex'),
        userId,
        email: 'reader@example.com',
        status,
        type: 'PRODUCT',
        currency: 'EUR',
        subTotalAmount: 1200,
        totalAmount: 1200,
        invoiceAddress: BUYER_ADDRESS,
        createdAt: new Date(isoDate),
        paidAt: status === 'PAID' ? new Date(isoDate) : null,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('no order');
    await db.insert(orderItems).values({
      orderId: order.id,
      kind: 'EBOOK_PRODUCT',
      physicalProductId: ebookId,
      title: 'The Vollkorn Specimen (e-book)',
      unitPriceAmount: 1200,
    });
    return order.id;
  }

  beforeAll(async () => {
    app = await createAccountTestApp();
    send = sender(app);
    worker = startDownloadWorker(app);
    reader = await signUp(app, 'ebook-reader@example.com');
    stranger = await signUp(app, 'ebook-stranger@example.com');
    const [ebook] = await app.database.db
      .select({ id: physicalProducts.id })
      .from(physicalProducts)
      .where(eq(physicalProducts.url, 'vollkorn-specimen-ebook'));
    if (!ebook) throw new Error('the e-book is not seeded');
    ebookId = ebook.id;
    orderIds.first = await insertEbookOrder(Number(reader.id), 'PAID', '2026-01-05T09:00:00Z');
    orderIds.second = await insertEbookOrder(Number(reader.id), 'PAID', '2026-03-01T09:00:00Z');
    // Unpaid: not the reader's yet.
    orderIds.unpaid = await insertEbookOrder(Number(reader.id), 'NEW', '2026-04-01T09:00:00Z');
  });
  afterAll(async () => {
    await worker.stop();
    await app.close();
  });

  const myEbooks = (variables: Record<string, unknown>, cookie: string | null) =>
    send<EbooksData>(MY_EBOOKS, variables, cookie ?? undefined);

  it('lists the e-books of paid orders, newest first, with title, cover, file and order', async () => {
    const response = await myEbooks({}, reader.cookie);
    expect(response.body.errors).toBeUndefined();
    const nodes = response.body.data?.readUser.myEbooks.nodes ?? [];
    expect(nodes.map((node) => node.orderID)).toEqual([String(orderIds.second), String(orderIds.first)]);
    expect(nodes[0]).toMatchObject({
      productID: String(ebookId),
      title: 'The Vollkorn Specimen (e-book)',
      url: 'vollkorn-specimen-ebook',
      fileName: 'Vollkorn-Specimen.pdf',
      orderDate: '2026-03-01T09:00:00.000Z',
    });
    const cover = nodes[0]?.cover;
    expect(cover?.width).toBeGreaterThan(0);
    const image = await app.fetch(cover?.url as string);
    expect(image.status).toBe(200);
  });

  it('pages: one e-book a page, then the next', async () => {
    const first = await myEbooks({ pageSize: 1 }, reader.cookie);
    expect(first.body.data?.readUser.myEbooks.pageInfo).toEqual({ hasNextPage: true, nextPage: 2 });
    const second = await myEbooks({ pageSize: 1, page: 2 }, reader.cookie);
    expect(second.body.data?.readUser.myEbooks.nodes.map((node) => node.orderID)).toEqual([
      String(orderIds.first),
    ]);
    expect(second.body.data?.readUser.myEbooks.pageInfo.hasNextPage).toBe(false);
  });

  it("downloads the e-book with its order's download, for the signed-in owner only", async () => {
    const created = await send<{ createDownloadInfo: DownloadInfo }>(
      DOWNLOAD,
      { orderID: String(orderIds.second) },
      reader.cookie,
    );
    expect(created.body.errors).toBeUndefined();
    const zip = await downloadedZip(app, created.body.data?.createDownloadInfo as DownloadInfo);
    expect(pdfText(zip['E-books/Vollkorn-Specimen.pdf'] as Uint8Array)).toContain('Vollkorn');

    expect(codeOf(await send(DOWNLOAD, { orderID: String(orderIds.second) }, stranger.cookie))).toBe(200);
    expect(codeOf(await send(DOWNLOAD, { orderID: String(orderIds.second) }))).toBe(200);
  });

  it("never shows another customer's e-books, and answers code 1 without a session", async () => {
    const theirs = await myEbooks({}, stranger.cookie);
    expect(theirs.body.errors).toBeUndefined();
    expect(theirs.body.data?.readUser.myEbooks.nodes).toEqual([]);
    expect(codeOf(await myEbooks({}, null))).toBe(1);
  });
});
