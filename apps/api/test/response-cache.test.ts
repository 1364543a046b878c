import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { products } from '@foundry/db';
import { addFamily } from '@foundry/db/cli/add-family';
import { eq } from '@foundry/db/orm';
import { seedFontsDir } from '@foundry/db/seed/seed-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChangeFeed, createChangeFeed } from '../src/cache/change-feed.ts';
import { sender, signUp } from './account-helpers.ts';
import { adminSend, signInAs } from './admin/admin-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';

const FAMILY_PRICES = /* GraphQL */ `
  query FamilyPrices {
    readFamilies(page: 1, pageSize: 50) {
      nodes { id url fontProducts { id kind price { amount } } }
    }
  }
`;

interface FamilyPrices {
  readFamilies: {
    nodes: { id: string; url: string; fontProducts: { id: string; price: { amount: number } }[] }[];
  };
}

let app: TestApp;
let feed: ChangeFeed;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'response-cache-'));
  app = await createTestApp({
    env: { DATA_DIR: work, RESPONSE_CACHE: 'on' },
    changeFeed: (database) => {
      feed = createChangeFeed(database);
      return feed;
    },
  });
});
afterAll(async () => {
  await feed?.close();
  await app?.close();
  await rm(work, { recursive: true, force: true });
});

const readPrices = async (cookie?: string) => {
  const response = await sender(app)<FamilyPrices>(FAMILY_PRICES, undefined, cookie);
  expect(response.body.errors).toBeUndefined();
  return response.body.data?.readFamilies.nodes ?? [];
};

const firstProduct = (families: FamilyPrices['readFamilies']['nodes']) => {
  const product = families.flatMap((family) => family.fontProducts)[0];
  if (!product) throw new Error('the demo catalogue has no font product');
  return product;
};

const priceOf = (families: FamilyPrices['readFamilies']['nodes'], id: string) =>
  families.flatMap((family) => family.fontProducts).find((product) => product.id === id)?.price.amount;

/** A write nobody announces: only an answer computed again shows it. */
const setPriceSilently = (id: string, amount: number) =>
  app.database.db
    .update(products)
    .set({ priceAmount: amount })
    .where(eq(products.id, Number(id)));

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the response cache of public reads', () => {
  it('answers a visitor from memory until a price change replaces the catalogue answer', async () => {
    const product = firstProduct(await readPrices());
    const before = product.price.amount;
    await setPriceSilently(product.id, before + 100);
    // Unannounced, the write is not seen: the answer came from the cache.
    expect(priceOf(await readPrices(), product.id)).toBe(before);

    const changed = await adminSend(
      app,
      'mutation ($id: ID!, $amount: Int!) { changeFontProductPrice(productId: $id, amount: $amount) { productId } }',
      { id: product.id, amount: before + 200 },
      await signInAs(app, 'editor'),
    );
    expect(changed.body.data).toEqual({ changeFontProductPrice: { productId: product.id } });
    // The staff write's notification arrives when its transaction commits.
    const seen = await eventually(readPrices, (families) => priceOf(families, product.id) === before + 200);
    expect(priceOf(seen, product.id)).toBe(before + 200);
  });

  it('never answers a request with a session from the cache', async () => {
    const { cookie } = await signUp(app, 'cache-viewer@example.com');
    const product = firstProduct(await readPrices());
    const price = product.price.amount;
    await readPrices(); // cached for visitors
    await setPriceSilently(product.id, price + 1);
    expect(priceOf(await readPrices(cookie), product.id)).toBe(price + 1);
    expect(priceOf(await readPrices(), product.id)).toBe(price);
    await feed.publishChange({ topic: 'catalogue' });
    expect(priceOf(await readPrices(), product.id)).toBe(price + 1);
  });

  it('gives each signed-in viewer their own answer to the same document', async () => {
    const send = sender(app);
    const viewerQuery = /* GraphQL */ `query Me { readUser { email } }`;
    const first = await signUp(app, 'cache-first@example.com');
    const second = await signUp(app, 'cache-second@example.com');
    type Me = { readUser: { email: string } | null };
    expect((await send<Me>(viewerQuery, undefined, first.cookie)).body.data?.readUser?.email).toBe(
      'cache-first@example.com',
    );
    expect((await send<Me>(viewerQuery, undefined, second.cookie)).body.data?.readUser?.email).toBe(
      'cache-second@example.com',
    );
    const visitor = await send<Me>(viewerQuery);
    expect(visitor.body.data?.readUser ?? null).toBeNull();
  });

  it('does not cache a visitor’s document that asks any field outside the public reads', async () => {
    // readCountries is harmless, but not listed: only a document made of listed fields is cached.
    const mixed = /* GraphQL */ `query Mixed {
      readFamilies(page: 1, pageSize: 50) { nodes { fontProducts { id price { amount } } } }
      readCountries { code }
    }`;
    type Mixed = FamilyPrices & { readCountries: { code: string }[] };
    const read = async () =>
      (await sender(app)<Mixed>(mixed)).body.data?.readFamilies
        .nodes as FamilyPrices['readFamilies']['nodes'];
    const product = firstProduct(await read());
    await setPriceSilently(product.id, product.price.amount + 3);
    expect(priceOf(await read(), product.id)).toBe(product.price.amount + 3);
  });

  it('replaces the catalogue answer after a family import through add-family', async () => {
    const urls = async () => (await readPrices()).map((family) => family.url);
    expect(await urls()).not.toContain('cache-import-sans');
    const folder = join(work, 'Cache Import Sans');
    await cp(join(seedFontsDir, 'noto-sans'), folder, { recursive: true });
    await addFamily({ folder, dataDir: work, database: app.database, url: 'cache-import-sans' });
    // The import's notification arrives when its transaction commits.
    expect(await eventually(urls, (list) => list.includes('cache-import-sans'))).toContain(
      'cache-import-sans',
    );
  });
});
