import { expect, type Page } from '@playwright/test';
import { newCustomerEmail, signUpInBrowser } from '../support/account-journey.ts';
import {
  addFamilyLicenceToCart,
  addPosterToCart,
  fillCustomerInformation,
  payByCard,
  visitFromCzechia,
} from '../support/shop-journey.ts';

/** The pages `npm run audit` opens by address, by name; `{story}` is the first blog story. */
export const AUDITED_PAGES: [name: string, path: string][] = [
  ['home', '/'],
  ['fonts', '/fonts'],
  ['family page', '/fonts/inter'],
  ['compare', '/fonts/compare/inter/geist'],
  ['books', '/books'],
  ['product', '/product/weights-poster-inter'],
  // An empty cart: the first load of the checkout (the walk below audits a filled one, in snapshot mode).
  ['checkout', '/checkout'],
  ['sign-in', '/my_account/login'],
  ['club', '/club'],
  ['story', '{story}'],
  ['help', '/help'],
  ['not found', '/no-such-page'],
];

/** Audits the page in the state it is in now, under that name. */
export type AuditHere = (name: string) => Promise<void>;

/**
 * Pages that exist only after some steps (a filled cart, a checkout step, a signed-in account): a walk
 * through them that audits each state on the way. They are scored by Lighthouse in snapshot mode
 * (accessibility only: a snapshot has no page load to measure).
 */
export const AUDITED_WALKS: [name: string, walk: (page: Page, audit: AuditHere) => Promise<void>][] = [
  [
    'cart and checkout',
    async (page, audit) => {
      await visitFromCzechia(page);
      await addPosterToCart(page, 1);
      await addFamilyLicenceToCart(page, '/fonts/inter', 0);
      await page.goto('/checkout');
      await expect(page.getByTestId('summary-subtotal')).toHaveText(/€/);
      await audit('cart with a licence and a poster');
      await page.getByRole('link', { name: 'Continue' }).click();
      await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
      await audit('checkout: review');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByLabel('Country')).toBeVisible();
      await audit('checkout: information');
      await fillCustomerInformation(page, {
        email: newCustomerEmail('audit'),
        name: 'Ada Lovelace',
        address: 'Náměstí Svobody 1',
        city: 'Brno',
        zip: '602 00',
      });
      await expect(page.getByRole('heading', { level: 2, name: /Select Shipping Method/ })).toBeVisible();
      await audit('checkout: shipping');
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByTestId('summary-total')).toBeVisible();
      await audit('checkout: confirm');
      await page.getByLabel('I accept the terms and conditions and the licence agreement').check();
      await page.getByRole('button', { name: 'Place order and pay' }).click();
      await expect(page).toHaveURL(/\/pay\/[^/]+\/[^/]+$/);
      await expect(page.getByLabel('Card number')).toBeVisible();
      await audit('checkout: pay');
      await payByCard(page, { number: '4111 1111 4555 1142', holder: 'Ada Lovelace' });
      await expect(page.getByTestId('order-status')).toHaveText('Status: Paid');
      await audit('order');
    },
  ],
  [
    'account',
    async (page, audit) => {
      await signUpInBrowser(page, { email: newCustomerEmail('audit-account') });
      await page.goto('/my_account/settings');
      await expect(page.getByRole('heading', { name: 'E-mail and newsletter' })).toBeVisible();
      await audit('account settings');
    },
  ],
];

/** Goals: Lighthouse mobile performance and accessibility scores (0–100), axe violations. */
export const AUDIT_GOALS = { performance: 95, accessibility: 100, axeViolations: 0 };
