import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ebookFiles, orders, physicalProducts, physicalProductVariants } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { unzipSync } from 'fflate';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '../src/integrations/captcha/dev-captcha-verifier.ts';
import { createRepositories } from '../src/repositories/repositories.ts';
import { createDownloadWorker, type DownloadWorker } from '../src/services/downloads/download-worker.ts';
import { pdfText } from './fixtures/pdf-text.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { codeOf, GUEST, postShippingId, send, variantWithStock } from './order-fixtures.ts';
import { testFilesDir } from './support/test-files-dir.ts';

const PRODUCT = /* GraphQL */ `
  query Product($url: String) {
    readPhysicalProducts(url: $url) {
      nodes { id title digital shippingRequired available availability variants { id available availability } }
    }
  }
`;
const SUMMARY = /* GraphQL */ `
  query Summary($physicalProductSelections: [PhysicalProductSelectionInput!], $user: OrderUserInput, $shipping: ShippingSelectionInput) {
    readCartSummary(physicalProductSelections: $physicalProductSelections, user: $user, shipping: $shipping) {
      shippingRequired vatPrice { amount } totalPrice { amount } subTotalPrice { amount }
      items { selectionIndex quantity percentageVAT totalVAT { amount } price { amount } }
    }
  }
`;
const CREATE_ORDER = /* GraphQL */ `
  mutation CreateOrder($user: OrderUserInput, $physicalProductSelections: [PhysicalProductSelectionInput!],
                       $shippingID: ID, $reCaptchaToken: String) {
    createOrder(user: $user, physicalProductSelections: $physicalProductSelections, shippingID: $shippingID,
                reCaptchaToken: $reCaptchaToken) {
      id hash status type totalPrice { amount } vatPrice { amount }
      items { kind quantity physicalProductID percentageVAT totalVAT { amount } }
      deliveryAddress { name }
      shipping { id }
    }
  }
`;
const DOWNLOAD = /* GraphQL */ `
  mutation Download($orderID: ID, $hash: String, $familyID: ID) {
    createDownloadInfo(orderID: $orderID, hash: $hash, familyID: $familyID, type: "order") { id hash status file }
  }
`;
const READ_DOWNLOAD = /* GraphQL */ `
  query Read($id: ID!, $hash: String!) { readDownloadInfo(id: $id, hash: $hash) { id hash status file } }
`;

type Info = { id: string; hash: string; status: string; file: string | null };
type SummaryItem = {
  selectionIndex: number;
  quantity: number;
  percentageVAT: number;
  totalVAT: { amount: number };
};

const EBOOK_URL = 'vollkorn-specimen-ebook';
// Germany: a consumer's digital supplies are taxed at the German rate (EU place of supply rules).
const BUYER = {
  ...GUEST,
  email: 'reader@example.de',
  city: 'Berlin',
  zip: '10115',
  country: 'DE',
  address: ['Unter den Linden 1'],
};

