import { expect, test } from '@playwright/test';
import { newCustomerEmail, signUpInBrowser } from '../support/account-journey.ts';
import {
  addFamilyLicenceToCart,
  addPosterToCart,
  fillCustomerInformation,
  payByCard,
  visitFromCzechia,
} from '../support/shop-journey.ts';
import { shoot } from './shoot.ts';

// Every page of issue 13's list, at the widths of the project (desktop 1440×900, phone 390×844).

const PAGES: [name: string, path: string][] = [
  ['home', '/'],
  ['fonts', '/fonts'],
  ['compare', '/fonts/compare/inter/geist'],
  ['search', '/search'],
  ['search-results', '/search/Inter'],
  ['books', '/books'],
  ['product', '/product/weights-poster-inter'],
  ['club', '/club'],
  ['story', '/blog'],
  ['help', '/help'],
  ['sign-in', '/my_account/login'],
  ['not-found', '/no-such-page'],
  ['licensing', '/licensing'],
];

for (const [name, path] of PAGES) {
  test(name, async ({ page }, testInfo) => {
    await page.goto(path);
    await shoot(page, testInfo, name);
  });
}

test('a story', async ({ page }, testInfo) => {
  await page.goto('/blog');
  await page.locator('main a[href^="/blog/"]').first().click();
  await expect(page).toHaveURL(/\/blog\/.+/);
  await shoot(page, testInfo, 'story-page');
});

test('family page', async ({ page }, testInfo) => {
  // A fresh API parses Inter's files on the first visit: minutes on a busy machine.
  test.setTimeout(300_000);
  await page.goto('/fonts/inter', { timeout: 200_000 });
  await shoot(page, testInfo, 'family-top');
  await shoot(page, testInfo, 'family-tester', page.locator('#family-tester-title'));
  await shoot(page, testInfo, 'family-glyphs', page.locator('#family-glyphs-title'));
  await page.getByRole('searchbox', { name: 'Find a glyph' }).fill('U+00C4');
  await expect(page.locator('.glyph-detail__code-point')).toHaveText('U+00C4');
  await shoot(page, testInfo, 'family-glyph-search', page.locator('#family-glyphs-title'));
  await shoot(page, testInfo, 'family-languages', page.locator('#family-languages-title'));
  await shoot(page, testInfo, 'family-related', page.locator('#family-related-title'));
  // The buy panel with a licence ticked (it made a phone's page 409 px wide once).
  const panel = page.locator('#family-buy');
  await panel.getByRole('checkbox', { name: 'Desktop licence' }).check();
  await shoot(page, testInfo, 'family-buy', panel);
});

test('cart and checkout steps', async ({ page }, testInfo) => {
  await visitFromCzechia(page);
  await addPosterToCart(page, 1);
  await addFamilyLicenceToCart(page, '/fonts/inter', 0);
  await page.goto('/checkout');
  await expect(page.getByTestId('summary-subtotal')).toHaveText(/€/);
  await shoot(page, testInfo, 'cart');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/edit$/);
  await shoot(page, testInfo, 'checkout-1-review');
  await page.getByRole('button', { name: 'Next' }).click();
  await shoot(page, testInfo, 'checkout-2-information');
  await fillCustomerInformation(page, {
    email: newCustomerEmail('screens'),
    name: 'Ada Lovelace',
    address: 'Náměstí Svobody 1',
    city: 'Brno',
    zip: '602 00',
  });
  await expect(page.getByRole('heading', { level: 2, name: /Select Shipping Method/ })).toBeVisible();
  await shoot(page, testInfo, 'checkout-3-shipping');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('summary-total')).toBeVisible();
  await shoot(page, testInfo, 'checkout-4-confirm');
  await page.getByLabel('I accept the terms and conditions and the licence agreement').check();
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page).toHaveURL(/\/pay\/[^/]+\/[^/]+$/);
  await shoot(page, testInfo, 'checkout-5-pay');
  await payByCard(page, { number: '4111 1111 4555 1142', holder: 'Ada Lovelace' });
  await expect(page).toHaveURL(/\/orders\/[^/]+\/[^/]+$/);
  await expect(page.getByTestId('order-status')).toBeVisible();
  await shoot(page, testInfo, 'order');
});

test('an account page', async ({ page }, testInfo) => {
  await signUpInBrowser(page, { email: newCustomerEmail('screens-account') });
  await page.goto('/my_account/settings');
  await expect(page.getByRole('heading', { name: 'E-mail and newsletter' })).toBeVisible();
  await shoot(page, testInfo, 'account-settings');
});

test('sign-up errors', async ({ page }, testInfo) => {
  await page.goto('/my_account/login');
  const signUp = page.getByRole('form', { name: 'Create an account' });
  await signUp.getByLabel('E-mail').fill('ada@');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(signUp.getByRole('alert')).toBeFocused();
  await shoot(page, testInfo, 'sign-up-errors');
});

test('an account address form', async ({ page }, testInfo) => {
  await signUpInBrowser(page, { email: newCustomerEmail('screens-address') });
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toBeFocused();
  await shoot(page, testInfo, 'account-address-form');
});
