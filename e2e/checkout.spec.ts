import { expect, test } from './support/csp-guard.ts';
import {
  addFamilyLicenceToCart,
  addPosterToCart,
  cartCounter,
  visitFromCzechia,
} from './support/shop-journey.ts';

/** "€1,234.50" → 123450 */
function minorUnits(text: string): number {
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
}

test.describe('checkout', () => {
  test('an empty cart says so and offers the shop', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the fonts' })).toHaveAttribute('href', '/fonts');
  });

  test('a cart with a licence and a poster: a price on each line, the licence in words, a subtotal before shipping', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await visitFromCzechia(page);
    await addPosterToCart(page, 1);
    await addFamilyLicenceToCart(page, '/fonts/inter', 0);
    await page.goto('/checkout');
    const lines = page.locator('.cart-line');
    await expect(lines).toHaveCount(2);
    const prices: number[] = [];
    for (const line of await lines.all()) {
      // Priced by the server: a loaded shared machine can take a while to answer.
      await expect(line.getByTestId('cart-line-price')).toHaveText(/€\d/, { timeout: 30_000 });
      prices.push(minorUnits((await line.getByTestId('cart-line-price').textContent()) ?? ''));
    }
    const licence = page.locator('.cart-line', { hasText: 'Inter' });
    await expect(licence.getByRole('list', { name: 'Licences' })).toHaveText('Desktop: 1 computer');
    await expect(
      licence.getByRole('button', { name: /^Remove Inter.*\(Desktop: 1 computer\)$/ }),
    ).toBeVisible();
    const subtotal = page.getByTestId('summary-subtotal');
    await expect(subtotal).toHaveText(/€\d/);
    expect(minorUnits((await subtotal.textContent()) ?? '')).toBe(
      prices.reduce((sum, price) => sum + price, 0),
    );
    await expect(page.getByTestId('summary-shipping-next')).toHaveText('Next step');
  });

  test('a guest buys a poster: cart, information with the geo country, shipping, confirm, a refused card, then paid', async ({
    page,
  }) => {
    await visitFromCzechia(page);
    await addPosterToCart(page, 2);

    // The cart: the line with its stepper, the server's total, Continue.
    await page.goto('/checkout');
    const line = page.locator('.cart-line', { hasText: 'Nine Weights Poster' });
    await expect(line.getByTestId('line-quantity')).toHaveText('2');
    await line.getByRole('button', { name: 'One less' }).click();
    await expect(cartCounter(page)).toHaveAccessibleName('Cart: 1 item');
    await line.getByRole('button', { name: 'One more' }).click();
    await expect(cartCounter(page)).toHaveAccessibleName('Cart: 2 items');
    // Posters are shipped: before a method is chosen the cart shows its subtotal, shipping comes next.
    await expect(line.getByTestId('cart-line-price')).toHaveText(/€/);
    await expect(page.getByTestId('summary-subtotal')).toHaveText(/€/);
    await expect(page.getByTestId('summary-shipping-next')).toHaveText('Next step');
    await page.getByRole('link', { name: 'Continue' }).click();

    // The steps of a physical-only cart: no third parties, a shipping step.
    await expect(page).toHaveURL(/\/checkout\/edit$/);
    await expect(page.locator('.checkout-steps li')).toHaveText([
      'Review Your Cart',
      'Enter Your Information',
      'Select Shipping Method',
      'Confirm Order',
      'Pay',
    ]);
    await page.getByRole('button', { name: 'Next' }).click();

    // Your information: the country comes from the geo lookup; required fields are enforced.
    await expect(page.getByRole('button', { name: /Country$/ })).toContainText('Czechia');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'There are 5 problems' })).toBeVisible();
    await expect(page.locator('.ui-error-summary')).toBeFocused();
    await expect(page.getByRole('link', { name: /Phone/ })).toBeVisible();
    await page.getByLabel('E-mail').fill('ada@example.com');
    await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await page.getByLabel('Address', { exact: true }).fill('Náměstí Svobody 1');
    await page.getByLabel('City', { exact: true }).fill('Brno');
    await page.getByLabel('Phone', { exact: true }).fill('+420 123 456 789');
    await page.getByLabel('Zip code').fill('602 00');

    // Leaving with unsaved typing asks first (and staying keeps the page).
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Do you want to leave this site? Changes you made may not be saved.');
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect(page).toHaveURL(/\/checkout\/edit$/);
    await page.getByRole('button', { name: 'Next' }).click();

    // Shipping: choose the first method that delivers to Czechia.
    await expect(page.getByRole('heading', { level: 2, name: /Select Shipping Method/ })).toBeVisible();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Next' }).click();

    // Confirm: the summary with shipping and VAT; the terms must be accepted.
    await expect(page.getByTestId('summary-shipping')).toBeVisible();
    await expect(page.getByTestId('summary-vat')).toBeVisible();
    const total = await page.getByTestId('summary-total').textContent();
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    // Said under the box and in the error summary, whose link leads to it.
    const termsProblem = 'Please accept the terms and conditions.';
    await expect(page.locator('.ui-field__error', { hasText: termsProblem })).toBeVisible();
    await expect(
      page.getByRole('link', {
        name: `I accept the terms and conditions and the licence agreement: ${termsProblem}`,
      }),
    ).toBeVisible();
    await page.getByLabel('I accept the terms and conditions and the licence agreement').check();
    await page.getByRole('button', { name: 'Place order and pay' }).click();

    // Pay: the amount is the confirmed total; a declined card is shown and can be retried.
    await expect(page).toHaveURL(/\/pay\/[^/]+\/[^/]+$/);
    await expect(page.getByTestId('pay-amount')).toHaveText(`Amount to pay: ${total}`);
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry (MM/YY)').fill('03/30');
    await page.getByLabel('Security code').fill('737');
    await page.getByLabel('Name on card').fill('DECLINED');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(
      page.getByText('Your bank declined the payment. Try another card, or ask your bank why.'),
    ).toBeVisible();
    await expect(cartCounter(page)).toHaveAccessibleName('Cart: 2 items');

    await page.getByLabel('Name on card').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    // The order page: paid, and the cart, shipping and code are gone.
    await expect(page).toHaveURL(/\/orders\/[^/]+\/[^/]+$/);
    await expect(page.getByTestId('order-status')).toHaveText('Status: Paid');
    await expect(page.getByTestId('order-total')).toHaveText(total ?? '');
    await expect(cartCounter(page)).toHaveAccessibleName('Cart: 0 items');
    const stored = await page.evaluate(() => ({
      cart: window.localStorage.getItem('foundry.cart'),
      shipping: window.localStorage.getItem('foundry.checkout.selectedShipping'),
    }));
    expect(stored).toEqual({ cart: null, shipping: null });
  });

  test('a font licence with a third party: the third parties step, then a bank transfer leaves the order waiting', async ({
    page,
  }) => {
    await visitFromCzechia(page);
    await page.goto('/fonts/inter');
    const configurator = page.getByRole('region', { name: 'Buy a licence' });
    await configurator.getByRole('checkbox', { name: 'Desktop licence' }).check();
    await configurator.getByRole('button', { name: /^1 third party\b/ }).click();
    await configurator.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartCounter(page)).toHaveAccessibleName('Cart: 1 item');

    await page.goto('/checkout');
    await expect(page.getByText('Third party 1')).toBeVisible();
    await expect(page.getByTestId('summary-total')).toHaveText(/€/);
    await page.getByRole('link', { name: 'Continue' }).click();

    // A digital-only cart with a third party: a third parties step and no shipping step.
    await expect(page.locator('.checkout-steps li')).toHaveText([
      'Review Your Cart',
      'Enter Your Information',
      'Third Parties Information',
      'Confirm Order',
      'Pay',
    ]);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('button', { name: /Country$/ })).toContainText('Czechia');
    await page.getByLabel('E-mail').fill('grace@example.com');
    await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await page.getByLabel('Address', { exact: true }).fill('Vodičkova 10');
    await page.getByLabel('City', { exact: true }).fill('Praha');
    await page.getByLabel('Phone', { exact: true }).fill('+420 123 456 789');
    await page.getByRole('button', { name: 'Next' }).click();

    // Third parties: name and e-mail are both needed.
    await page.getByLabel('Name of third party 1').fill('Studio North');
    await page.getByRole('button', { name: 'Next' }).click();
    // Said under the field and in the error summary, whose link leads to it.
    await expect(page.locator('.ui-field__error', { hasText: 'This field is required.' })).toBeVisible();
    await page.getByRole('link', { name: 'E-mail of third party 1: This field is required.' }).click();
    await expect(page.getByLabel('E-mail of third party 1')).toBeFocused();
    await page.getByLabel('E-mail of third party 1').fill('north@example.com');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByText('Third party 1: Studio North')).toBeVisible();
    await page.getByLabel('I accept the terms and conditions and the licence agreement').check();
    await page.getByRole('button', { name: 'Place order and pay' }).click();

    await expect(page).toHaveURL(/\/pay\/[^/]+\/[^/]+$/);
    await page.getByRole('radio', { name: 'Bank transfer' }).check();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/orders\/[^/]+\/[^/]+$/);
    await expect(page.getByTestId('order-status')).toHaveText('Status: Waiting for bank transfer');
    await expect(page.getByText('Third Party 1: Studio North')).toBeVisible();
    await expect(cartCounter(page)).toHaveAccessibleName('Cart: 0 items');
  });

  test('a font licence paid by a 3-D Secure card: the bank, the return, the documents and the download', async ({
    page,
  }) => {
    await visitFromCzechia(page);
    await page.goto('/fonts/inter');
    const configurator = page.getByRole('region', { name: 'Buy a licence' });
    await configurator.getByRole('checkbox', { name: 'Desktop licence' }).check();
    await configurator.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartCounter(page)).toHaveAccessibleName('Cart: 1 item');

    await page.goto('/checkout/edit');
    await expect(page.locator('.checkout-steps li')).toHaveText([
      'Review Your Cart',
      'Enter Your Information',
      'Confirm Order',
      'Pay',
    ]);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('E-mail').fill('linus@example.com');
    await page.getByLabel('Name', { exact: true }).fill('Linus Pauling');
    await page.getByLabel('Address', { exact: true }).fill('Masarykova 3');
    await page.getByLabel('City', { exact: true }).fill('Olomouc');
    await page.getByLabel('Phone', { exact: true }).fill('+420 123 456 789');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('I accept the terms and conditions and the licence agreement').check();
    await page.getByRole('button', { name: 'Place order and pay' }).click();

    await expect(page).toHaveURL(/\/pay\/[^/]+\/[^/]+$/);
    await page.getByLabel('Card number').fill('4917 6100 0000 0000');
    await page.getByLabel('Expiry (MM/YY)').fill('03/30');
    await page.getByLabel('Security code').fill('737');
    await page.getByLabel('Name on card').fill('Linus Pauling');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    // The card asks for 3-D Secure: the (test) bank's page, then back to the shop.
    await expect(page.getByRole('heading', { name: 'Test bank' })).toBeVisible();
    await page.getByLabel('Password').fill('password');
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect(page).toHaveURL(/\/orders\/[^/]+\/[^/]+$/);
    await expect(page.getByTestId('order-status')).toHaveText('Status: Paid');
    await expect(cartCounter(page)).toHaveAccessibleName('Cart: 0 items');
    // finalizeOrder made the documents.
    await expect(page.getByRole('link', { name: 'Invoice (PDF)' })).toHaveAttribute('href', /invoice\.pdf$/);
    await expect(page.getByRole('link', { name: 'Licence (PDF)' })).toHaveAttribute('href', /license\.pdf$/);
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Download fonts' }).click();
    await expect(page.getByRole('button', { name: 'Preparing your download…' })).toBeDisabled();
    expect((await download).suggestedFilename()).toMatch(/\.zip$/);
  });
});
