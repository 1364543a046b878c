import { shippingMethods } from '@foundry/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const SHIPPINGS = /* GraphQL */ `
  query ($address: AddressInput, $country: String, $physical: [PhysicalProductSelectionInput!]!) {
    readAvailableShippings(shippingAddress: $address, country: $country, physicalProductSelections: $physical) {
      id type title subTitle description deliveryTime price { amount currency } percentageVAT pickupAddress
    }
  }
`;

interface Shipping {
  id: string;
  type: string;
  title: string;
  price: { amount: number; currency: string };
  percentageVAT: number;
  pickupAddress: string | null;
}

describe('readAvailableShippings', () => {
  let app: TestApp;
  let tote: { productID: string; variantID: string; quantity: number; selectionIndex: number }[];
  let inactiveId: number;

  const titles = async (variables: Record<string, unknown>) =>
    (
      await app.graphql<{ readAvailableShippings: Shipping[] }>(SHIPPINGS, variables)
    ).body.data?.readAvailableShippings.map((s) => s.title);

  beforeAll(async () => {
    app = await createTestApp();
    const read = await app.graphql<{
      readPhysicalProducts: { nodes: { id: string; variants: { id: string }[] }[] };
    }>(`{ readPhysicalProducts(url: "specimen-tote") { nodes { id variants { id } } } }`);
    const node = read.body.data?.readPhysicalProducts.nodes[0];
    tote = [
      {
        productID: node?.id as string,
        variantID: node?.variants[0]?.id as string,
        quantity: 1,
        selectionIndex: 0,
      },
    ];
    const [inactive] = await app.database.db
      .insert(shippingMethods)
      .values({ type: 'CourierShipping', title: 'Retired courier', priceAmount: 100, active: false, sort: 9 })
      .returning({ id: shippingMethods.id });
    inactiveId = inactive?.id as number;
  });
  afterAll(() => app.close());

  it('offers the EU methods and the worldwide ones inside the EU, in display order, with the pickup address', async () => {
    const { body } = await app.graphql<{ readAvailableShippings: Shipping[] }>(SHIPPINGS, {
      country: 'DE',
      physical: tote,
    });
    const offered = body.data?.readAvailableShippings ?? [];
    expect(offered.map((s) => s.title)).toEqual([
      'Pick up at the studio',
      'Standard post',
      'Express courier',
      'International post',
    ]);
    expect(offered[0]).toMatchObject({
      type: 'PickupOnLocationShipping',
      price: { amount: 0, currency: 'EUR' },
    });
    expect(offered[0]?.pickupAddress).toMatch(/Brno/);
    expect(offered[1]).toMatchObject({ price: { amount: 690 }, percentageVAT: 19 });
    expect(offered.map((s) => s.id)).not.toContain(String(inactiveId));
  });

  it('offers only the worldwide methods outside the EU, without VAT; the address wins over the country', async () => {
    expect(await titles({ country: 'US', physical: tote })).toEqual([
      'Pick up at the studio',
      'International post',
    ]);
    const address = { name: 'A', address: ['1 Main St'], city: 'Boston', country: 'US' };
    expect(await titles({ address, country: 'DE', physical: tote })).toEqual([
      'Pick up at the studio',
      'International post',
    ]);
    const { body } = await app.graphql<{ readAvailableShippings: Shipping[] }>(SHIPPINGS, {
      country: 'US',
      physical: tote,
    });
    // Collection happens in Brno (Czech VAT, wherever the buyer lives); the post leaves the EU untaxed.
    expect(body.data?.readAvailableShippings.map((s) => s.percentageVAT)).toEqual([21, 0]);
  });

  it('charges the seller country rate when the country is not known yet', async () => {
    const { body } = await app.graphql<{ readAvailableShippings: Shipping[] }>(SHIPPINGS, { physical: tote });
    expect(body.data?.readAvailableShippings.length).toBe(4);
    expect(body.data?.readAvailableShippings[1]?.percentageVAT).toBe(21);
  });

  // No selection at all is refused with 202 (selection-error-codes.test.ts).
  it('offers nothing when no selected item needs shipping', async () => {
    expect(
      await titles({ country: 'DE', physical: [{ productID: '999999', quantity: 1, selectionIndex: 0 }] }),
    ).toEqual([]);
  });
});
