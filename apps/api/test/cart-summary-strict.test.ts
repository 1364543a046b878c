import { isAppError } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVatChecker } from '../src/integrations/vat/create-vat-checker.ts';
import { createRepositories } from '../src/repositories/repositories.ts';
import { computeCartSummary } from '../src/services/cart/compute-cart-summary.ts';
import { DESKTOP_ONE_COMPUTER } from './cart-summary-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

describe('computeCartSummary in strict mode (createOrder)', () => {
  let app: TestApp;
  let deps: Parameters<typeof computeCartSummary>[0];
  let tote: { id: string; variants: { id: string; label: string }[] };
  let book: { id: string; variants: { id: string }[] };
  beforeAll(async () => {
    app = await createTestApp();
    deps = {
      repositories: createRepositories(app.database.db),
      vatChecker: createVatChecker(app.config.vat),
    };
    const read = async (url: string) =>
      (
        await app.graphql<{
          readPhysicalProducts: { nodes: { id: string; variants: { id: string; label: string }[] }[] };
        }>(
          `query ($url: String) { readPhysicalProducts(url: $url) { nodes { id variants { id label } } } }`,
          { url },
        )
      ).body.data?.readPhysicalProducts.nodes[0] as { id: string; variants: { id: string; label: string }[] };
    tote = await read('glyphs-tote');
    book = await read('vollkorn-specimen-book');
  });
  afterAll(() => app.close());

  const buyer = { country: 'CZ', vatNumber: null, deliveryCountry: 'CZ' };
  const codeOf = async (input: Parameters<typeof computeCartSummary>[1]) => {
    try {
      await computeCartSummary(deps, input, { mode: 'strict' });
      return 'no error';
    } catch (error) {
      return isAppError(error) ? error.code : String(error);
    }
  };
  const physical = (productID: string, variantID: string | undefined, quantity: number) => ({
    buyer,
    physicalProductSelections: [{ productID, variantID, quantity, selectionIndex: 0 }],
  });

  it('refuses what the correct mode would silently fix', async () => {
    const natural = tote.variants.find((v) => v.label === 'Natural')?.id;
    expect(await codeOf(physical('999999', undefined, 1))).toBe(205);
    expect(await codeOf(physical(tote.id, undefined, 1))).toBe(213);
    expect(await codeOf(physical(tote.id, book.variants[0]?.id, 1))).toBe(214);
    expect(await codeOf(physical(tote.id, natural, 0))).toBe(211);
    expect(await codeOf(physical(tote.id, natural, 4))).toBe(216);
    expect(await codeOf(physical(book.id, undefined, 1))).toBe(200); // no shipping chosen
  });

  it('refuses font selections without encodings or with incomplete licences', async () => {
    const families = await app.graphql<{
      readFamilies: { nodes: { fontProducts: { id: string; encodingIDs: string[] }[] }[] };
    }>(`{ readFamilies(pageSize: 1) { nodes { fontProducts { id encodingIDs } } } }`);
    const family = families.body.data?.readFamilies.nodes[0]?.fontProducts[0] as {
      id: string;
      encodingIDs: string[];
    };
    const font = (encodingIDs: string[], licenses: unknown[]) => ({
      buyer,
      familyProductSelections: [
        { productIDs: [family.id], encodingIDs, licenses: licenses as never, selectionIndex: 0 },
      ],
    });
    expect(await codeOf(font([], DESKTOP_ONE_COMPUTER))).toBe(208);
    expect(await codeOf(font(family.encodingIDs, []))).toBe(209);
    expect(
      await codeOf(
        font(family.encodingIDs, [{ id: 'desktop', options: [{ name: 'computers', value: '' }] }]),
      ),
    ).toBe(209);
    expect(
      await codeOf({
        ...font(family.encodingIDs, DESKTOP_ONE_COMPUTER),
        familyProductSelections: [
          {
            productIDs: ['999999'],
            encodingIDs: family.encodingIDs,
            licenses: DESKTOP_ONE_COMPUTER,
            selectionIndex: 0,
          },
        ],
      }),
    ).toBe(205);
    const ok = await computeCartSummary(deps, font(family.encodingIDs, DESKTOP_ONE_COMPUTER), {
      mode: 'strict',
    });
    expect(ok.lines).toHaveLength(1);
    expect(ok.vatTreatment.kind).toBe('DOMESTIC');
  });
});
