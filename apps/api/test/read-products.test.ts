import { encodings, families, productChildren, products } from '@foundry/db';
import { and, asc, eq, inArray } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

type Money = { amount: number; currency: string };
type FontProduct = {
  id: string;
  kind: string;
  title: string;
  family: { url: string } | null;
  style: { title: string } | null;
  encodingIDs: string[];
  price: Money;
  oldPrice: Money | null;
  children: FontProduct[];
};
type Licence = {
  slug: string;
  options: { name: string; choices: { value: string; priceFactor: number; amount: number | null }[] }[];
};
type Entry = { id: string; options: { name: string; value: string }[]; licenseIndex?: number };

const PRODUCT_FIELDS = `id kind title family { url } style { title } encodingIDs price { amount currency }
  oldPrice { amount currency }`;
const READ_PRODUCTS = `query ($productIDs: [ID!]!, $encodingIDs: [ID!], $licenses: [LicenseSelectionInput!]) {
  readProducts(productIDs: $productIDs, encodingIDs: $encodingIDs, licenses: $licenses) {
    ${PRODUCT_FIELDS}
    children { ${PRODUCT_FIELDS} children { ${PRODUCT_FIELDS} } }
  }
}`;

describe('readProducts', () => {
  let app: TestApp;
  let licences: Licence[];
  let interFamily: {
    id: number;
    priceAmount: number;
    oldPriceAmount: number | null;
    encodingId: number | null;
  };
  let notoFamily: { id: number; priceAmount: number; encodingId: number | null };
  let encodingIdByUrl: Map<string, number>;

  beforeAll(async () => {
    app = await createTestApp();
    const response = await app.graphql<{ readLicenses: Licence[] }>(
      '{ readLicenses { slug options { name choices { value priceFactor amount } } } }',
    );
    licences = response.body.data?.readLicenses ?? [];
    const db = app.database.db;
    const familyProduct = async (url: string) => {
      const [row] = await db
        .select({
          id: products.id,
          priceAmount: products.priceAmount,
          oldPriceAmount: products.oldPriceAmount,
          encodingId: products.encodingId,
        })
        .from(products)
        .innerJoin(families, eq(families.id, products.familyId))
        .where(and(eq(families.url, url), eq(products.kind, 'FAMILY')))
        .orderBy(asc(products.sort), asc(products.id))
        .limit(1);
      if (!row) throw new Error(`no FAMILY product for ${url}`);
      return row;
    };
    interFamily = await familyProduct('inter');
    notoFamily = await familyProduct('noto-sans');
    encodingIdByUrl = new Map(
      (await db.select({ id: encodings.id, url: encodings.url }).from(encodings)).map((row) => [
        row.url,
        row.id,
      ]),
    );
  });
  afterAll(async () => {
    await app.close();
  });

  /** A choice's factor as readLicenses tells it, so the expectations follow the catalogue. */
  function factor(slug: string, option: string, value: string): number {
    const choice = licences
      .find((licence) => licence.slug === slug)
      ?.options.find((candidate) => candidate.name === option)
      ?.choices.find((candidate) => candidate.value === value);
    if (!choice) throw new Error(`no choice ${slug}.${option}=${value}`);
    return choice.priceFactor;
  }

  function desktop(computers: string, thirdParties = '0'): Entry {
    return {
      id: 'desktop',
      options: [
        { name: 'computers', value: computers },
        { name: 'thirdParties', value: thirdParties },
        { name: 'term', value: 'perpetual' },
      ],
    };
  }
  const thirdParty = (index: number): Entry => ({
    id: `third-party-${index}`,
    options: [{ name: 'index', value: String(index) }],
    licenseIndex: index,
  });

  async function read(variables: Record<string, unknown>): Promise<FontProduct[]> {
    const response = await app.graphql<{ readProducts: FontProduct[] }>(READ_PRODUCTS, variables);
    expect(response.body.errors).toBeUndefined();
    return response.body.data?.readProducts ?? [];
  }

  async function errorOf(variables: Record<string, unknown>) {
    const response = await app.graphql(READ_PRODUCTS, variables);
    return response.body.errors?.[0]?.extensions;
  }

  it('gives the base price, old price and priced styles of a family when no licence is chosen', async () => {
    const [family] = await read({ productIDs: [String(interFamily.id)] });
    expect(family).toMatchObject({
      kind: 'FAMILY',
      family: { url: 'inter' },
      price: { amount: interFamily.priceAmount, currency: 'EUR' },
      encodingIDs: [String(interFamily.encodingId)],
    });
    expect(family?.oldPrice?.amount ?? null).toBe(interFamily.oldPriceAmount);
    const fonts = await app.database.db
      .select({ id: productChildren.childId })
      .from(products)
      .innerJoin(productChildren, eq(productChildren.parentId, products.id))
      .where(eq(products.id, interFamily.id));
    expect(family?.children).toHaveLength(fonts.length);
    expect(family?.children.every((child) => child.kind === 'FONT' && child.style !== null)).toBe(true);
  });

  it('changes the price with the licence choices', async () => {
    const ids = [String(interFamily.id)];
    const [one] = await read({ productIDs: ids, licenses: [desktop('1')] });
    const [five] = await read({ productIDs: ids, licenses: [desktop('5')] });
    expect(one?.price.amount).toBe(Math.round(interFamily.priceAmount * factor('desktop', 'computers', '1')));
    expect(five?.price.amount).toBe(
      Math.round(interFamily.priceAmount * factor('desktop', 'computers', '5')),
    );
    expect(five?.price.amount).toBeGreaterThan(one?.price.amount ?? 0);
    // Each style is priced under the same licence.
    const style = five?.children[0];
    const [alone] = await read({ productIDs: [style?.id], licenses: [desktop('5')] });
    expect(alone?.price).toEqual(style?.price);
  });

  it('adds up several licences and charges third parties through the desktop option', async () => {
    const ids = [String(interFamily.id)];
    const web = { id: 'web', options: [{ name: 'pageviews', value: '100000' }] };
    const [both] = await read({ productIDs: ids, licenses: [desktop('5'), web] });
    expect(both?.price.amount).toBe(
      Math.round(
        interFamily.priceAmount *
          (factor('desktop', 'computers', '5') + factor('web', 'pageviews', '100000')),
      ),
    );
    const [withThirdParties] = await read({
      productIDs: ids,
      licenses: [desktop('5', '2'), thirdParty(1), thirdParty(2)],
    });
    const [without] = await read({ productIDs: ids, licenses: [desktop('5')] });
    expect(withThirdParties?.price.amount).toBe(
      Math.round((without?.price.amount ?? 0) * factor('desktop', 'thirdParties', '2')),
    );
    expect(withThirdParties?.price.amount).toBeGreaterThan(without?.price.amount ?? 0);
  });

  it('counts the chosen encodings the family is sold in, and only those', async () => {
    const latin = encodingIdByUrl.get('latin');
    const arabic = encodingIdByUrl.get('arabic');
    const thai = encodingIdByUrl.get('thai');
    const ids = [String(notoFamily.id)];
    const [single] = await read({ productIDs: ids, encodingIDs: [String(latin)] });
    const [two] = await read({ productIDs: ids, encodingIDs: [String(latin), String(arabic)] });
    expect(single?.price.amount).toBe(notoFamily.priceAmount);
    expect(two?.price.amount).toBe(2 * notoFamily.priceAmount);
    expect(two?.encodingIDs).toEqual([String(latin), String(arabic)]);
    const [three] = await read({
      productIDs: ids,
      encodingIDs: [String(latin), String(arabic), String(thai)],
    });
    expect(three?.price.amount).toBe(3 * notoFamily.priceAmount);
    // Inter is sold in Latin only: asking for Arabic too is not charged.
    const [inter] = await read({
      productIDs: [String(interFamily.id)],
      encodingIDs: [String(latin), String(arabic)],
    });
    expect(inter?.price.amount).toBe(interFamily.priceAmount);
    expect(inter?.encodingIDs).toEqual([String(latin)]);
  });

  it('prices a bundle with its families and their styles', async () => {
    const [bundle] = await app.database.db
      .select({ id: products.id, priceAmount: products.priceAmount })
      .from(products)
      .where(eq(products.kind, 'COLLECTION'))
      .orderBy(asc(products.id))
      .limit(1);
    const [priced] = await read({ productIDs: [String(bundle?.id)], licenses: [desktop('5')] });
    expect(priced?.kind).toBe('COLLECTION');
    expect(priced?.price.amount).toBe(
      Math.round((bundle?.priceAmount ?? 0) * factor('desktop', 'computers', '5')),
    );
    expect(priced?.children.length).toBeGreaterThan(0);
    for (const family of priced?.children ?? []) {
      expect(family.kind).toBe('FAMILY');
      expect(family.children.length).toBeGreaterThan(0);
    }
  });

  it('refuses no ids (204), unknown ids (205) and licences the catalogue does not offer (209)', async () => {
    expect(await errorOf({ productIDs: [] })).toMatchObject({ code: 204 });
    expect(await errorOf({ productIDs: [String(interFamily.id), '99999999'] })).toMatchObject({ code: 205 });
    expect(await errorOf({ productIDs: ['not-an-id'] })).toMatchObject({ code: 205 });
    expect(await errorOf({ productIDs: [String(interFamily.id)], licenses: [desktop('7')] })).toMatchObject({
      code: 209,
      fields: { licenses: expect.stringContaining('7') },
    });
    expect(
      await errorOf({ productIDs: [String(interFamily.id)], licenses: [{ id: 'poster', options: [] }] }),
    ).toMatchObject({ code: 209 });
  });

  it('lists what a family sells: a FAMILY product per encoding with its styles, for readProducts', async () => {
    const response = await app.graphql<{
      readFamilies: {
        nodes: {
          familyEncodings: { encoding: { id: string } }[];
          fontProducts: (FontProduct & { children: FontProduct[] })[];
        }[];
      };
    }>(
      `{ readFamilies(url: "noto-sans") { nodes { familyEncodings { encoding { id } }
         fontProducts { ${PRODUCT_FIELDS} children { ${PRODUCT_FIELDS} } } } } }`,
    );
    expect(response.body.errors).toBeUndefined();
    const family = response.body.data?.readFamilies.nodes[0];
    const sold = family?.fontProducts ?? [];
    expect(sold.map((product) => product.kind)).toEqual(sold.map(() => 'FAMILY'));
    expect(sold.flatMap((product) => product.encodingIDs).sort()).toEqual(
      (family?.familyEncodings ?? []).map((entry) => entry.encoding.id).sort(),
    );
    expect(sold.find((product) => product.id === String(notoFamily.id))?.price.amount).toBe(
      notoFamily.priceAmount,
    );
    for (const product of sold) {
      expect(product.children.length).toBeGreaterThan(0);
      expect(product.children.every((child) => child.kind === 'FONT' && child.style !== null)).toBe(true);
    }
    const [priced] = await read({ productIDs: [sold[0]?.children[0]?.id] });
    expect(priced?.price).toEqual(sold[0]?.children[0]?.price);
  });

  it('sends the same number of statements for one product as for many', async () => {
    const fontIds = (
      await app.database.db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.kind, ['FONT', 'FAMILY']))
        .limit(40)
    ).map((row) => String(row.id));
    const variables = (productIDs: string[]) => ({
      productIDs,
      encodingIDs: [String(encodingIdByUrl.get('latin'))],
      licenses: [desktop('5', '1'), thirdParty(1)],
    });
    const one = await app.countStatements(() => read(variables(fontIds.slice(0, 1))));
    const many = await app.countStatements(() => read(variables(fontIds)));
    expect(many).toBe(one);
    expect(many).toBeLessThanOrEqual(10);
  });
});
