import { CHANGE_CHANNEL, decodeChangeNotice, products, staffMembers } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminRepositories } from '../../src/repositories/admin/admin-repositories.ts';
import { changeFontProductPrice } from '../../src/services/catalogue/change-font-product-price.ts';
import { createTestApp, type TestApp, WEB_ORIGIN } from '../harness.ts';
import { adminCodeOf, adminSend, signInAs } from './admin-helpers.ts';

const PRICE_LIST = /* GraphQL */ `
  query {
    priceList {
      families { id url title products { id kind title styleTitle encodingTitle price { amount currency } } }
      bundles { id kind title price { amount } }
    }
  }
`;
const CHANGE_PRICE = /* GraphQL */ `
  mutation ($id: ID!, $amount: Int!) {
    changeFontProductPrice(productId: $id, amount: $amount) { productId price { amount currency } }
  }
`;
const AUDIT =
  'query ($id: String) { auditLog(entityType: "font-product", entityId: $id) { nodes { action staffEmail before after } } }';
const PUBLIC_PRICES =
  '{ readFamilies(page: 1, pageSize: 50) { nodes { url fontProducts { id price { amount } } } } }';

type PricedProduct = { id: string; kind: string; price: { amount: number } };
type PriceList = {
  priceList: {
    families: { url: string; products: PricedProduct[] }[];
    bundles: PricedProduct[];
  };
};
type PublicPrices = { readFamilies: { nodes: { url: string; fontProducts: PricedProduct[] }[] } };

describe('back office: font product prices', () => {
  let app: TestApp;
  let editor: string;
  let support: string;
  beforeAll(async () => {
    app = await createTestApp();
    editor = await signInAs(app, 'editor');
    support = await signInAs(app, 'support');
  });
  afterAll(() => app.close());

  const vollkornFamilyProduct = async () => {
    const list = await adminSend<PriceList>(app, PRICE_LIST, {}, editor);
    expect(list.body.errors).toBeUndefined();
    const family = list.body.data?.priceList.families.find((f) => f.url === 'vollkorn');
    const product = family?.products[0];
    if (!product) throw new Error('vollkorn has no products');
    return { family, product, list: list.body.data?.priceList };
  };
  const publicPrice = async (id: string) => {
    const answer = await app.graphql<PublicPrices>(PUBLIC_PRICES, {}, { origin: WEB_ORIGIN });
    return answer.body.data?.readFamilies.nodes
      .flatMap((family) => family.fontProducts)
      .find((product) => product.id === id)?.price.amount;
  };
  const storedPrice = async (id: string) =>
    (
      await app.database.db
        .select()
        .from(products)
        .where(eq(products.id, Number(id)))
    )[0]?.priceAmount;

  it('lists each family with its family product first, then its styles, and the bundles', async () => {
    const { family, product, list } = await vollkornFamilyProduct();
    expect(product.kind).toBe('FAMILY');
    expect(family?.products.slice(1).every((p) => p.kind === 'FONT')).toBe(true);
    expect(family?.products.length).toBeGreaterThan(1);
    expect(list?.bundles.map((b) => b.kind).sort()).toEqual(['COLLECTION', 'COLLECTION', 'SUITE']);
    expect(await publicPrice(product.id)).toBe(product.price.amount);
  });

  it('changes a price: the shop shows it and the audit log has its before and after', async () => {
    const { product } = await vollkornFamilyProduct();
    const before = product.price.amount;
    const changed = await adminSend(app, CHANGE_PRICE, { id: product.id, amount: before + 1234 }, editor);
    expect(changed.body.data).toEqual({
      changeFontProductPrice: { productId: product.id, price: { amount: before + 1234, currency: 'EUR' } },
    });
    expect(await publicPrice(product.id)).toBe(before + 1234);

    const owner = await signInAs(app, 'owner');
    const audit = await adminSend<{
      auditLog: { nodes: { action: string; before: string; after: string }[] };
    }>(app, AUDIT, { id: product.id }, owner);
    const [row] = audit.body.data?.auditLog.nodes ?? [];
    expect(row?.action).toBe('font-product.change-price');
    expect(JSON.parse(row?.before ?? '{}')).toEqual({ priceAmount: before, currency: 'EUR' });
    expect(JSON.parse(row?.after ?? '{}')).toEqual({ priceAmount: before + 1234, currency: 'EUR' });
  });

  it('refuses support and signed-out requests; the price stays', async () => {
    const { product } = await vollkornFamilyProduct();
    const before = await storedPrice(product.id);
    const refused = await adminSend(app, CHANGE_PRICE, { id: product.id, amount: 1 }, support);
    expect(adminCodeOf(refused)).toBe(STAFF_ERROR.FORBIDDEN);
    expect(adminCodeOf(await adminSend(app, PRICE_LIST, {}, support))).toBe(STAFF_ERROR.FORBIDDEN);
    const anonymous = await adminSend(app, CHANGE_PRICE, { id: product.id, amount: 1 });
    expect(adminCodeOf(anonymous)).toBe(STAFF_ERROR.UNAUTHENTICATED);
    expect(await storedPrice(product.id)).toBe(before);
  });

  it('answers a bad amount with a field error and an unknown product with not found', async () => {
    const { product } = await vollkornFamilyProduct();
    for (const amount of [-1, 100_000_001]) {
      const bad = await adminSend(app, CHANGE_PRICE, { id: product.id, amount }, editor);
      expect(adminCodeOf(bad)).toBe('BAD_USER_INPUT');
      expect(bad.body.errors?.[0]?.extensions?.fields).toHaveProperty('amount');
    }
    const badId = await adminSend(app, CHANGE_PRICE, { id: 'abc', amount: 100 }, editor);
    expect(badId.body.errors?.[0]?.extensions?.fields).toHaveProperty('productId');
    const unknown = await adminSend(app, CHANGE_PRICE, { id: '999999', amount: 100 }, editor);
    expect(adminCodeOf(unknown)).toBe(STAFF_ERROR.NOT_FOUND);
  });

  it('sends its change notice with the commit: a rolled-back change announces nothing', async () => {
    if (app.database.kind !== 'pglite') return;
    const { product } = await vollkornFamilyProduct();
    const before = await storedPrice(product.id);
    const heard: string[] = [];
    const stop = await app.database.client.listen(CHANGE_CHANNEL, (payload) => {
      const notice = decodeChangeNotice(payload);
      if (notice) heard.push(notice.topic);
    });
    const [editorRow] = await app.database.db
      .select({
        id: staffMembers.id,
        email: staffMembers.email,
        name: staffMembers.name,
        role: staffMembers.role,
      })
      .from(staffMembers)
      .where(eq(staffMembers.role, 'editor'))
      .limit(1);
    const staff = editorRow ? { ...editorRow, role: 'editor' as const } : null;
    class RolledBack extends Error {}
    await expect(
      app.database.db.transaction(async (tx) => {
        await changeFontProductPrice(
          { productId: product.id, amount: 1 },
          { admin: createAdminRepositories(tx as never), staff },
        );
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([]);
    expect(await storedPrice(product.id)).toBe(before);

    await changeFontProductPrice(
      { productId: product.id, amount: 4321 },
      { admin: createAdminRepositories(app.database.db), staff },
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(['catalogue']);
    await stop();
  });
});
