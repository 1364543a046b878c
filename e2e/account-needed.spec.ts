import { expect, test } from '@playwright/test';
import { newCustomerEmail } from './support/account-journey.ts';
import { cartCounter } from './support/shop-journey.ts';

// A product only an account may order (docs/checkout.md, "The steps"): the demo's Vollkorn Proof
// Folio stops a guest at the review step with a way to sign in or up that comes back to the steps,
// the cart kept; signed up, the buyer goes on.

const BOOK = 'Vollkorn Proof Folio';

test('a book only an account may order stops a guest at the review step; signing up brings them back to go on', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/product/vollkorn-proof-folio');
  await expect(page.getByRole('heading', { level: 1, name: BOOK })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartCounter(page)).toHaveAccessibleName('Cart: 1 item');

  await page.goto('/checkout');
  await expect(page.locator('.cart-line', { hasText: BOOK })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/edit$/);
  await expect(page.locator('.checkout-steps li[aria-current="step"]')).toHaveText('Review Your Cart');

  // The guest is stopped here, told why, and cannot go on.
  const notice = page.getByRole('alert').filter({ hasText: 'can only be ordered with an account' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  await notice.getByRole('link', { name: 'Sign in or create an account' }).click();
  await expect(page).toHaveURL(/\/my_account\/login\?intended=%2Fcheckout%2Fedit$/);
  const signUp = page.getByRole('form', { name: 'Create an account' });
  await signUp.getByLabel('Name').fill('Ada Lovelace');
  await signUp.getByLabel('E-mail').fill(newCustomerEmail('account-needed'));
  await signUp.getByLabel('Password').fill('first-password-123');
  await signUp.getByRole('button', { name: 'Create account' }).click();

  // Back at the review step with the cart kept: nothing stops the buyer now.
  await expect(page).toHaveURL(/\/checkout\/edit$/);
  await expect(page.locator('.checkout-steps li[aria-current="step"]')).toHaveText('Review Your Cart');
  await expect(page.locator('.cart-line', { hasText: BOOK })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('.checkout-steps li[aria-current="step"]')).toHaveText('Enter Your Information');
  await expect(page.getByText('You have no saved addresses yet: add one to continue.')).toBeVisible();
});
