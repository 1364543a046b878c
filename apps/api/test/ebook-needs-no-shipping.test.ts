import { physicalProducts, physicalProductVariants } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '../src/integrations/captcha/dev-captcha-verifier.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { GUEST, send } from './order-fixtures.ts';

// One rule decides whether a cart needs shipping (itemNeedsShipping in packages/domain): a digital
// product never does, even when its row still says shipping_required (docs/shop-contract.md, "Shipping").
const EBOOK_URL = 'vollkorn-specimen-ebook';
const SUMMARY = /* GraphQL */ `
  query ($physicalProductSelections: [PhysicalProductSelectionInput!], $user: OrderUserInput) {
    readCartSummary(physicalProductSelections: $physicalProductSelections, user: $user) {
      shippingRequired totalPrice { amount }
    }
  }
`;
const SHIPPINGS = /* GraphQL */ `
  query ($physical: [PhysicalProductSelectionInput!]!) {
    readAvailableShippings(country: "DE", physicalProductSelections: $physical) { id }
  }
`;
const CREATE_ORDER = /* GraphQL */ `
  mutation ($user: OrderUserInput, $physicalProductSelections: [PhysicalProductSelectionInput!], $reCaptchaToken: String) {
    createOrder(user: $user, physicalProductSelections: $physicalProductSelections, reCaptchaToken: $reCaptchaToken) {
      id status deliveryAddress { name } shipping { id } items { kind }
    }
  }
`;

describe('an e-book-only cart needs no shipping, even when its product row is flagged as shipped', () => {
  let app: TestApp;
  let selection: { productID: string; variantID: string; quantity: number; selectionIndex: number };

  beforeAll(async () => {
    app = await createTestApp();
    const [row] = await app.database.db
      .update(physicalProducts)
      .set({ shippingRequired: true })
      .where(eq(physicalProducts.url, EBOOK_URL))
      .returning({ id: physicalProducts.id, digital: physicalProducts.digital });
    if (!row?.digital) throw new Error('the seeded e-book is missing or not digital');
    const [variant] = await app.database.db
      .select({ id: physicalProductVariants.id })
      .from(physicalProductVariants)
      .where(eq(physicalProductVariants.physicalProductId, row.id));
    selection = { productID: String(row.id), variantID: String(variant?.id), quantity: 1, selectionIndex: 0 };
  });
  afterAll(() => app.close());

  it('readCartSummary: shippingRequired is false and no shipping choice is demanded', async () => {
    const { body } = await send<{ readCartSummary: { shippingRequired: boolean } }>(app, SUMMARY, {
      physicalProductSelections: [selection],
      user: { ...GUEST, country: 'DE' },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.readCartSummary.shippingRequired).toBe(false);
  });

  it('readAvailableShippings offers no method', async () => {
    const { body } = await send<{ readAvailableShippings: unknown[] }>(app, SHIPPINGS, {
      physical: [selection],
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.readAvailableShippings).toEqual([]);
  });

  it('createOrder without shippingID places the order, with no delivery address', async () => {
    const { body } = await send<{
      createOrder: { status: string; deliveryAddress: unknown; shipping: unknown; items: { kind: string }[] };
    }>(app, CREATE_ORDER, {
      user: { ...GUEST, country: 'DE' },
      physicalProductSelections: [selection],
      reCaptchaToken: DEV_CAPTCHA_TOKEN,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.createOrder).toMatchObject({
      deliveryAddress: null,
      shipping: null,
      items: [{ kind: 'EBOOK_PRODUCT' }],
    });
  });
});
