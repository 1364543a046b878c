import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import {
  CREATE_ORDER,
  guestOrder,
  type OrderAnswer,
  postShippingId,
  send,
  stockOf,
  variantWithStock,
} from './order-fixtures.ts';

// PostgreSQL only (excluded from the PGlite pass in vitest.config.ts): the timeout is the server's.
describe('a statement that outlives DATABASE_STATEMENT_TIMEOUT_MS', () => {
  let app: TestApp;
  let admin: pg.Client;
  beforeAll(async () => {
    app = await createTestApp({ env: { DATABASE_STATEMENT_TIMEOUT_MS: '500' } });
    if (app.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    admin = new pg.Client({ connectionString: app.database.client.options.connectionString });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await app?.close();
  });

  it('fails its request with a masked error instead of hanging, and the next request is served', async () => {
    const shippingID = await postShippingId(app);
    const poster = await variantWithStock(app, 'alphabet-poster-vollkorn', 'A2', 5);
    // Another session holds the poster's stock row, as a stuck transaction would.
    await admin.query('BEGIN');
    await admin.query('SELECT stock FROM physical_product_variants WHERE id = $1 FOR UPDATE', [
      Number(poster.variantID),
    ]);
    const started = Date.now();
    const blocked = await send<{ createOrder: OrderAnswer }>(
      app,
      CREATE_ORDER,
      guestOrder(poster, shippingID),
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(blocked.status).toBe(200);
    expect(blocked.body.errors).toEqual([
      expect.objectContaining({
        message: 'Unexpected error.',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      }),
    ]);
    expect(JSON.stringify(blocked.body)).not.toMatch(/cancel|statement|physical_product_variants/i);
    const logged = app.logs.find((line) => line.msg === 'GraphQL operation failed');
    expect(JSON.stringify(logged)).toContain('canceling statement due to statement timeout');
    await admin.query('ROLLBACK');

    const placed = await send<{ createOrder: OrderAnswer }>(
      app,
      CREATE_ORDER,
      guestOrder(poster, shippingID),
    );
    expect(placed.body.errors).toBeUndefined();
    expect(placed.body.data?.createOrder.items[0]?.quantity).toBe(1);
    expect(await stockOf(app, poster.variantID)).toBe(4);
  });
});
