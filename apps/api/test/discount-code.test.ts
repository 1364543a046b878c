import { discountCodes } from '@foundry/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const VALIDATE = /* GraphQL */ `
  query ($fonts: [FamilyProductSelectionInput!], $physical: [PhysicalProductSelectionInput!], $code: String!) {
    validateDiscountCode(familyProductSelections: $fonts, physicalProductSelections: $physical, discountCode: $code) {
      valid code message discount { amount currency }
    }
  }
`;

interface Answer {
  validateDiscountCode: {
    valid: boolean;
    code: number | null;
    message: string | null;
    discount: { amount: number; currency: string } | null;
  };
}

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

describe('validateDiscountCode', () => {
  let app: TestApp;
  let physical: { productID: string; variantID: string; quantity: number; selectionIndex: number }[];
  let fonts: {
    productIDs: string[];
    encodingIDs: string[];
    licenses: typeof DESKTOP;
    selectionIndex: number;
  }[];
  let fontPrice: number;

  const validate = async (code: string, cart: Record<string, unknown>) =>
    (await app.graphql<Answer>(VALIDATE, { ...cart, code })).body.data?.validateDiscountCode;

  beforeAll(async () => {
    app = await createTestApp();
    // A code whose every use is taken: the seed has none.
    await app.database.db
      .insert(discountCodes)
      .values({ code: 'USEDUP', percentBp: 500, maxUses: 2, usedCount: 2 });
    const tote = await app.graphql<{
      readPhysicalProducts: { nodes: { id: string; variants: { id: string }[] }[] };
    }>(`{ readPhysicalProducts(url: "specimen-tote") { nodes { id variants { id } } } }`);
    const node = tote.body.data?.readPhysicalProducts.nodes[0];
    // Two totes at 19.00.
    physical = [
      {
        productID: node?.id as string,
        variantID: node?.variants[0]?.id as string,
        quantity: 2,
        selectionIndex: 1,
      },
    ];
    const families = await app.graphql<{
      readFamilies: { nodes: { fontProducts: { id: string; kind: string; encodingIDs: string[] }[] }[] };
    }>(`{ readFamilies(pageSize: 1) { nodes { fontProducts { id kind encodingIDs } } } }`);
    const family = families.body.data?.readFamilies.nodes[0]?.fontProducts.find((p) => p.kind === 'FAMILY');
    fonts = [
      {
        productIDs: [family?.id as string],
        encodingIDs: family?.encodingIDs ?? [],
        licenses: DESKTOP,
        selectionIndex: 0,
      },
    ];
    const live = await app.graphql<{ readProducts: { price: { amount: number } }[] }>(
      `query ($ids: [ID!]!, $enc: [ID!], $lic: [LicenseSelectionInput!]) { readProducts(productIDs: $ids, encodingIDs: $enc, licenses: $lic) { price { amount } } }`,
      { ids: fonts[0]?.productIDs, enc: fonts[0]?.encodingIDs, lic: DESKTOP },
    );
    fontPrice = live.body.data?.readProducts[0]?.price.amount as number;
  });
  afterAll(() => app.close());

  it('accepts a good code and says what it takes off the whole cart, however it was typed', async () => {
    expect(await validate(' welcome10 ', { physical })).toEqual({
      valid: true,
      code: null,
      message: null,
      discount: { amount: 380, currency: 'EUR' },
    });
    expect((await validate('WELCOME10', { physical, fonts }))?.discount?.amount).toBe(
      380 + Math.round(fontPrice / 10),
    );
  });

  it('refuses an unknown code with 300', async () => {
    expect(await validate('NOSUCHCODE', { physical })).toMatchObject({
      valid: false,
      code: 300,
      discount: null,
    });
    expect((await validate('x'.repeat(500), { physical }))?.code).toBe(300);
  });

  it('refuses an expired code with 301', async () => {
    expect(await validate('EXPIRED15', { physical })).toMatchObject({ valid: false, code: 301 });
  });

  it('refuses a used-up code with 302', async () => {
    expect(await validate('USEDUP', { physical })).toMatchObject({ valid: false, code: 302 });
  });

  it('refuses a fonts-only code on a cart without fonts with 306, and takes it off the fonts alone otherwise', async () => {
    const refused = await validate('FONTS20', { physical });
    expect(refused).toMatchObject({ valid: false, code: 306 });
    expect(refused?.message).toMatch(/font/i);
    expect(await validate('FONTS20', { physical, fonts })).toMatchObject({
      valid: true,
      discount: { amount: Math.round(fontPrice * 0.2) },
    });
  });

  it('caps a fixed amount at what the cart is worth', async () => {
    expect((await validate('BOOKS5', { physical }))?.discount?.amount).toBe(500);
  });
});
