import {
  downloadJobs,
  families,
  fontCustomisations,
  orderItems,
  orders,
  products,
  styles,
  users,
  variableFonts,
} from '@foundry/db';
import { and, asc, eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '../src/integrations/captcha/dev-captcha-verifier.ts';
import { codeOf, createAccountTestApp, sender, signUp } from './account-helpers.ts';
import { BUYER_ADDRESS, insertPaidOrder } from './fixtures/paid-order.ts';
import type { TestApp } from './harness.ts';
import {
  CORPORATE,
  MY_FONTS,
  type MyFontNode,
  type MyFontsData,
  TRIAL,
  WEB_ONLY,
} from './my-fonts-fixtures.ts';

describe('my fonts (User.myFonts): bought, corporate and tried families with their licences', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  let owner: { id: string; cookie: string };
  let stranger: { id: string; cookie: string };
  const familyId: Record<string, number> = {};
  const orderIds: Record<string, number> = {};

  async function paidOn(orderId: number, isoDate: string) {
    await app.database.db
      .update(orders)
      .set({ paidAt: new Date(isoDate) })
      .where(eq(orders.id, orderId));
  }

  /** One order of a single style (a FONT product) of the family, paid on the date. */
  async function insertStyleOrder(userId: number, familyUrl: string, isoDate: string): Promise<number> {
    const db = app.database.db;
    const [product] = await db
      .select()
      .from(products)
      .where(and(eq(products.familyId, familyId[familyUrl] as number), eq(products.kind, 'FONT')))
      .orderBy(asc(products.id))
      .limit(1);
    if (!product) throw new Error(`no FONT product of ${familyUrl}`);
    const [order] = await db
      .insert(orders)
      .values({
        hash: `style-order-${familyUrl}-${userId}`,
        userId,
        email: 'owner@example.com',
        status: 'PAID',
        type: 'FONT',
        currency: 'EUR',
        subTotalAmount: product.priceAmount,
        totalAmount: product.priceAmount,
        invoiceAddress: BUYER_ADDRESS,
        paidAt: new Date(isoDate),
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('no order');
    await db.insert(orderItems).values({
      orderId: order.id,
      kind: 'FONT_FAMILY_PRODUCT',
      productId: product.id,
      title: product.title,
      unitPriceAmount: product.priceAmount,
      license: { entries: WEB_ONLY },
    });
    return order.id;
  }

  const myFonts = (variables: Record<string, unknown> = {}, cookie: string | null = owner.cookie) =>
    send<MyFontsData>(MY_FONTS, variables, cookie ?? undefined);
  const nodesOf = async (variables: Record<string, unknown> = {}) => {
    const response = await myFonts(variables);
    expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined();
    return response.body.data?.readUser.myFonts.nodes ?? [];
  };

  beforeAll(async () => {
    app = await createAccountTestApp();
    send = sender(app);
    owner = await signUp(app, 'fonts-owner@example.com');
    stranger = await signUp(app, 'fonts-stranger@example.com');
    const db = app.database.db;
    for (const row of await db.select({ id: families.id, url: families.url }).from(families)) {
      familyId[row.url] = row.id;
    }
    const userId = Number(owner.id);
    orderIds.inter = (await insertPaidOrder(db, { userId, families: [{ familyUrl: 'inter' }] })).id;
    await paidOn(orderIds.inter, '2026-01-10T10:00:00Z');
    orderIds.noto = (
      await insertPaidOrder(db, {
        userId,
        families: [{ familyUrl: 'noto-sans', encodings: ['latin', 'arabic'] }],
        licenses: CORPORATE,
      })
    ).id;
    await paidOn(orderIds.noto, '2026-02-01T10:00:00Z');
    orderIds.vollkorn = (
      await insertPaidOrder(db, { userId, families: [{ familyUrl: 'vollkorn' }], licenses: WEB_ONLY })
    ).id;
    await paidOn(orderIds.vollkorn, '2026-03-05T10:00:00Z');
    orderIds.sourceSans = await insertStyleOrder(userId, 'source-sans-3', '2026-02-15T10:00:00Z');
    // Not paid: not owned, not listed.
    await insertPaidOrder(db, { userId, status: 'NEW', families: [{ familyUrl: 'geist-mono' }] });
    // The stranger's own purchase never shows in the owner's list (nor the other way round).
    await insertPaidOrder(db, { userId: Number(stranger.id), families: [{ familyUrl: 'source-code-pro' }] });

    // A trial of Geist through the real mutation, and an earlier trial of Inter (bought since).
    const [geistProduct] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.familyId, familyId.geist as number), eq(products.kind, 'FAMILY')))
      .orderBy(asc(products.id))
      .limit(1);
    const trial = await send(
      TRIAL,
      { productID: String(geistProduct?.id), token: DEV_CAPTCHA_TOKEN },
      owner.cookie,
    );
    expect(trial.body.errors).toBeUndefined();
    await db.insert(downloadJobs).values({
      hash: 'earlier-inter-trial',
      type: 'trial',
      userId,
      familyId: familyId.inter as number,
      status: 'completed',
      fileKey: 'trials/gone/inter-trial.zip',
      createdAt: new Date('2025-12-01T10:00:00Z'),
    });
    const [interVariable] = await db
      .select({ id: variableFonts.id })
      .from(variableFonts)
      .where(eq(variableFonts.familyId, familyId.inter as number))
      .orderBy(asc(variableFonts.id))
      .limit(1);
    await db.insert(fontCustomisations).values([
      {
        userId,
        familyId: familyId.inter as number,
        variableFontId: interVariable?.id as number,
        title: 'Headline semi-bold',
        axes: { wght: 620 },
      },
      {
        userId: Number(stranger.id),
        familyId: familyId.inter as number,
        variableFontId: interVariable?.id as number,
        title: 'Not the owner’s',
        axes: { wght: 300 },
      },
    ]);
  });
  afterAll(() => app.close());

  it('lists bought, corporate and tried families, newest first by default, each once', async () => {
    const nodes = await nodesOf();
    expect(nodes.map((node) => [node.family.url, node.__typename])).toEqual([
      ['geist', 'MyTrialFamily'],
      ['vollkorn', 'MyFamily'],
      ['source-sans-3', 'MyFamily'],
      ['noto-sans', 'MyCorporateFamily'],
      ['inter', 'MyFamily'],
    ]);
    expect(nodes.every((node) => node.id === node.family.id)).toBe(true);
  });

  it('sorts oldest first and by title', async () => {
    expect((await nodesOf({ sortBy: 'OLDEST' })).map((node) => node.family.url)).toEqual([
      'inter',
      'noto-sans',
      'source-sans-3',
      'vollkorn',
      'geist',
    ]);
    const byTitle = (await nodesOf({ sortBy: 'TITLE' })).map((node) => node.family.title);
    expect(byTitle).toEqual([...byTitle].sort((a, b) => a.localeCompare(b, 'en')));
    expect(byTitle[0]).toBe('Geist');
  });

  it('filters purchased, trial and corporate families', async () => {
    expect((await nodesOf({ purchased: true })).map((node) => node.family.url)).toEqual([
      'vollkorn',
      'source-sans-3',
      'noto-sans',
      'inter',
    ]);
    expect((await nodesOf({ trial: true })).map((node) => node.family.url)).toEqual(['geist']);
    expect((await nodesOf({ purchased: false })).map((node) => node.family.url)).toEqual(['geist']);
    expect((await nodesOf({ purchased: true, trial: true })).length).toBe(5);
    expect((await nodesOf({ corporate: true })).map((node) => node.family.url)).toEqual(['noto-sans']);
    expect((await nodesOf({ purchased: true, corporate: false })).map((node) => node.family.url)).toEqual([
      'vollkorn',
      'source-sans-3',
      'inter',
    ]);
  });

  it('filters one family by its id, with the other filters', async () => {
    const noto = String(familyId['noto-sans']);
    expect((await nodesOf({ familyID: noto })).map((node) => node.family.url)).toEqual(['noto-sans']);
    expect((await nodesOf({ familyID: noto, purchased: true })).map((node) => node.family.url)).toEqual([
      'noto-sans',
    ]);
    // A tried family is found by id too, and not among the purchases.
    const geist = String(familyId.geist);
    expect((await nodesOf({ familyID: geist })).map((node) => node.__typename)).toEqual(['MyTrialFamily']);
    expect(await nodesOf({ familyID: geist, purchased: true })).toEqual([]);
    // A family the user has neither bought nor tried, and an id that is no family: nothing.
    const unowned = Object.entries(familyId).find(
      ([url]) => !['inter', 'noto-sans', 'vollkorn', 'source-sans-3', 'geist'].includes(url),
    );
    expect(unowned).toBeDefined();
    expect(await nodesOf({ familyID: String(unowned?.[1]) })).toEqual([]);
    expect(await nodesOf({ familyID: 'no-such-id' })).toEqual([]);
  });

  it('pages with pageInfo: the pages add up to the whole list', async () => {
    const first = await myFonts({ pageSize: 2 });
    expect(first.body.data?.readUser.myFonts.pageInfo).toEqual({ hasNextPage: true, nextPage: 2 });
    const third = await myFonts({ pageSize: 2, page: 3 });
    expect(third.body.data?.readUser.myFonts.pageInfo).toEqual({ hasNextPage: false, nextPage: 4 });
    const urls = [];
    for (const page of [1, 2, 3]) {
      urls.push(...(await nodesOf({ pageSize: 2, page })).map((node) => node.family.url));
    }
    expect(urls).toEqual((await nodesOf()).map((node) => node.family.url));
    expect(codeOf(await myFonts({ pageSize: 101 }))).toBe('BAD_USER_INPUT');
  });

  it('shows a whole family with its licence, styles, encodings, customisations and upgrades', async () => {
    const inter = (await nodesOf()).find((node) => node.family.url === 'inter') as MyFontNode;
    expect(inter).toMatchObject({
      canDownload: true,
      canCustomise: true,
      canBuyOnlyPrerelease: false,
      canDownloadCorporateFonts: false,
      buyingOptions: ['Consolidate'],
    });
    expect(inter.licenses).toHaveLength(1);
    const [license] = inter.licenses;
    expect(license?.orderID).toBe(String(orderIds.inter));
    expect(license?.orderDate).toBe('2026-01-10T10:00:00.000Z');
    expect(license?.licenses.map((entry) => [entry.id, entry.licenseName])).toEqual([
      ['desktop', null],
      ['third-party-1', 'Printing House Brno'],
    ]);
    for (const entry of license?.licenses ?? []) {
      expect(entry).toMatchObject({ validFrom: '2026-01-10T10:00:00.000Z', validTo: null });
    }
    // A whole family bought in no particular encoding: every style of it.
    const interStyles = await app.database.db
      .select({ id: styles.id })
      .from(styles)
      .where(eq(styles.familyId, familyId.inter as number));
    expect(inter.ownedStyles.map((style) => Number(style.id)).sort()).toEqual(
      interStyles.map((style) => style.id).sort(),
    );
    expect(inter.encodings.map((encoding) => encoding.url)).toContain('latin');
    // Only the owner's customisation.
    expect(inter.customisations.map((customisation) => customisation.title)).toEqual(['Headline semi-bold']);
    expect(inter.customisations[0]?.axesData).toEqual([{ tag: 'wght', value: 620 }]);
  });

  it('shows a single style bought: that style only, and the upgrades to the rest', async () => {
    const sourceSans = (await nodesOf()).find((node) => node.family.url === 'source-sans-3') as MyFontNode;
    expect(sourceSans.ownedStyles).toHaveLength(1);
    expect(sourceSans.canCustomise).toBe(false);
    expect(sourceSans.buyingOptions).toEqual(expect.arrayContaining(['SingleStyle', 'AllStyles']));
    expect(sourceSans.buyingOptions).not.toContain('Consolidate');
    expect(sourceSans.licenses[0]?.licenses[0]).toMatchObject({ id: 'web', validTo: null });
  });

  it('shows a corporate family in the encodings bought, with corporate downloads and the rest to complete', async () => {
    const noto = (await nodesOf({ corporate: true }))[0] as MyFontNode;
    expect(noto.canDownloadCorporateFonts).toBe(true);
    expect(noto.encodings.map((encoding) => encoding.url).sort()).toEqual(['arabic', 'latin']);
    expect(noto.licenses[0]?.encodings.map((encoding) => encoding.url).sort()).toEqual(['arabic', 'latin']);
    expect(noto.ownedStyles.length).toBeGreaterThan(0);
    expect(noto.buyingOptions).toContain('Complete');
  });

  it('shows a tried family with its latest trial download and nothing owned', async () => {
    const geist = (await nodesOf({ trial: true }))[0] as MyFontNode;
    expect(geist).toMatchObject({
      canDownload: true,
      canCustomise: false,
      buyingOptions: [],
      licenses: [],
      ownedStyles: [],
      encodings: [],
    });
    expect(geist.lastTrialDownload?.status).toBe('Completed');
    expect(geist.lastTrialDownload?.file).toMatch(/\/downloads\/\d+\/.+\.zip$/);
    expect(Date.now() - Date.parse(geist.trialDownloadedAt ?? '')).toBeLessThan(120_000);
  });

  it('reads the customisations of a page in one query, whatever the number of families', async () => {
    const one = await app.countStatements(() => myFonts({ pageSize: 1, sortBy: 'OLDEST' }));
    const all = await app.countStatements(() => myFonts({ pageSize: 5, sortBy: 'OLDEST' }));
    expect(all).toBe(one);
  });

  it("never shows another customer's fonts, and answers code 1 without a session", async () => {
    const theirs = await myFonts({}, stranger.cookie);
    expect(
      theirs.body.data?.readUser.myFonts.nodes.map((node) => [node.family.url, node.customisations]),
    ).toEqual([['source-code-pro', []]]);
    expect(codeOf(await myFonts({}, null))).toBe(1);
  });

  it('lists a pre-release family for club members with its planned date and lets them try it (451 for others)', async () => {
    const preRelease = await send<{
      readFamilies: {
        nodes: {
          url: string;
          preRelease: boolean;
          plannedReleaseDate: string;
          trialFamilyProductID: string;
        }[];
      };
    }>(
      '{ readFamilies(preRelease: true) { nodes { url preRelease plannedReleaseDate trialFamilyProductID } } }',
    );
    const [family] = preRelease.body.data?.readFamilies.nodes ?? [];
    expect(family).toMatchObject({
      url: 'material-symbols',
      preRelease: true,
      plannedReleaseDate: '2027-03-01',
    });
    const productID = family?.trialFamilyProductID;
    const refused = await send(TRIAL, { productID, token: DEV_CAPTCHA_TOKEN }, stranger.cookie);
    expect(codeOf(refused)).toBe(451);
    await app.database.db
      .update(users)
      .set({ club: true })
      .where(eq(users.id, Number(stranger.id)));
    const allowed = await send<{ downloadTrialFamily: { status: string } }>(
      TRIAL,
      { productID, token: DEV_CAPTCHA_TOKEN },
      stranger.cookie,
    );
    expect(allowed.body.errors).toBeUndefined();
    expect(allowed.body.data?.downloadTrialFamily.status).toBe('Completed');
    const tried = await send<MyFontsData>(MY_FONTS, { trial: true }, stranger.cookie);
    expect(
      tried.body.data?.readUser.myFonts.nodes.map((node) => [node.family.url, node.canBuyOnlyPrerelease]),
    ).toEqual([['material-symbols', true]]);
  });
});
