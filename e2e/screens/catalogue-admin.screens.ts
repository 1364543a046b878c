import { expect, test } from '@playwright/test';
import { signInToBackOffice } from '../admin/back-office-journey.ts';
import { adminURL } from '../support/urls.ts';
import { shoot } from './shoot.ts';

// The back office's catalogue pages at both widths: prices, licence tiers, corporate codes.

test('back office catalogue', async ({ page }, testInfo) => {
  await signInToBackOffice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto(`${adminURL}/#/prices/vollkorn`);
  await expect(page.getByRole('table', { name: 'Vollkorn' })).toBeVisible();
  await shoot(page, testInfo, 'admin-prices');
  await page.goto(`${adminURL}/#/licences`);
  await expect(page.getByRole('heading', { level: 2, name: 'Desktop' })).toBeVisible();
  await shoot(page, testInfo, 'admin-licences');
  await page.goto(`${adminURL}/#/corporate`);
  await expect(page.getByRole('heading', { level: 2, name: 'New code' })).toBeVisible();
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText('Use 4 to 64 letters, digits or hyphens.')).toBeVisible();
  await shoot(page, testInfo, 'admin-corporate-codes');
});
