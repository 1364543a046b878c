import { auditLog, orderItems, physicalProductVariants } from '@foundry/db';
import { eq, sql } from '@foundry/db/orm';
import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffImage } from '../../src/services/admin-products/product-file-types.ts';
import { insertPaidOrder } from '../fixtures/paid-order.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { adminCodeOf, adminSend, signInAs } from './admin-helpers.ts';
import { PDF_BYTES, pngBytes, postProductFile } from './product-file-fixtures.ts';

const CREATE = /* GraphQL */ `
  mutation ($digital: Boolean!, $type: String!, $title: String!, $url: String!, $body: String, $price: Int!, $variants: [String!]) {
    createProduct(digital: $digital, productType: $type, title: $title, url: $url, body: $body, priceAmount: $price, variants: $variants) {
      id url digital publishedAt
    }
  }
`;
const PRODUCT = /* GraphQL */ `
  query ($id: ID!) {
    product(id: $id) {
      product { title url body publishedAt images { key url width height alt } }
      variants { id label stock ordered }
      ebookFile { fileName byteSize }
    }
  }
`;
const TEXTS = /* GraphQL */ `
  mutation ($id: ID!, $title: String!, $url: String!, $body: String!) {
    updateProductTexts(productId: $id, title: $title, url: $url, body: $body) { title url body }
  }
`;
const PUBLISH =
  'mutation ($id: ID!, $on: Boolean!) { setProductPublished(productId: $id, published: $on) { publishedAt } }';
const PUBLIC = /* GraphQL */ `
  query ($url: String, $type: PhysicalProductType) {
    readPhysicalProducts(url: $url, productType: $type) {
      nodes { title url body coverImage { url width height } variants { label } }
    }
  }
`;

type Created = { createProduct: { id: string; url: string; digital: boolean; publishedAt: string | null } };
type Detail = {
  product: {
    product: { title: string; url: string; body: string; publishedAt: string | null; images: Image[] };
    variants: { id: string; label: string; stock: number; ordered: boolean }[];
    ebookFile: { fileName: string; byteSize: number } | null;
  };
};
type Image = { key: string; url: string; width: number; height: number; alt: string };
type Public = {
  readPhysicalProducts: {
    nodes: {
      title: string;
      url: string;
      body: string;
      coverImage: { url: string; width: number } | null;
      variants: { label: string }[];
    }[];
  };
};

