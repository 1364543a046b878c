import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase, products } from '@foundry/db';
import { addFamily } from '@foundry/db/cli/add-family';
import { eq, sql } from '@foundry/db/orm';
import { seedFontsDir } from '@foundry/db/seed/seed-paths';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../src/app.ts';
import { type ChangeFeed, createChangeFeed } from '../src/cache/change-feed.ts';
import { adminSend, signInAs } from './admin/admin-helpers.ts';
import { API_URL, createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';

// Two API instances on one PostgreSQL database, as two processes would run them: each has its own
// response cache and its own change feed (its own LISTEN connection).

const FAMILY_PRICES = /* GraphQL */ `
  query FamilyPrices {
    readFamilies(page: 1, pageSize: 50) { nodes { url fontProducts { id price { amount } } } }
  }
`;

type Families = { url: string; fontProducts: { id: string; price: { amount: number } }[] }[];

let first: TestApp;
let firstFeed: ChangeFeed;
let secondDatabase: Database;
let secondFeed: ChangeFeed;
let second: App;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'change-feed-'));
  first = await createTestApp({
    env: { DATA_DIR: work, RESPONSE_CACHE: 'on' },
    changeFeed: (database) => {
      firstFeed = createChangeFeed(database);
      return firstFeed;
    },
  });
  if (first.database.kind !== 'postgres') throw new Error('this test needs DATABASE_URL');
  const url = first.database.client.options.connectionString;
  if (!url) throw new Error('the test database has no connection string');
  secondDatabase = await openDatabase({ databaseUrl: url });
  secondFeed = createChangeFeed(secondDatabase);
  second = createApp({
    config: first.config,
    database: secondDatabase,
    storage: first.storage,
    logger: pino({ level: 'silent' }),
    changeFeed: secondFeed,
  });
  // Both feeds listen before anything is published.
  await waitForListeners(2);
});
afterAll(async () => {
  await Promise.all([firstFeed?.close(), secondFeed?.close()]);
  await secondDatabase?.close();
  await first?.close();
  await rm(work, { recursive: true, force: true });
});

async function listeners(): Promise<number> {
  const result = (await first.database.db.execute(
    sql`select count(*)::int as count from pg_stat_activity
        where datname = current_database() and query ilike 'listen foundry_changes%'`,
  )) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]?.count);
}

async function waitForListeners(count: number) {
  const deadline = Date.now() + 10_000;
  while ((await listeners()) < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

async function readFrom(app: Pick<App, 'yoga'>): Promise<Families> {
  const response = await app.yoga.fetch(new URL('/graphql', API_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: WEB_ORIGIN },
    body: JSON.stringify({ query: FAMILY_PRICES }),
  });
  const body = (await response.json()) as { data?: { readFamilies: { nodes: Families } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data?.readFamilies.nodes ?? [];
}

const priceOf = (families: Families, id: string) =>
  families.flatMap((family) => family.fontProducts).find((product) => product.id === id)?.price.amount;

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('cache invalidation across API processes (LISTEN/NOTIFY)', () => {
  it('replaces the other process’s cached catalogue answer after a price change', async () => {
    const product = (await readFrom(first)).flatMap((family) => family.fontProducts)[0];
    if (!product) throw new Error('no font product in the demo catalogue');
    const before = product.price.amount;
    await readFrom(second);
    // A write nobody announces stays unseen by both caches.
    await first.database.db
      .update(products)
      .set({ priceAmount: before + 50 })
      .where(eq(products.id, Number(product.id)));
    expect(priceOf(await readFrom(second), product.id)).toBe(before);

    const changed = await adminSend(
      first,
      'mutation ($id: ID!, $amount: Int!) { changeFontProductPrice(productId: $id, amount: $amount) { productId } }',
      { id: product.id, amount: before + 100 },
      await signInAs(first, 'owner'),
    );
    expect(changed.body.errors).toBeUndefined();
    // The notice leaves at commit and reaches this process too, through its own LISTEN connection.
    const here = await eventually(
      () => readFrom(first),
      (families) => priceOf(families, product.id) === before + 100,
    );
    expect(priceOf(here, product.id)).toBe(before + 100);
    const seen = await eventually(
      () => readFrom(second),
      (families) => priceOf(families, product.id) === before + 100,
    );
    expect(priceOf(seen, product.id)).toBe(before + 100);
  });

  it('replaces both processes’ answers after add-family imports a family from a third connection', async () => {
    await Promise.all([readFrom(first), readFrom(second)]);
    const folder = join(work, 'Feed Import Sans');
    await cp(join(seedFontsDir, 'noto-sans'), folder, { recursive: true });
    const url =
      first.database.kind === 'postgres' ? first.database.client.options.connectionString : undefined;
    await addFamily({ folder, dataDir: work, ...(url ? { databaseUrl: url } : {}), url: 'feed-import-sans' });
    const has = (families: Families) => families.some((family) => family.url === 'feed-import-sans');
    expect(has(await eventually(() => readFrom(first), has))).toBe(true);
    expect(has(await eventually(() => readFrom(second), has))).toBe(true);
  });

  it('listens again after the server drops the connection, and drops what it may have missed', async () => {
    const product = (await readFrom(second)).flatMap((family) => family.fontProducts)[0];
    if (!product) throw new Error('no font product in the demo catalogue');
    await first.database.db
      .update(products)
      .set({ priceAmount: product.price.amount + 7 })
      .where(eq(products.id, Number(product.id)));
    await first.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen foundry_changes%'`,
    );
    const seen = await eventually(
      () => readFrom(second),
      (families) => priceOf(families, product.id) === product.price.amount + 7,
    );
    expect(priceOf(seen, product.id)).toBe(product.price.amount + 7);
    await waitForListeners(2);
    expect(await listeners()).toBe(2);
  });
});
