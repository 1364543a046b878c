import {
  addresses,
  corporateAccessCodeProducts,
  corporateAccessCodes,
  families,
  orders,
  products,
} from '@foundry/db';
import { and, asc, eq } from '@foundry/db/orm';
import { unzipSync } from 'fflate';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '../src/integrations/captcha/dev-captcha-verifier.ts';
import { createRepositories } from '../src/repositories/repositories.ts';
import { createDownloadWorker } from '../src/services/downloads/download-worker.ts';
import {
  CART_SUMMARY,
  CORPORATE,
  CREATE_USER,
  DESKTOP,
  FONTS,
  LICENSES,
  ORDER,
  type OrderAnswer,
  SUMMARY,
  type SummaryAnswer,
} from './corporate-fixtures.ts';
import { fontMagic, glyphCountOf } from './fonts.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { codeOf, fieldsOf, send } from './order-fixtures.ts';

describe('corporate fonts: readCorporateFonts, readCorporateLicenses, readCorporateCartSummary, createCorporateOrder', () => {
  let app: TestApp;
  let geistProductID: string;
  let otherProductID: string;

  beforeAll(async () => {
    app = await createTestApp();
    const { db } = app.database;
    const [acme] = await db
      .select({ productId: corporateAccessCodeProducts.productId })
      .from(corporateAccessCodeProducts)
      .innerJoin(corporateAccessCodes, eq(corporateAccessCodes.id, corporateAccessCodeProducts.codeId))
      .where(eq(corporateAccessCodes.code, 'ACME-2026'))
      .orderBy(asc(corporateAccessCodeProducts.sort));
    geistProductID = String(acme?.productId);
    const [vollkorn] = await db
      .select({ id: products.id })
      .from(products)
      .innerJoin(families, eq(families.id, products.familyId))
      .where(and(eq(families.url, 'vollkorn'), eq(products.kind, 'FAMILY')))
      .limit(1);
    otherProductID = String(vollkorn?.id);
  });
  afterAll(() => app.close());

  /** A code of our own for a test, unlocking the seeded Geist product. */
  async function addCode(values: Partial<typeof corporateAccessCodes.$inferInsert> & { code: string }) {
    const [row] = await app.database.db
      .insert(corporateAccessCodes)
      .values({ company: 'Test Ltd', ...values })
      .returning({ id: corporateAccessCodes.id });
    if (!row) throw new Error('code not inserted');
    await app.database.db
      .insert(corporateAccessCodeProducts)
      .values({ codeId: row.id, productId: Number(geistProductID) });
    return row.id;
  }

  async function usedCount(code: string) {
    const [row] = await app.database.db
      .select({ usedCount: corporateAccessCodes.usedCount })
      .from(corporateAccessCodes)
      .where(eq(corporateAccessCodes.code, code));
    return row?.usedCount;
  }

  async function signedInUser(email: string, countryCode = 'DE') {
    const response = await send<{ createUser: { id: string } }>(app, CREATE_USER, {
      password: 'correct horse battery',
      token: DEV_CAPTCHA_TOKEN,
      userInfo: { email, name: 'Grace Hopper' },
    });
    const id = Number(response.body.data?.createUser.id);
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const [address] = await app.database.db
      .insert(addresses)
      .values({
        userId: id,
        name: 'Grace Hopper',
        addressLine1: 'Hauptstraße 1',
        city: 'Berlin',
        countryCode,
        isDefault: true,
      })
      .returning({ id: addresses.id });
    return { id, cookie, addressID: String(address?.id) };
  }

  it('lists what the seeded code unlocks, typed in any case, with the company', async () => {
    const response = await send<{
      readCorporateFonts: {
        code: string;
        company: string;
        validTo: string | null;
        products: { kind: string; title: string; family: { id: string } | null; children: unknown[] }[];
      };
    }>(app, FONTS, { code: '  acme-2026 ' });
    expect(response.body.errors).toBeUndefined();
    const fonts = response.body.data?.readCorporateFonts;
    expect(fonts).toMatchObject({ code: 'ACME-2026', company: 'ACME Corporation' });
    expect(fonts?.validTo).toMatch(/^2030-12-31T/);
    expect(fonts?.products.length).toBeGreaterThan(0);
    expect(fonts?.products.every((product) => product.kind === 'FAMILY' && product.title === 'Geist')).toBe(
      true,
    );
    expect(fonts?.products[0]?.children.length).toBeGreaterThan(0);
  });

  it('answers 300 for an unknown code or one not valid yet, 301 when expired, 302 when used up', async () => {
    await addCode({ code: 'LATER-1', validFrom: new Date(Date.now() + 86_400_000) });
    await addCode({ code: 'OLD-1', validTo: new Date(Date.now() - 86_400_000) });
    await addCode({ code: 'FULL-1', maxUses: 2, usedCount: 2 });
    for (const [code, expected] of [
      ['NOPE', 300],
      ['', 300],
      ['X'.repeat(500), 300],
      ['later-1', 300],
      ['OLD-1', 301],
      ['FULL-1', 302],
    ] as const) {
      const fonts = await send(app, FONTS, { code });
      expect(codeOf(fonts), code).toBe(expected);
      expect(fieldsOf(fonts)?.code).toBeTruthy();
      expect(codeOf(await send(app, LICENSES, { code })), code).toBe(expected);
      const summary = await send(app, SUMMARY, { code, productID: geistProductID, licenses: CORPORATE() });
      expect(codeOf(summary), code).toBe(expected);
    }
  });

  it('offers the corporate licence and its third parties only', async () => {
    const response = await send<{ readCorporateLicenses: { slug: string; options: { name: string }[] }[] }>(
      app,
      LICENSES,
      { code: 'ACME-2026' },
    );
    expect(response.body.errors).toBeUndefined();
    const licenses = response.body.data?.readCorporateLicenses ?? [];
    expect(licenses.map((license) => license.slug)).toEqual(['corporate', 'third-party']);
    expect(licenses[0]?.options.map((option) => option.name)).toContain('employees');
  });

  it('prices the corporate font as the cart prices the same selection', async () => {
    const corporate = await send<{ readCorporateCartSummary: SummaryAnswer }>(app, SUMMARY, {
      code: 'ACME-2026',
      productID: geistProductID,
      licenses: CORPORATE('1000'),
    });
    expect(corporate.body.errors).toBeUndefined();
    const summary = corporate.body.data?.readCorporateCartSummary as SummaryAnswer;
    const [product] = await app.database.db
      .select()
      .from(products)
      .where(eq(products.id, Number(geistProductID)));
    const cart = await send<{ readCartSummary: SummaryAnswer }>(app, CART_SUMMARY, {
      familyProductSelections: [
        {
          productIDs: [geistProductID],
          encodingIDs: [String(product?.encodingId)],
          licenses: CORPORATE('1000'),
          selectionIndex: 0,
        },
      ],
    });
    expect(cart.body.errors).toBeUndefined();
    expect(summary).toEqual(cart.body.data?.readCartSummary);
    // Company size up to 1,000 is ×20 the base price (seed-licences.ts).
    expect(summary.subTotalPrice.amount).toBe((product?.priceAmount ?? 0) * 20);
    expect(summary.totalPrice.amount).toBe(summary.subTotalPrice.amount + summary.vatPrice.amount);
    expect(summary.shippingRequired).toBe(false);
    expect(summary.items[0]?.license.map((license) => license.id)).toEqual(['corporate']);
  });

  it('answers 303 for no such product, 305 for a font the code does not unlock, 304 without the corporate licence', async () => {
    const ask = (productID: string, licenses: unknown) =>
      send(app, SUMMARY, { code: 'ACME-2026', productID, licenses });
    expect(codeOf(await ask('99999999', CORPORATE()))).toBe(303);
    expect(codeOf(await ask('not-an-id', CORPORATE()))).toBe(303);
    expect(codeOf(await ask(otherProductID, CORPORATE()))).toBe(305);
    expect(codeOf(await ask(geistProductID, []))).toBe(304);
    expect(codeOf(await ask(geistProductID, DESKTOP))).toBe(304);
    expect(codeOf(await ask(geistProductID, [...CORPORATE(), ...DESKTOP]))).toBe(304);
    expect(codeOf(await ask(geistProductID, CORPORATE('')))).toBe(304);
  });

  it('needs a session to order (code 1)', async () => {
    const response = await send(app, ORDER, {
      code: 'ACME-2026',
      productID: geistProductID,
      licenses: CORPORATE(),
      billingAddressID: '1',
    });
    expect(codeOf(response)).toBe(1);
  });

  it("orders a corporate font with the user's own addresses, priced as the summary, and counts one use", async () => {
    const grace = await signedInUser('grace.corporate@example.com');
    const before = await usedCount('ACME-2026');
    const summary = await send<{ readCorporateCartSummary: SummaryAnswer }>(
      app,
      SUMMARY,
      { code: 'ACME-2026', productID: geistProductID, licenses: CORPORATE() },
      grace.cookie,
    );
    const response = await send<{ createCorporateOrder: OrderAnswer }>(
      app,
      ORDER,
      {
        code: 'acme-2026',
        productID: geistProductID,
        licenses: CORPORATE(),
        billingAddressID: grace.addressID,
        licenseAddressID: grace.addressID,
      },
      grace.cookie,
    );
    expect(response.body.errors).toBeUndefined();
    const order = response.body.data?.createCorporateOrder as OrderAnswer;
    expect(order).toMatchObject({
      status: 'NEW',
      type: 'FONT',
      invoiceAddress: { name: 'Grace Hopper', country: 'DE' },
    });
    expect(order.licenseAddress).toMatchObject({ name: 'Grace Hopper' });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ kind: 'CORPORATE_FONT', productID: geistProductID });
    expect(order.items[0]?.license.map((license) => license.id)).toEqual(['corporate']);
    expect(order.items[0]?.encodings.length).toBe(1);
    const priced = summary.body.data?.readCorporateCartSummary as SummaryAnswer;
    expect(order.totalPrice.amount).toBe(priced.totalPrice.amount);
    expect(order.vatPrice.amount).toBe(priced.vatPrice.amount);
    expect(await usedCount('ACME-2026')).toBe((before ?? 0) + 1);
  });

  it("refuses another user's address like an unknown one (223 on the field) and counts no use", async () => {
    const owner = await signedInUser('owner.corporate@example.com');
    const intruder = await signedInUser('intruder.corporate@example.com');
    const before = await usedCount('ACME-2026');
    for (const variables of [
      { billingAddressID: owner.addressID },
      { billingAddressID: intruder.addressID, licenseAddressID: owner.addressID },
      { billingAddressID: '99999999' },
    ]) {
      const response = await send(
        app,
        ORDER,
        { code: 'ACME-2026', productID: geistProductID, licenses: CORPORATE(), ...variables },
        intruder.cookie,
      );
      expect(codeOf(response)).toBe(223);
      expect(Object.keys(fieldsOf(response) ?? {})).toEqual([
        'licenseAddressID' in variables ? 'licenseAddressID' : 'billingAddressID',
      ]);
    }
    expect(await usedCount('ACME-2026')).toBe(before);
  });

  it('answers the catalogue codes on the order too, and 302 once the last use is gone', async () => {
    const buyer = await signedInUser('last.use@example.com');
    await addCode({ code: 'LAST-1', maxUses: 1 });
    const order = (variables: Record<string, unknown>) =>
      send<{ createCorporateOrder: OrderAnswer }>(
        app,
        ORDER,
        {
          code: 'LAST-1',
          productID: geistProductID,
          licenses: CORPORATE(),
          billingAddressID: buyer.addressID,
          ...variables,
        },
        buyer.cookie,
      );
    expect(codeOf(await order({ productID: otherProductID }))).toBe(305);
    expect(codeOf(await order({ productID: '99999999' }))).toBe(303);
    expect(codeOf(await order({ licenses: DESKTOP }))).toBe(304);
    expect(codeOf(await order({ code: 'OLD-1' }))).toBe(301);
    // Two buyers race for the last use: exactly one order is placed.
    const results = await Promise.all([order({}), order({})]);
    const placed = results.filter((result) => result.body.data?.createCorporateOrder);
    expect(placed).toHaveLength(1);
    expect(results.map(codeOf).filter((code) => code !== undefined)).toEqual([302]);
    expect(await usedCount('LAST-1')).toBe(1);
  });

  it('gives a paid corporate order its fonts with desktop files (the corporate licence installs fonts)', async () => {
    const buyer = await signedInUser('download.corporate@example.com');
    const placed = await send<{ createCorporateOrder: OrderAnswer & { hash: string } }>(
      app,
      /* GraphQL */ `mutation ($code: String!, $productID: ID!, $licenses: [LicenseSelectionInput!]!, $billingAddressID: ID!) {
        createCorporateOrder(code: $code, productID: $productID, licenses: $licenses, billingAddressID: $billingAddressID) { id hash }
      }`,
      {
        code: 'ACME-2026',
        productID: geistProductID,
        licenses: CORPORATE(),
        billingAddressID: buyer.addressID,
      },
      buyer.cookie,
    );
    const order = placed.body.data?.createCorporateOrder;
    if (!order) throw new Error(JSON.stringify(placed.body.errors));
    await app.database.db
      .update(orders)
      .set({ status: 'PAID', paidAt: new Date() })
      .where(eq(orders.id, Number(order.id)));
    const worker = createDownloadWorker({
      repositories: createRepositories(app.database.db),
      storage: app.storage,
      logger: pino({ level: 'silent' }),
      pollIntervalMs: 100,
    });
    const created = await send<{ createDownloadInfo: { id: string; hash: string } }>(
      app,
      /* GraphQL */ `mutation ($orderID: ID, $hash: String) { createDownloadInfo(orderID: $orderID, hash: $hash, type: "order") { id hash } }`,
      { orderID: order.id, hash: order.hash },
    );
    const info = created.body.data?.createDownloadInfo;
    if (!info) throw new Error(JSON.stringify(created.body.errors));
    await worker.runOnce();
    const done = await send<{ readDownloadInfo: { status: string; file: string | null } }>(
      app,
      /* GraphQL */ `query ($id: ID!, $hash: String!) { readDownloadInfo(id: $id, hash: $hash) { status file } }`,
      info,
    );
    expect(done.body.data?.readDownloadInfo.status).toBe('Completed');
    const response = await app.fetch(done.body.data?.readDownloadInfo.file as string);
    const zip = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const web = Object.keys(zip).filter((name) => name.startsWith('Geist/') && name.includes('/web/'));
    const desktop = Object.keys(zip).filter(
      (name) => name.startsWith('Geist/') && name.includes('/desktop/'),
    );
    expect(web.length).toBeGreaterThan(0);
    expect(desktop).toHaveLength(web.length);
    for (const name of desktop) {
      expect(['ttf', 'otf']).toContain(fontMagic(zip[name] as Uint8Array));
      expect(glyphCountOf(zip[name] as Uint8Array)).toBeGreaterThan(0);
    }
  });
});
