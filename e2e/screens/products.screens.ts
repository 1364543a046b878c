import { expect, test } from '@playwright/test';
import { signInToBackOffice } from '../admin/back-office-journey.ts';
import { adminURL } from '../support/urls.ts';
import { shoot } from './shoot.ts';

// The back office's products part at both widths: the list, a poster with its stock form and
// history, a refused adjustment, and the discount codes.

test('back office products', async ({ page }, testInfo) => {
  await signInToBackOffice(page);
  await page.goto(`${adminURL}/#/products`);
  await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
  await shoot(page, testInfo, 'admin-products');
  await page
    .getByRole('table', { name: 'Products' })
    .getByRole('link', { name: /Alphabet/ })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Adjust stock' })).toBeVisible();
  await page.getByLabel('Change (e.g. 5 to add, -2 to remove)').fill('3');
  await page.getByLabel('Reason (kept in the history)').fill('Counted the shelf');
  await page.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(page.getByText(/Stock is now/)).toBeVisible();
  await shoot(page, testInfo, 'admin-product');
  await page.getByLabel('Change (e.g. 5 to add, -2 to remove)').fill('-100000');
  await page.getByLabel('Reason (kept in the history)').fill('Oops');
  await page.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(page.locator('#adjust-delta-error')).toBeVisible();
  await shoot(page, testInfo, 'admin-product-refused', page.getByRole('heading', { name: 'Adjust stock' }));
  await page.goto(`${adminURL}/#/discounts`);
  await expect(page.getByRole('table', { name: 'Discount codes' })).toBeVisible();
  await shoot(page, testInfo, 'admin-discount-codes');
});
