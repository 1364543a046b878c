import { expect, test } from '@playwright/test';
import { newCustomerEmail, signUpInBrowser } from '../support/account-journey.ts';
import { saveAddressForm } from '../support/address-form.ts';
import {
  addFamilyLicenceToCart,
  addPosterToCart,
  fillCustomerInformation,
  visitFromCzechia,
} from '../support/shop-journey.ts';
import { shoot } from './shoot.ts';

// The checkout's own forms as a refused submit leaves them (summary above, messages under the
// fields): third parties, shipping choice, confirmation and the card form; then a signed-in buyer's
// saved addresses.

test('checkout forms with their problems', async ({ page }, testInfo) => {
  await visitFromCzechia(page);
  await addPosterToCart(page, 1);
  await addFamilyLicenceToCart(page, '/fonts/inter', 2);
  await page.goto('/checkout');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/edit$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await fillCustomerInformation(page, {
    email: newCustomerEmail('forms'),
    name: 'Ada Lovelace',
    address: 'Náměstí Svobody 1',
    city: 'Brno',
    zip: '602 00',
  });

  await page.getByLabel('E-mail of third party 1').fill('north@example');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/There are \d problems/)).toBeVisible();
  await shoot(page, testInfo, 'checkout-forms-third-parties');
  await page.getByLabel('Name of third party 1').fill('Studio North');
  await page.getByLabel('E-mail of third party 1').fill('north@example.com');
  await page.getByLabel('Name of third party 2').fill('Atelier South');
  await page.getByLabel('E-mail of third party 2').fill('south@example.com');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('radio').first()).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('There is 1 problem')).toBeVisible();
  await shoot(page, testInfo, 'checkout-forms-shipping');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByTestId('summary-total')).toBeVisible();
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page.getByText('There is 1 problem')).toBeVisible();
  await shoot(page, testInfo, 'checkout-forms-confirm');
  await shoot(page, testInfo, 'checkout-forms-confirm-terms', page.getByTestId('summary-total'));
  await page.getByLabel('I accept the terms and conditions and the licence agreement').check();
  await page.getByRole('button', { name: 'Place order and pay' }).click();

  await expect(page).toHaveURL(/\/pay\/[^/]+\/[^/]+$/);
  await page.getByLabel('Card number').fill('4111 1111');
  await page.getByLabel('Expiry (MM/YY)').fill('13/30');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('There are 4 problems')).toBeVisible();
  await shoot(page, testInfo, 'checkout-forms-card');
});

test('saved addresses of a signed-in buyer', async ({ page }, testInfo) => {
  await visitFromCzechia(page);
  await signUpInBrowser(page, { email: newCustomerEmail('forms-signed-in') });
  await addPosterToCart(page, 2);
  await addFamilyLicenceToCart(page, '/fonts/inter', 0);
  await page.goto('/checkout');
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Add a new address' }).click();
  await shoot(page, testInfo, 'checkout-forms-new-address', page.locator('#step-title'));
  await saveAddressForm(page.getByRole('form', { name: 'Add a new address' }), { label: 'Studio' });
  await expect(page.getByRole('button', { name: /Billing address/ })).toContainText('Studio');
  await shoot(page, testInfo, 'checkout-forms-saved-addresses', page.locator('#step-title'));
});
