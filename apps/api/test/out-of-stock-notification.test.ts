import { outOfStockNotifications } from '@foundry/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '../src/integrations/captcha/dev-captcha-verifier.ts';
import { createTestApp, type TestApp } from './harness.ts';

const NOTIFY = /* GraphQL */ `
  mutation Notify($email: String!, $productID: ID!, $variation: ID, $token: String) {
    createOutOfStockNotification(email: $email, productID: $productID, variation: $variation, token: $token)
  }
`;
const PRODUCTS = /* GraphQL */ `
  query Products { readPhysicalProducts(pageSize: 500) { nodes { id url variants { id label availability } } } }
`;

interface Product {
  id: string;
  url: string;
  variants: { id: string; label: string; availability: number }[];
}

describe('createOutOfStockNotification', () => {
  let app: TestApp;
  let poster: Product;
  let soldOut: Product['variants'][number];
  let otherProduct: Product;

  const rows = () => app.database.db.select().from(outOfStockNotifications);
  const notify = (variables: Record<string, unknown>) =>
    app.graphql<{ createOutOfStockNotification: boolean }>(NOTIFY, {
      token: DEV_CAPTCHA_TOKEN,
      ...variables,
    });
  const codeOf = (body: Awaited<ReturnType<TestApp['graphql']>>['body']) =>
    body.errors?.[0]?.extensions?.code;

  beforeAll(async () => {
    app = await createTestApp();
    const products = (await app.graphql<{ readPhysicalProducts: { nodes: Product[] } }>(PRODUCTS)).body.data
      ?.readPhysicalProducts.nodes;
    if (!products) throw new Error('no products');
    const withSoldOut = products.find((product) => product.variants.some((v) => v.availability === 0));
    if (!withSoldOut) throw new Error('the seed has no sold-out variant');
    poster = withSoldOut;
    soldOut = withSoldOut.variants.find((v) => v.availability === 0) as Product['variants'][number];
    otherProduct = products.find((product) => product.id !== poster.id) as Product;
  });
  beforeEach(async () => {
    await app.database.db.delete(outOfStockNotifications);
  });
  afterAll(() => app.close());

  it('records a request for a sold-out variant', async () => {
    const { body } = await notify({
      email: 'reader@example.com',
      productID: poster.id,
      variation: soldOut.id,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.createOutOfStockNotification).toBe(true);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      email: 'reader@example.com',
      physicalProductId: Number(poster.id),
      variantId: Number(soldOut.id),
      notifiedAt: null,
    });
  });

  it('keeps a repeated request once, whatever the case of the address', async () => {
    for (const email of ['reader@example.com', 'Reader@Example.com', ' reader@example.com ']) {
      const { body } = await notify({ email, productID: poster.id, variation: soldOut.id });
      expect(body.data?.createOutOfStockNotification).toBe(true);
    }
    expect(await rows()).toHaveLength(1);
  });

  it('re-arms a request that was already answered when the visitor asks again', async () => {
    await notify({ email: 'reader@example.com', productID: poster.id, variation: soldOut.id });
    await app.database.db.update(outOfStockNotifications).set({ notifiedAt: new Date() });
    await notify({ email: 'reader@example.com', productID: poster.id, variation: soldOut.id });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.notifiedAt).toBeNull();
  });

  it('keeps a product-wide request apart from a variant request of the same address', async () => {
    await notify({ email: 'reader@example.com', productID: poster.id, variation: soldOut.id });
    await notify({ email: 'reader@example.com', productID: poster.id });
    await notify({ email: 'reader@example.com', productID: poster.id });
    const stored = await rows();
    expect(stored.map((row) => row.variantId).sort()).toEqual([Number(soldOut.id), null].sort());
  });

  it('refuses a missing or wrong captcha token with code 5 and stores nothing', async () => {
    const missing = await notify({ email: 'reader@example.com', productID: poster.id, token: null });
    expect(codeOf(missing.body)).toBe(5);
    const forged = await notify({ email: 'reader@example.com', productID: poster.id, token: 'forged' });
    expect(codeOf(forged.body)).toBe(5);
    expect(await rows()).toHaveLength(0);
    expect(app.logs.some((line) => line.msg === 'captcha refused' && line.action === 'out_of_stock')).toBe(
      true,
    );
  });

  it('refuses a malformed or too long address with code 103 on the email field', async () => {
    for (const email of ['not-an-address', 'a@b', `${'x'.repeat(75)}@example.com`]) {
      const { body } = await notify({ email, productID: poster.id });
      expect(codeOf(body)).toBe(103);
      expect(body.errors?.[0]?.extensions?.fields).toHaveProperty('email');
    }
    expect(await rows()).toHaveLength(0);
  });

  it('answers 205 for a product that does not exist', async () => {
    for (const productID of ['999999', 'abc', '99999999999999', '0']) {
      const { body } = await notify({ email: 'reader@example.com', productID });
      expect(codeOf(body)).toBe(205);
    }
    expect(await rows()).toHaveLength(0);
  });

  it('answers 214 for a variant of another product or an unknown variant', async () => {
    const foreign = otherProduct.variants[0]?.id;
    for (const variation of [foreign, '999999', 'xyz']) {
      const { body } = await notify({ email: 'reader@example.com', productID: poster.id, variation });
      expect(codeOf(body)).toBe(214);
    }
    expect(await rows()).toHaveLength(0);
  });
});
