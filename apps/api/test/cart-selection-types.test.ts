import { physicalProducts, products } from '@foundry/db';
import { desc } from '@foundry/db/orm';
import { DEV_CAPTCHA_TOKEN } from '@foundry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';
import { codeOf, GUEST, postShippingId, variantWithStock } from './order-fixtures.ts';

const CREATE_ORDER = /* GraphQL */ `
  mutation ($user: OrderUserInput, $familyProductSelections: [FamilyProductSelectionInput!],
            $physicalProductSelections: [PhysicalProductSelectionInput!], $shippingID: ID, $reCaptchaToken: String) {
    createOrder(user: $user, familyProductSelections: $familyProductSelections,
                physicalProductSelections: $physicalProductSelections, shippingID: $shippingID,
                reCaptchaToken: $reCaptchaToken) { id }
  }
`;

/**
 * Selection shapes the cart never builds, refused by name (docs/shop-contract.md, "Selection types"),
 * and selections naming the wrong kind of product or none (docs/errors.md, "Where the less common codes are given").
 */
const DESKTOP = [
  {
    id: 'desktop',
    options: [
      { name: 'computers', value: '1' },
      { name: 'thirdParties', value: '0' },
      { name: 'term', value: 'perpetual' },
    ],
  },
];

/** An id far above every seeded font product's, given to a physical product. */
const PHYSICAL_ONLY_ID = 900_001;

describe('the products of a selection and a physical line are of the right kind', () => {
  let app: TestApp;
  let familyProduct: { id: string; encodingIDs: string[]; children: { id: string }[] };

  beforeAll(async () => {
    app = await createTestApp();
    const read = await app.graphql<{
      readFamilies: {
        nodes: {
          fontProducts: { id: string; kind: string; encodingIDs: string[]; children: { id: string }[] }[];
        }[];
      };
    }>(`{ readFamilies(pageSize: 1) { nodes { fontProducts { id kind encodingIDs children { id } } } } }`);
    const found = read.body.data?.readFamilies.nodes[0]?.fontProducts.find(
      (product) => product.kind === 'FAMILY' && product.children.length > 0,
    );
    if (!found) throw new Error('the seed has no FAMILY product with FONT children');
    familyProduct = found;
    // A published physical product whose id no font product has, so a font line naming it is a mix-up.
    const [poster] = await app.database.db.select().from(physicalProducts).limit(1);
    if (!poster) throw new Error('the seed has no physical product');
    await app.database.db.insert(physicalProducts).values({
      ...poster,
      id: PHYSICAL_ONLY_ID,
      url: `${poster.url}-codes`,
      title: `${poster.title} (codes)`,
    });
  });
  afterAll(() => app.close());

  const order = (variables: Record<string, unknown>) =>
    app.graphql(
      CREATE_ORDER,
      { user: GUEST, reCaptchaToken: DEV_CAPTCHA_TOKEN, ...variables },
      { origin: WEB_ORIGIN },
    );
  const fonts = (productIDs: string[]) => ({
    familyProductSelections: [
      { productIDs, encodingIDs: familyProduct.encodingIDs, licenses: DESKTOP, selectionIndex: 0 },
    ],
  });

  it('refuses a selection mixing a FAMILY and a FONT product with 206', async () => {
    const font = familyProduct.children[0]?.id as string;
    expect(codeOf(await order(fonts([familyProduct.id, font])))).toBe(206);
    // Either kind alone is an order.
    expect(codeOf(await order(fonts([familyProduct.id])))).toBeUndefined();
    expect(codeOf(await order(fonts([font])))).toBeUndefined();
  });

  it('refuses a font product sent as a physical item with 212, an unknown id still with 205', async () => {
    const shippingID = await postShippingId(app);
    await variantWithStock(app, 'hello-world-tshirt', 'M', 10);
    // The newest font product's id, far above the few physical products' ids.
    const [newest] = await app.database.db
      .select({ id: products.id })
      .from(products)
      .orderBy(desc(products.id))
      .limit(1);
    const physical = (productID: string) => ({
      physicalProductSelections: [{ productID, quantity: 1, selectionIndex: 0 }],
      shippingID,
    });
    expect(codeOf(await order(physical(String(newest?.id))))).toBe(212);
    expect(codeOf(await order(physical('99999999')))).toBe(205);
  });

  it('refuses a physical product named in a font selection with 207, an id of nothing still with 205', async () => {
    expect(codeOf(await order(fonts([String(PHYSICAL_ONLY_ID)])))).toBe(207);
    expect(codeOf(await order(fonts(['99999999'])))).toBe(205);
    expect(codeOf(await order(fonts([familyProduct.id])))).toBeUndefined();
  });

  it('refuses a blank product id with 210, in a font selection and on a physical line', async () => {
    expect(codeOf(await order(fonts([familyProduct.id, ''])))).toBe(210);
    expect(codeOf(await order(fonts(['', ' '])))).toBe(204);
    const shippingID = await postShippingId(app);
    const physical = await order({
      physicalProductSelections: [{ productID: ' ', quantity: 1, selectionIndex: 0 }],
      shippingID,
    });
    expect(codeOf(physical)).toBe(210);
  });

  it('refuses shipping asked for no physical selection with 202, and offers it for a shirt', async () => {
    const query = `query ($s: [PhysicalProductSelectionInput!]!) {
      readAvailableShippings(country: "DE", physicalProductSelections: $s) { id } }`;
    expect(codeOf(await app.graphql(query, { s: [] }))).toBe(202);
    const shirt = await variantWithStock(app, 'hello-world-tshirt', 'M', 10);
    const offered = await app.graphql<{ readAvailableShippings: { id: string }[] }>(query, {
      s: [{ ...shirt, quantity: 1, selectionIndex: 0 }],
    });
    expect(offered.body.errors).toBeUndefined();
    expect(offered.body.data?.readAvailableShippings.length).toBeGreaterThan(0);
  });

  it('refuses a trial of a single style with 201 (a trial is of a family), an unknown product with 205', async () => {
    const query = `query ($p: ID!) { readTrialCartSummary(productID: $p) { title } }`;
    const style = familyProduct.children[0]?.id as string;
    expect(codeOf(await app.graphql(query, { p: style }))).toBe(201);
    expect(codeOf(await app.graphql(query, { p: '99999999' }))).toBe(205);
    expect(codeOf(await app.graphql(query, { p: familyProduct.id }))).toBeUndefined();
  });
});
