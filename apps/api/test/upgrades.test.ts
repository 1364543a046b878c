import { randomBytes } from 'node:crypto';
import { orderItems, orders, products } from '@foundry/db';
import { and, asc, eq } from '@foundry/db/orm';
import { DEV_CAPTCHA_TOKEN } from '@foundry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../src/repositories/repositories.ts';
import { readOwnedFamily } from '../src/services/owned-fonts/owned-fonts.ts';
import { codeOf, createAccountTestApp, fieldsOf, HOME, sender, signUp } from './account-helpers.ts';
import { BUYER_ADDRESS } from './fixtures/paid-order.ts';
import type { TestApp } from './harness.ts';
import { CART, desktop, OWNED_LICENCE, SUMMARY, type Summary } from './upgrade-fixtures.ts';

describe('licence upgrades (docs/upgrades.md)', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  let owner: { id: string; cookie: string };
  let stranger: { id: string; cookie: string };
  let familyId: number;
  let styleId: number;
  let ownedFont: typeof products.$inferSelect;
  let familyProduct: typeof products.$inferSelect;
  let encodingIds: number[];
  /** What the owner paid for the style: its price under desktop for 5 computers (×2). */
  let paid: number;

  /** Prices products as readProducts does: the figures an upgrade starts from. */
  async function livePrice(productId: number, encodings: number[], licenses: unknown): Promise<number> {
    const response = await send<{ readProducts: { price: { amount: number } }[] }>(
      `query ($ids: [ID!]!, $enc: [ID!], $lic: [LicenseSelectionInput!]) {
        readProducts(productIDs: $ids, encodingIDs: $enc, licenses: $lic) { price { amount } } }`,
      { ids: [String(productId)], enc: encodings.map(String), lic: licenses },
    );
    return response.body.data?.readProducts[0]?.price.amount as number;
  }

  async function summary(variables: Record<string, unknown>, cookie = owner.cookie) {
    return send<{ readUpgradeFamilySummary: Summary }>(
      SUMMARY,
      { f: String(familyId), ...variables },
      cookie,
    );
  }

  beforeAll(async () => {
    app = await createAccountTestApp();
    send = sender(app);
    owner = await signUp(app, 'owner-upgrades@example.com');
    stranger = await signUp(app, 'stranger-upgrades@example.com');
    const db = app.database.db;
    // A family sold in at least two encodings, so Complete is offered.
    const familyRows = await db
      .select()
      .from(products)
      .where(eq(products.kind, 'FAMILY'))
      .orderBy(asc(products.id));
    const byFamily = new Map<number, (typeof products.$inferSelect)[]>();
    for (const row of familyRows) {
      if (row.familyId !== null) byFamily.set(row.familyId, [...(byFamily.get(row.familyId) ?? []), row]);
    }
    const [chosenId, chosen] = [...byFamily].find(([, rows]) => rows.length >= 2) ?? [];
    if (!chosenId || !chosen) throw new Error('the seed has no family sold in two encodings');
    familyId = chosenId;
    familyProduct = chosen[0] as typeof products.$inferSelect;
    encodingIds = [...new Set(chosen.map((row) => row.encodingId as number))].sort((a, b) => a - b);
    const [font] = await db
      .select()
      .from(products)
      .where(
        and(
          eq(products.familyId, familyId),
          eq(products.kind, 'FONT'),
          eq(products.encodingId, familyProduct.encodingId as number),
        ),
      )
      .orderBy(asc(products.id))
      .limit(1);
    if (!font?.styleId) throw new Error('no FONT product');
    ownedFont = font;
    styleId = font.styleId;
    paid = font.priceAmount * 2;
    // The owner bought one style on its own, paid, under desktop for 5 computers.
    const [order] = await db
      .insert(orders)
      .values({
        hash: randomBytes(24).toString('base64url'),
        userId: Number(owner.id),
        email: 'owner-upgrades@example.com',
        status: 'PAID',
        type: 'FONT',
        currency: 'EUR',
        subTotalAmount: paid,
        totalAmount: paid,
        invoiceAddress: BUYER_ADDRESS,
        paidAt: new Date(),
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values({
      orderId: order?.id as number,
      kind: 'FONT_FAMILY_PRODUCT',
      productId: font.id,
      quantity: 1,
      title: font.title,
      unitPriceAmount: paid,
      vatRateBp: 0,
      vatAmount: 0,
      license: { entries: OWNED_LICENCE },
      encodingIds: [],
      selectionIndex: 0,
    });
  });
  afterAll(() => app.close());

  it('readUpgradeOptions: what would change something for a single style owned', async () => {
    const response = await send<{ readUpgradeOptions: string[] }>(
      'query ($f: ID!) { readUpgradeOptions(myFamilyID: $f) }',
      { f: String(familyId) },
      owner.cookie,
    );
    expect(response.body.data?.readUpgradeOptions).toEqual(['SingleStyle', 'AllStyles', 'Complete']);
  });

  it('every upgrade field needs a session (1) and refuses a family the user owns nothing of (215)', async () => {
    const documents = [
      ['query ($f: ID!) { readUpgradeOptions(myFamilyID: $f) }', {}],
      ['query ($f: ID!) { readUpgradeProducts(myFamilyID: $f, upgradeOption: AllStyles) { id } }', {}],
      ['query ($f: ID!) { readUpgradeEncodings(myFamilyID: $f, upgradeOption: AllStyles) { id } }', {}],
      ['query ($f: ID!) { readUpgradeLicenses(myFamilyID: $f, upgradeOption: AllStyles) { slug } }', {}],
      [SUMMARY, { o: 'AllStyles' }],
    ] as const;
    for (const [document, extra] of documents) {
      const variables = { f: String(familyId), ...extra };
      expect(codeOf(await send(document, variables))).toBe(1);
      const refused = await send(document, variables, stranger.cookie);
      expect(codeOf(refused), document).toBe(215);
      expect(fieldsOf(refused)).toHaveProperty('myFamilyID');
      expect(refused.body.data ?? null).toBeNull();
    }
  });

  it('refuses an option that is not offered and SingleStyle for a style not bought on its own', async () => {
    const consolidate = await summary({ o: 'Consolidate' });
    expect(codeOf(consolidate)).toBe(215);
    expect(fieldsOf(consolidate)).toHaveProperty('upgradeOption');
    const otherStyle = await summary({ o: 'SingleStyle', s: '987654' });
    expect(codeOf(otherStyle)).toBe(215);
    expect(fieldsOf(otherStyle)).toHaveProperty('styleID');
  });

  it('readUpgradeProducts: the owned styles to choose from, the style, or the family', async () => {
    const read = async (option: string, style?: string) =>
      (
        await send<{ readUpgradeProducts: { id: string; kind: string; price: { amount: number } }[] }>(
          'query ($f: ID!, $o: UpgradeOption!, $s: ID) { readUpgradeProducts(myFamilyID: $f, upgradeOption: $o, styleID: $s) { id kind price { amount } } }',
          { f: String(familyId), o: option, s: style },
          owner.cookie,
        )
      ).body.data?.readUpgradeProducts;
    expect(await read('SingleStyle')).toEqual([
      { id: String(ownedFont.id), kind: 'FONT', price: { amount: paid } },
    ]);
    expect((await read('SingleStyle', String(styleId)))?.map((product) => product.id)).toEqual([
      String(ownedFont.id),
    ]);
    const [family] = (await read('AllStyles')) ?? [];
    expect(family?.kind).toBe('FAMILY');
    // Priced under the owned licence (desktop, 5 computers: ×2), before the credit.
    expect(family?.price.amount).toBe(
      await livePrice(Number(family?.id), [familyProduct.encodingId as number], desktop('5')),
    );
  });

  it('readUpgradeEncodings: the owned encoding is required; Complete requires every one', async () => {
    const read = async (option: string) =>
      (
        await send<{ readUpgradeEncodings: { id: string; owned: boolean; required: boolean }[] }>(
          'query ($f: ID!, $o: UpgradeOption!, $s: ID) { readUpgradeEncodings(myFamilyID: $f, upgradeOption: $o, styleID: $s) { id owned required } }',
          { f: String(familyId), o: option, s: String(styleId) },
          owner.cookie,
        )
      ).body.data?.readUpgradeEncodings ?? [];
    const own = String(familyProduct.encodingId);
    const allStyles = await read('AllStyles');
    expect(allStyles.map((encoding) => encoding.id).sort()).toEqual(encodingIds.map(String).sort());
    expect(allStyles.filter((encoding) => encoding.required).map((encoding) => encoding.id)).toEqual([own]);
    expect(allStyles.find((encoding) => encoding.id === own)?.owned).toBe(true);
    expect((await read('Complete')).every((encoding) => encoding.required)).toBe(true);
    expect((await read('SingleStyle')).map((encoding) => encoding.id)).toEqual([own]);
  });

  it('readUpgradeLicenses: the catalogue with the owned choice as each option minimum', async () => {
    const response = await send<{
      readUpgradeLicenses: {
        slug: string;
        owned: boolean;
        options: { name: string; minimum: string | null; choices: { value: string }[] }[];
      }[];
    }>(
      'query ($f: ID!) { readUpgradeLicenses(myFamilyID: $f, upgradeOption: AllStyles) { slug owned options { name minimum choices { value } } } }',
      { f: String(familyId) },
      owner.cookie,
    );
    const licences = response.body.data?.readUpgradeLicenses ?? [];
    const desktopLicence = licences.find((licence) => licence.slug === 'desktop');
    expect(desktopLicence?.owned).toBe(true);
    expect(desktopLicence?.options.find((option) => option.name === 'computers')?.minimum).toBe('5');
    const web = licences.find((licence) => licence.slug === 'web');
    expect(web?.owned).toBe(false);
    expect(web?.options.every((option) => option.minimum === null)).toBe(true);
  });

  it('readUpgradeFamilySummary: the family under the licence, less what the style paid', async () => {
    const own = familyProduct.encodingId as number;
    const response = await summary({ o: 'AllStyles', e: [String(own)], l: desktop('10') });
    const result = response.body.data?.readUpgradeFamilySummary as Summary;
    const full = await livePrice(familyProduct.id, [own], desktop('10'));
    expect(result.originalPrice.amount).toBe(full);
    expect(result.creditPrice.amount).toBe(paid);
    expect(result.subTotalPrice.amount).toBe(full - paid);
    expect(result.clubPoints).toBe(Math.floor((full - paid) / 100));
    expect(result.product).toEqual({ id: String(familyProduct.id), kind: 'FAMILY' });
    expect(result.items.map((item) => item.title)).toEqual([familyProduct.title, ownedFont.title]);
    expect(result.items[0]?.description).toContain('Desktop');
  });

  it('never licenses less than is owned: a lower choice is raised to the owned one', async () => {
    const own = String(familyProduct.encodingId);
    const lower = (await summary({ o: 'AllStyles', e: [own], l: desktop('1') })).body.data
      ?.readUpgradeFamilySummary as Summary;
    const owned = (await summary({ o: 'AllStyles', e: [own], l: desktop('5') })).body.data
      ?.readUpgradeFamilySummary as Summary;
    expect(lower.license[0]?.options).toContainEqual({ name: 'computers', value: '5' });
    expect(lower.originalPrice.amount).toBe(owned.originalPrice.amount);
    // With no licence chosen the owned one is kept.
    const none = (await summary({ o: 'AllStyles', e: [own], l: [] })).body.data?.readUpgradeFamilySummary;
    expect(none?.license.map((licence) => licence.id)).toEqual(['desktop']);
  });

  it('SingleStyle: the same licence again costs nothing; a higher one the difference', async () => {
    const same = (await summary({ o: 'SingleStyle', s: String(styleId), l: desktop('5') })).body.data
      ?.readUpgradeFamilySummary as Summary;
    expect(same).toMatchObject({ originalPrice: { amount: paid }, creditPrice: { amount: paid } });
    expect(same.subTotalPrice.amount).toBe(0);
    const higher = (await summary({ o: 'SingleStyle', s: String(styleId), l: desktop('10') })).body.data
      ?.readUpgradeFamilySummary as Summary;
    const full = await livePrice(ownedFont.id, [ownedFont.encodingId as number], desktop('10'));
    expect(higher.subTotalPrice.amount).toBe(full - paid);
  });

  it('Complete prices every encoding the family sells, and lists chosen ones it does not', async () => {
    const result = (await summary({ o: 'Complete', e: ['987654'], l: desktop('5') })).body.data
      ?.readUpgradeFamilySummary as Summary;
    expect(result.encodings.map((encoding) => encoding.id).sort()).toEqual(encodingIds.map(String).sort());
    expect(result.originalPrice.amount).toBe(await livePrice(familyProduct.id, encodingIds, desktop('5')));
    expect(result.unsupportedEncodings.map((entry) => entry.key)).toEqual(['987654']);
  });

  const upgradeLine = (option = 'AllStyles') => ({
    productIDs: [String(familyProduct.id)],
    encodingIDs: [String(familyProduct.encodingId)],
    licenses: desktop('10'),
    selectionIndex: 0,
    upgrade: { familyID: String(familyId), option, rootProductID: String(familyProduct.id) },
  });

  it('readCartSummary prices an upgrade line by the upgrade rules, beside an ordinary line', async () => {
    const expected = (
      await summary({ o: 'AllStyles', e: [String(familyProduct.encodingId)], l: desktop('10') })
    ).body.data?.readUpgradeFamilySummary as Summary;
    const plain = {
      productIDs: [String(ownedFont.id)],
      encodingIDs: [String(ownedFont.encodingId)],
      licenses: desktop('1'),
      selectionIndex: 1,
    };
    const response = await send<{
      readCartSummary: {
        items: { title: string; price: { amount: number }; oldPrice: { amount: number } | null }[];
        subTotalPrice: { amount: number };
      };
    }>(CART, { fonts: [upgradeLine(), plain] }, owner.cookie);
    const [upgrade, ordinary] = response.body.data?.readCartSummary.items ?? [];
    expect(upgrade?.title).toBe(`Upgrade: ${familyProduct.title}`);
    expect(upgrade?.price.amount).toBe(expected.subTotalPrice.amount);
    expect(upgrade?.oldPrice?.amount).toBe(expected.originalPrice.amount);
    expect(ordinary?.price.amount).toBe(
      await livePrice(ownedFont.id, [ownedFont.encodingId as number], desktop('1')),
    );
    expect(response.body.data?.readCartSummary.subTotalPrice.amount).toBe(
      (upgrade?.price.amount ?? 0) + (ordinary?.price.amount ?? 0),
    );
  });

  it('validateDiscountCode prices an upgrade line for its owner, as the cart summary does', async () => {
    const document = `query ($f: [FamilyProductSelectionInput!], $c: String!) {
      validateDiscountCode(familyProductSelections: $f, discountCode: $c) { valid discount { amount } } }`;
    const expected = (
      await summary({ o: 'AllStyles', e: [String(familyProduct.encodingId)], l: desktop('10') })
    ).body.data?.readUpgradeFamilySummary as Summary;
    const owned = await send<{ validateDiscountCode: { valid: boolean; discount: { amount: number } } }>(
      document,
      { f: [upgradeLine()], c: 'FONTS20' },
      owner.cookie,
    );
    expect(owned.body.data?.validateDiscountCode.valid).toBe(true);
    // 20 % of what the upgrade costs after its credit, not of the family's full price.
    expect(owned.body.data?.validateDiscountCode.discount.amount).toBe(
      Math.round(expected.subTotalPrice.amount * 0.2),
    );
    expect(codeOf(await send(document, { f: [upgradeLine()], c: 'FONTS20' }))).toBe(215);
  });

  it('an upgrade line needs the account that owns the fonts', async () => {
    expect(codeOf(await send(CART, { fonts: [upgradeLine()] }))).toBe(215);
    expect(codeOf(await send(CART, { fonts: [upgradeLine()] }, stranger.cookie))).toBe(215);
    const guest = await send(
      `mutation ($f: [FamilyProductSelectionInput!], $u: OrderUserInput!, $t: String) {
        createOrder(familyProductSelections: $f, user: $u, reCaptchaToken: $t) { id } }`,
      {
        f: [upgradeLine()],
        t: DEV_CAPTCHA_TOKEN,
        u: { ...HOME, email: 'guest-upgrade@example.com' },
      },
    );
    expect(codeOf(guest)).toBe(215);
    expect(guest.body.errors?.[0]?.message).toMatch(/sign in/i);
  });

  it('createUserOrder stores the upgrade with its credit; once paid the family is owned', async () => {
    const address = await send<{ createUserAddress: { id: string } }>(
      'mutation ($a: AddressInput!) { createUserAddress(address: $a) { id } }',
      { a: HOME },
      owner.cookie,
    );
    const created = await send<{ createUserOrder: { id: string; items: { price: { amount: number } }[] } }>(
      `mutation ($id: ID!, $f: [FamilyProductSelectionInput!]) {
        createUserOrder(billingAddressID: $id, familyProductSelections: $f) { id items { price { amount } } } }`,
      { id: address.body.data?.createUserAddress.id, f: [upgradeLine()] },
      owner.cookie,
    );
    const orderId = Number(created.body.data?.createUserOrder.id);
    expect(orderId, JSON.stringify(created.body.errors)).toBeGreaterThan(0);
    const db = app.database.db;
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const full = await livePrice(familyProduct.id, [familyProduct.encodingId as number], desktop('10'));
    expect(item?.productId).toBe(familyProduct.id);
    expect(item?.unitPriceAmount).toBe(full - paid);
    expect(item?.upgrade).toEqual({
      myFamilyId: familyId,
      styleId: null,
      option: 'AllStyles',
      rootProductId: familyProduct.id,
      creditAmount: paid,
    });

    await db.update(orders).set({ status: 'PAID', paidAt: new Date() }).where(eq(orders.id, orderId));
    const owned = await readOwnedFamily(createRepositories(db), Number(owner.id), familyId);
    expect(
      owned?.purchases.some((purchase) => purchase.orderId === orderId && purchase.styleIds === null),
    ).toBe(true);
    const options = await send<{ readUpgradeOptions: string[] }>(
      'query ($f: ID!) { readUpgradeOptions(myFamilyID: $f) }',
      { f: String(familyId) },
      owner.cookie,
    );
    // The whole family is owned now: no AllStyles; both purchases can be consolidated.
    expect(options.body.data?.readUpgradeOptions).toEqual(['SingleStyle', 'Complete', 'Consolidate']);
    // Consolidating counts everything paid: the style and the upgrade.
    const consolidate = (
      await summary({ o: 'Consolidate', e: [String(familyProduct.encodingId)], l: desktop('10') })
    ).body.data?.readUpgradeFamilySummary as Summary;
    expect(consolidate.creditPrice.amount).toBe(full);
    expect(consolidate.subTotalPrice.amount).toBe(0);
  });
});
