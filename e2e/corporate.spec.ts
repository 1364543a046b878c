import { expect, test } from '@playwright/test';
import { saveAddressForm, selectNamed } from './support/address-form.ts';
import { payByCard, visitFromCzechia } from './support/shop-journey.ts';

// A company's staff member buys its font with the access code: signs up,
// saves an address in the account, enters the seeded code ACME-2026, picks the Geist product, orders
// with createCorporateOrder and pays with the test provider's authorised card.

const email = `corporate-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const AUTHORISED_CARD = { number: '4111 1111 4555 1142', holder: 'Ada Lovelace' };

test.describe('a corporate purchase', () => {
  test.setTimeout(180_000);

  test('an access code unlocks Geist, ordered with a saved address and paid', async ({ page }) => {
    await visitFromCzechia(page);

    // A guest sees the fonts and is asked to sign in; a wrong code is refused in words.
    await page.goto('/fonts/corporate');
    await page.getByLabel('Access code').fill('no-such-code');
    await expect(page.getByLabel('Access code')).toHaveValue('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Show fonts' }).click();
    await expect(page.getByText('This access code is not valid.', { exact: true })).toBeVisible();

    await page.goto('/my_account/login');
    const signUp = page.getByRole('form', { name: 'Create an account' });
    await signUp.getByLabel('Name').fill('Ada Lovelace');
    await signUp.getByLabel('E-mail').fill(email);
    await signUp.getByLabel('Password').fill('first-password-123');
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/my_account$/);

    await page.getByRole('button', { name: 'Add an address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    await saveAddressForm(form, { zip: '602 00' });
    await expect(page.getByRole('listitem').filter({ hasText: 'Křenová 67' })).toBeVisible();

    await page.goto('/fonts/corporate/acme-2026');
    await expect(page.getByRole('heading', { name: 'Fonts for ACME Corporation' })).toBeVisible();
    await page.getByRole('radio', { name: /Geist/ }).first().check();
    const total = page.getByTestId('corporate-total');
    await expect(total).toHaveText(/€/);
    const amount = (await total.textContent()) ?? '';
    await expect(selectNamed(page, 'Billing address')).toContainText('Křenová 67');

    const placed = page.waitForRequest((request) =>
      /mutation CreateCorporateOrder\b/.test(request.postData() ?? ''),
    );
    await page.getByRole('button', { name: 'Place order' }).click();
    const order = (await placed).postDataJSON() as { variables: Record<string, unknown> };
    expect(order.variables.code).toBe('ACME-2026');
    expect(order.variables.billingAddressID).toEqual(expect.any(String));

    await expect(page).toHaveURL(/\/pay\/[^/]+\/[^/]+$/);
    await expect(page.getByTestId('pay-amount')).toHaveText(`Amount to pay: ${amount}`);
    await payByCard(page, AUTHORISED_CARD);
    await expect(page).toHaveURL(/\/orders\/[^/]+\/[^/]+$/);
    await expect(page.getByTestId('order-status')).toHaveText('Status: Paid');
  });
});
