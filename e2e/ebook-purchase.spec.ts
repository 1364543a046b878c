import { expect, test } from '@playwright/test';
import {
  cartCounter,
  downloadZip,
  fillCustomerInformation,
  payByCard,
  visitFromCzechia,
} from './support/shop-journey.ts';

// An e-book alone is bought without a shipping step (nothing is posted: docs/shop-contract.md,
// "Shipping"), paid with the test provider's card (docs/payments.md) and downloaded as a real PDF.

const AUTHORISED_CARD = { number: '4111 1111 4555 1142', holder: 'Ada Lovelace' };

test.describe('an e-book-only purchase', () => {
  test.setTimeout(180_000);

  test('a guest buys the e-book alone: no shipping step, paid by card, the PDF downloaded', async ({
    page,
  }) => {
    await visitFromCzechia(page);
    await page.goto('/product/vollkorn-specimen-ebook');
    await expect(page.getByTestId('digital')).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartCounter(page)).toHaveAccessibleName('Cart: 1 item');

    await page.goto('/checkout');
    await expect(page.locator('.cart-line', { hasText: 'The Vollkorn Specimen (e-book)' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/checkout\/edit$/);
    await expect(page.locator('.checkout-steps li')).toHaveText([
      'Review Your Cart',
      'Enter Your Information',
      'Confirm Order',
      'Pay',
    ]);
    await page.getByRole('button', { name: 'Next' }).click();
    await fillCustomerInformation(page, {
      email: 'ebook-reader@example.com',
      name: 'Ada Lovelace',
      address: 'Náměstí Svobody 1',
      city: 'Brno',
      zip: '602 00',
    });

    // Straight to the confirmation: no shipping method asked for, none charged.
    await expect(page.getByRole('heading', { level: 2, name: /Confirm Order/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Select Shipping Method/ })).toHaveCount(0);
    await expect(page.getByTestId('summary-shipping')).toHaveCount(0);
    const total = (await page.getByTestId('summary-total').textContent()) ?? '';
    expect(total).toMatch(/€/);
    await page.getByLabel('I accept the terms and conditions and the licence agreement').check();
    await page.getByRole('button', { name: 'Place order and pay' }).click();

    await expect(page).toHaveURL(/\/pay\/[^/]+\/[^/]+$/);
    await payByCard(page, AUTHORISED_CARD);
    await expect(page).toHaveURL(/\/orders\/[^/]+\/[^/]+$/);
    await expect(page.getByTestId('order-status')).toHaveText('Status: Paid');
    await expect(page.getByTestId('order-total')).toHaveText(total);

    const zip = await downloadZip(page, () => page.getByRole('button', { name: /^Download/ }).click());
    const pdf = zip['E-books/Vollkorn-Specimen.pdf'];
    expect(pdf, `the e-book in ${Object.keys(zip).join(', ')}`).toBeDefined();
    expect(
      Buffer.from(pdf as Uint8Array)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });
});