describe('e-books: a digital product sold through the cart, downloaded after payment', () => {
  let app: TestApp;
  let worker: DownloadWorker;
  let ebook: { productID: string; variantID: string };

  beforeAll(async () => {
    app = await createTestApp();
    worker = createDownloadWorker({
      repositories: createRepositories(app.database.db),
      storage: app.storage,
      logger: pino({ level: 'silent' }),
      pollIntervalMs: 100,
    });
    worker.start();
    const [row] = await app.database.db
      .select({ productID: physicalProducts.id, variantID: physicalProductVariants.id })
      .from(physicalProducts)
      .innerJoin(physicalProductVariants, eq(physicalProductVariants.physicalProductId, physicalProducts.id))
      .where(eq(physicalProducts.url, EBOOK_URL));
    if (!row) throw new Error('the e-book is not seeded');
    ebook = { productID: String(row.productID), variantID: String(row.variantID) };
  });
  afterAll(async () => {
    await worker.stop();
    await app.close();
  });

  async function untilFinal(info: Info): Promise<Info> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const current = (
        await send<{ readDownloadInfo: Info }>(app, READ_DOWNLOAD, { id: info.id, hash: info.hash })
      ).body.data?.readDownloadInfo;
      if (!current) throw new Error('no download info');
      if (current.status === 'Completed' || current.status === 'Failed') return current;
      if (Date.now() > deadline) throw new Error(`download ${info.id} still ${current.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('is seeded with a real PDF specimen set in Vollkorn, stored in the file store', async () => {
    const [file] = await app.database.db
      .select()
      .from(ebookFiles)
      .where(eq(ebookFiles.physicalProductId, Number(ebook.productID)));
    expect(file).toMatchObject({ fileName: 'Vollkorn-Specimen.pdf', contentType: 'application/pdf' });
    const bytes = new Uint8Array(await readFile(join(await testFilesDir(), file?.fileKey ?? 'missing')));
    expect(bytes.byteLength).toBe(file?.byteSize);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('Vollkorn');
    expect(text).toContain('Sphinx of black quartz');
    // The fonts are embedded (subset), not a standard PDF font.
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/FontFile2|\/FontFile3/);
  });

  it('shows as a digital product: never shipped, one copy available whatever the stock', async () => {
    const response = await send<{
      readPhysicalProducts: {
        nodes: {
          digital: boolean;
          shippingRequired: boolean;
          available: boolean;
          availability: number;
          variants: { available: boolean; availability: number }[];
        }[];
      };
    }>(app, PRODUCT, { url: EBOOK_URL });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.readPhysicalProducts.nodes[0]).toMatchObject({
      digital: true,
      shippingRequired: false,
      available: true,
      availability: 1,
      variants: [{ available: true, availability: 1 }],
    });
  });

  it('is priced with the digital VAT rules, needs no shipping, and one copy per cart', async () => {
    const printedBook = await variantWithStock(app, 'vollkorn-specimen-book', 'Standard', 5);
    const response = await send<{
      readCartSummary: { shippingRequired: boolean; items: SummaryItem[] };
    }>(app, SUMMARY, {
      user: BUYER,
      physicalProductSelections: [{ ...ebook, quantity: 3, selectionIndex: 0 }],
    });
    expect(response.body.errors).toBeUndefined();
    const summary = response.body.data?.readCartSummary;
    expect(summary?.shippingRequired).toBe(false);
    expect(summary?.items[0]).toMatchObject({ quantity: 1, percentageVAT: 19 });
    // The printed book is reduced-rate goods; the e-book is not taxed as a book.
    const withBook = await send<{ readCartSummary: { shippingRequired: boolean; items: SummaryItem[] } }>(
      app,
      SUMMARY,
      {
        user: BUYER,
        shipping: { id: await postShippingId(app) },
        physicalProductSelections: [
          { ...ebook, quantity: 1, selectionIndex: 0 },
          { ...printedBook, quantity: 1, selectionIndex: 1 },
        ],
      },
    );
    expect(withBook.body.errors).toBeUndefined();
    expect(withBook.body.data?.readCartSummary.shippingRequired).toBe(true);
    const rates = withBook.body.data?.readCartSummary.items.map((item) => item.percentageVAT);
    expect(rates?.[0]).toBe(19);
    expect(rates?.[1]).not.toBe(19);
  });

  it('orders without shipping or stock, as an EBOOK_PRODUCT item, and downloads the PDF once paid', async () => {
    const [before] = await app.database.db
      .select({ stock: physicalProductVariants.stock })
      .from(physicalProductVariants)
      .where(eq(physicalProductVariants.id, Number(ebook.variantID)));
    const created = await send<{
      createOrder: {
        id: string;
        hash: string;
        status: string;
        type: string;
        items: { kind: string; quantity: number; physicalProductID: string; percentageVAT: number }[];
        deliveryAddress: unknown;
        shipping: unknown;
      };
    }>(app, CREATE_ORDER, {
      user: BUYER,
      physicalProductSelections: [{ ...ebook, quantity: 1, selectionIndex: 0 }],
      reCaptchaToken: DEV_CAPTCHA_TOKEN,
    });
    expect(created.body.errors).toBeUndefined();
    const order = created.body.data?.createOrder;
    if (!order) throw new Error('no order');
    expect(order.items).toEqual([
      expect.objectContaining({
        kind: 'EBOOK_PRODUCT',
        quantity: 1,
        physicalProductID: ebook.productID,
        percentageVAT: 19,
      }),
    ]);
    expect(order.deliveryAddress).toBeNull();
    expect(order.shipping).toBeNull();
    const [after] = await app.database.db
      .select({ stock: physicalProductVariants.stock })
      .from(physicalProductVariants)
      .where(eq(physicalProductVariants.id, Number(ebook.variantID)));
    expect(after?.stock).toBe(before?.stock);

    // Not paid yet: nothing to download.
    expect(codeOf(await send(app, DOWNLOAD, { orderID: order.id, hash: order.hash }))).toBe(200);

    await app.database.db
      .update(orders)
      .set({ status: 'PAID', paidAt: new Date() })
      .where(eq(orders.id, Number(order.id)));
    const read = await send<{ readOrder: { canDownload: boolean } }>(
      app,
      /* GraphQL */ `query ($orderID: ID!, $hash: String) { readOrder(orderID: $orderID, hash: $hash) { canDownload } }`,
      { orderID: order.id, hash: order.hash },
    );
    expect(read.body.data?.readOrder.canDownload).toBe(true);
    const info = (
      await send<{ createDownloadInfo: Info }>(app, DOWNLOAD, { orderID: order.id, hash: order.hash })
    ).body.data?.createDownloadInfo as Info;
    const done = await untilFinal(info);
    expect(done.status).toBe('Completed');
    expect(done.file).toContain(`/order-${order.id}-ebooks.zip`);
    const response = await app.fetch(done.file as string);
    expect(response.status).toBe(200);
    const zip = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const pdf = zip['E-books/Vollkorn-Specimen.pdf'];
    expect(pdf).toBeDefined();
    expect(pdfText(pdf as Uint8Array)).toContain('Vollkorn');
    // No fonts bought: no font folders and no font licence.
    expect(Object.keys(zip).sort()).toEqual(['E-books/Vollkorn-Specimen.pdf', 'README.txt']);
    expect(new TextDecoder().decode(zip['README.txt'])).toContain('E-books/Vollkorn-Specimen.pdf');
  });
});