describe('making products in the back office', () => {
  let app: TestApp;
  let editor: string;
  let support: string;
  const unique = () => Math.random().toString(36).slice(2, 10);

  beforeAll(async () => {
    app = await createTestApp();
    editor = await signInAs(app, 'editor');
    support = await signInAs(app, 'support');
  });
  afterAll(() => app.close());

  const auditCount = async () =>
    (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n ?? 0;
  const detail = async (id: string) =>
    (await adminSend<Detail>(app, PRODUCT, { id }, editor)).body.data?.product as Detail['product'];
  const publicNodes = async (variables: Record<string, unknown>) =>
    ((await app.graphql(PUBLIC, variables)).body.data as Public).readPhysicalProducts.nodes;

  async function createPoster(url = `poster-${unique()}`) {
    const response = await adminSend<Created>(
      app,
      CREATE,
      {
        digital: false,
        type: 'POSTER',
        title: 'Night Letters',
        url,
        body: 'A poster of night letters.',
        price: 3900,
        variants: ['A2', 'A1'],
      },
      editor,
    );
    expect(response.body.errors).toBeUndefined();
    return response.body.data?.createProduct as Created['createProduct'];
  }

  it('creates a poster unpublished, shows it publicly once published with its image, hides it again', async () => {
    const before = await auditCount();
    const poster = await createPoster();
    expect(poster.publishedAt).toBeNull();
    expect(await auditCount()).toBe(before + 1);
    expect(await publicNodes({ url: poster.url })).toEqual([]);

    const uploaded = await postProductFile(
      app,
      { productId: poster.id, kind: 'image', alt: 'The poster on a wall' },
      new File([pngBytes(30, 20)], 'wall.png'),
      editor,
    );
    expect(uploaded.status).toBe(200);
    expect(await auditCount()).toBe(before + 2);
    const { product, variants } = await detail(poster.id);
    expect(variants.map((v) => [v.label, v.stock, v.ordered])).toEqual([
      ['A2', 0, false],
      ['A1', 0, false],
    ]);
    const [image] = product.images;
    expect(image).toMatchObject({ width: 30, height: 20, alt: 'The poster on a wall' });
    expect(image?.key).toMatch(/^images\/[0-9a-f]{24}\.png$/);
    expect(await app.storage.exists(image?.key ?? '')).toBe(true);

    const published = await adminSend(app, PUBLISH, { id: poster.id, on: true }, editor);
    expect(published.body.errors).toBeUndefined();
    expect(await auditCount()).toBe(before + 3);
    const [shown] = await publicNodes({ url: poster.url });
    expect(shown).toMatchObject({ title: 'Night Letters', body: 'A poster of night letters.' });
    expect(shown?.coverImage).toMatchObject({ width: 30, url: app.storage.url(image?.key ?? '') });
    expect(shown?.variants.map((v) => v.label)).toEqual(['A2', 'A1']);

    const again = await adminSend(app, PUBLISH, { id: poster.id, on: true }, editor);
    expect(adminCodeOf(again)).toBe(STAFF_ERROR.CONFLICT);
    await adminSend(app, PUBLISH, { id: poster.id, on: false }, editor);
    expect(await publicNodes({ url: poster.url })).toEqual([]);
    expect(await auditCount()).toBe(before + 4);
  });

  it('edits the texts, refusing a taken address and a malformed one with their fields', async () => {
    const poster = await createPoster();
    const other = await createPoster();
    const url = `renamed-${unique()}`;
    const changed = await adminSend(
      app,
      TEXTS,
      { id: poster.id, title: 'Day Letters', url, body: 'New.' },
      editor,
    );
    expect(changed.body.data).toEqual({ updateProductTexts: { title: 'Day Letters', url, body: 'New.' } });
    const taken = await adminSend(
      app,
      TEXTS,
      { id: poster.id, title: 'X Y', url: other.url, body: '' },
      editor,
    );
    expect(taken.body.errors?.[0]?.extensions?.fields).toEqual({ url: 'Another product has this address.' });
    const before = await auditCount();
    const bad = await adminSend(
      app,
      TEXTS,
      { id: poster.id, title: '', url: 'Not A Slug', body: '' },
      editor,
    );
    expect(Object.keys(bad.body.errors?.[0]?.extensions?.fields ?? {}).sort()).toEqual(['title', 'url']);
    expect(await auditCount()).toBe(before);
    expect((await detail(poster.id)).product.title).toBe('Day Letters');
  });

  it('adds, renames and removes variants; an ordered one and the last one stay', async () => {
    const poster = await createPoster();
    const add = 'mutation ($id: ID!, $l: String!) { addProductVariant(productId: $id, label: $l) { id } }';
    const rename =
      'mutation ($id: ID!, $l: String!) { renameProductVariant(variantId: $id, label: $l) { id } }';
    const remove = 'mutation ($id: ID!) { removeProductVariant(variantId: $id) { id } }';
    expect((await adminSend(app, add, { id: poster.id, l: 'A3' }, editor)).body.errors).toBeUndefined();
    expect(adminCodeOf(await adminSend(app, add, { id: poster.id, l: 'A3' }, editor))).toBe(
      STAFF_ERROR.CONFLICT,
    );
    const [a2, a1, a3] = (await detail(poster.id)).variants;
    expect(a3?.label).toBe('A3');
    await adminSend(app, rename, { id: a1?.id, l: 'A1 matt' }, editor);
    expect((await adminSend(app, remove, { id: a3?.id }, editor)).body.errors).toBeUndefined();

    const order = await insertPaidOrder(app.database.db, { families: [], withPhysicalItem: true });
    await app.database.db
      .update(orderItems)
      .set({ variantId: Number(a2?.id) })
      .where(eq(orderItems.orderId, order.id));
    const ordered = await adminSend(app, remove, { id: a2?.id }, editor);
    expect(adminCodeOf(ordered)).toBe(STAFF_ERROR.CONFLICT);
    expect((await adminSend(app, remove, { id: a1?.id }, editor)).body.errors).toBeUndefined();
    const remaining = await app.database.db
      .select({ label: physicalProductVariants.label })
      .from(physicalProductVariants)
      .where(eq(physicalProductVariants.physicalProductId, Number(poster.id)));
    expect(remaining).toEqual([{ label: 'A2' }]);
    const last = await adminSend(app, remove, { id: a2?.id }, editor);
    expect(adminCodeOf(last)).toBe(STAFF_ERROR.CONFLICT);
  });

  it('creates an e-book that is published only with its PDF, then listed among the books', async () => {
    const url = `ebook-${unique()}`;
    const created = await adminSend<Created>(
      app,
      CREATE,
      { digital: true, type: 'BOOK', title: 'Letters at Night (e-book)', url, price: 900 },
      editor,
    );
    const id = created.body.data?.createProduct.id ?? '';
    expect(created.body.data?.createProduct.digital).toBe(true);
    expect(adminCodeOf(await adminSend(app, PUBLISH, { id, on: true }, editor))).toBe(STAFF_ERROR.CONFLICT);

    const notPdf = await postProductFile(
      app,
      { productId: id, kind: 'ebook' },
      new File([pngBytes(2, 2)], 'x.pdf'),
      editor,
    );
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.errors?.[0]?.extensions.fields).toEqual({ file: 'Send the e-book as a PDF file.' });
    const pdf = await postProductFile(
      app,
      { productId: id, kind: 'ebook' },
      new File([PDF_BYTES], 'Letters.pdf'),
      editor,
    );
    expect(pdf.status).toBe(200);
    expect((await detail(id)).ebookFile).toEqual({ fileName: 'Letters.pdf', byteSize: PDF_BYTES.byteLength });
    expect((await detail(id)).variants.map((v) => v.label)).toEqual(['PDF']);

    expect((await adminSend(app, PUBLISH, { id, on: true }, editor)).body.errors).toBeUndefined();
    const books = await publicNodes({ type: 'BOOK' });
    expect(books.map((book) => book.url)).toContain(url);
  });

  it('checks an upload by its content and size, and refuses support, no session and another origin', async () => {
    const poster = await createPoster();
    const before = await auditCount();
    const text = new File(['not an image at all'], 'fake.png');
    const fake = await postProductFile(app, { productId: poster.id, kind: 'image' }, text, editor);
    expect(fake.status).toBe(400);
    expect(fake.body.errors?.[0]?.extensions.fields).toEqual({ file: 'Send a PNG, JPEG or WebP image.' });
    const huge = new File([pngBytes(2, 2), new Uint8Array(11 * 1024 * 1024)], 'huge.png');
    const tooLarge = await postProductFile(app, { productId: poster.id, kind: 'image' }, huge, editor);
    expect(tooLarge.body.errors?.[0]?.extensions.fields?.file).toMatch(/at most 10 MB/);
    const pdfOnPoster = await postProductFile(
      app,
      { productId: poster.id, kind: 'ebook' },
      new File([PDF_BYTES], 'a.pdf'),
      editor,
    );
    expect(pdfOnPoster.status).toBe(409);

    const png = () => new File([pngBytes(4, 4)], 'a.png');
    const bySupport = await postProductFile(app, { productId: poster.id, kind: 'image' }, png(), support);
    expect([bySupport.status, bySupport.body.errors?.[0]?.extensions.code]).toEqual([
      403,
      STAFF_ERROR.FORBIDDEN,
    ]);
    const anonymous = await postProductFile(app, { productId: poster.id, kind: 'image' }, png());
    expect([anonymous.status, anonymous.body.errors?.[0]?.extensions.code]).toEqual([
      401,
      STAFF_ERROR.UNAUTHENTICATED,
    ]);
    const elsewhere = await postProductFile(
      app,
      { productId: poster.id, kind: 'image' },
      png(),
      editor,
      'http://localhost:3000',
    );
    expect([elsewhere.status, elsewhere.body.errors?.[0]?.extensions.code]).toEqual([
      403,
      'FORBIDDEN_ORIGIN',
    ]);
    expect(await auditCount()).toBe(before);
    expect((await detail(poster.id)).product.images).toEqual([]);
  });

  it('reads the size of PNG, JPEG and WebP headers, and nothing else', () => {
    expect(sniffImage(pngBytes(7, 3))).toEqual({ format: 'png', width: 7, height: 3 });
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x02, 0x58,
      0x03,
    ]);
    expect(sniffImage(jpeg)).toEqual({ format: 'jpeg', width: 600, height: 300 });
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'ascii');
    webp.write('WEBPVP8X', 8, 'ascii');
    webp.writeUIntLE(799, 24, 3);
    webp.writeUIntLE(499, 27, 3);
    expect(sniffImage(webp)).toEqual({ format: 'webp', width: 800, height: 500 });
    expect(sniffImage(Buffer.from('GIF89a........................'))).toBeNull();
  });
});
