import { expect, test } from '@playwright/test';
import { newCustomerEmail, signUpInBrowser } from './support/account-journey.ts';
import { saveAddressForm, selectNamed } from './support/address-form.ts';
import { addFamilyLicenceToCart, cartCounter, payByCard, visitFromCzechia } from './support/shop-journey.ts';

// A signed-in customer saves the checkout as a price calculation (docs/shop-contract.md, "Price
// calculations"): a quote with a PDF listed under /my_account/price_calculations, paid later from there.

const AUTHORISED_CARD = { number: '4111 1111 4555 1142', holder: 'Ada Lovelace' };

test.describe('price calculations', () => {
  test.setTimeout(180_000);

  test('a licence saved as a price calculation: listed with its PDF, paid later, then gone from the list', async ({
    page,
  }) => {
    await visitFromCzechia(page);
    await signUpInBrowser(page, { email: newCustomerEmail('quote') });
    await addFamilyLicenceToCart(page, '/fonts/inter', 0);
    await expect(cartCounter(page)).toHaveAccessibleName('Cart: 1 item');

    await page.goto('/checkout');
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/checkout\/edit$/);
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('button', { name: 'Add a new address' }).click();
    const form = page.getByRole('form', { name: 'Add a new address' });
    await saveAddressForm(form);
    await expect(selectNamed(page, 'Billing address')).toHaveText(/Křenová 67/);
    await page.getByRole('button', { name: 'Next' }).click();

    // Fonts only: the confirm step offers the price calculation beside the order.
    const total = (await page.getByTestId('summary-total').textContent()) ?? '';
    expect(total).toMatch(/€/);
    await page.getByLabel('I accept the terms and conditions and the licence agreement').check();
    await page.getByRole('button', { name: 'Save as price calculation' }).click();

    await expect(page).toHaveURL(/\/my_account\/price_calculations$/);
    const pdf = page.getByRole('link', { name: /^Download the PDF of price calculation \d+$/ });
    await expect(pdf).toBeVisible();
    const row = page.locator('tr', { has: pdf });
    await expect(row).toContainText(total);
    await expect(row).toContainText('Inter');

    // The PDF: a real document naming itself a price calculation.
    const response = await page.request.get((await pdf.getAttribute('href')) as string);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await row.getByRole('link', { name: /^Pay price calculation \d+$/ }).click();
    await expect(page).toHaveURL(/\/pay\/[^/]+\/[^/]+$/);
    await expect(page.getByTestId('pay-amount')).toHaveText(`Amount to pay: ${total}`);
    await payByCard(page, AUTHORISED_CARD);
    await expect(page.getByTestId('order-status')).toHaveText('Status: Paid');

    await page.goto('/my_account/price_calculations');
    await expect(page.getByText('You have no open price calculations.')).toBeVisible();
  });
});
