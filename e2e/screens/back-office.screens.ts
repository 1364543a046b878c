import { expect, test } from '@playwright/test';
import { buyPosterThroughApi, signInToBackOffice } from '../admin/back-office-journey.ts';
import { newCustomerEmail, signUpInBrowser } from '../support/account-journey.ts';
import { adminURL, webURL } from '../support/urls.ts';
import { shoot } from './shoot.ts';

// The back office (apps/admin) at both widths: sign-in, dashboard, orders, an order, submissions, audit log.

test('back office', async ({ page, browser }, testInfo) => {
  const customer = await browser.newPage({ baseURL: webURL });
  const email = newCustomerEmail('screens');
  await signUpInBrowser(customer, { email });
  await buyPosterThroughApi(customer);
  await customer.close();

  await page.goto(`${adminURL}/`);
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await shoot(page, testInfo, 'admin-sign-in');
  await signInToBackOffice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await shoot(page, testInfo, 'admin-dashboard');
  await page.goto(`${adminURL}/#/orders`);
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
  await shoot(page, testInfo, 'admin-orders');
  await page.getByRole('table', { name: 'Orders' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Lines' })).toBeVisible();
  await shoot(page, testInfo, 'admin-order');
  await page.goto(`${adminURL}/#/submissions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fonts in use submissions' })).toBeVisible();
  await shoot(page, testInfo, 'admin-submissions');
  await page.goto(`${adminURL}/#/audit`);
  await expect(page.getByRole('table', { name: 'Audit log' })).toBeVisible();
  await shoot(page, testInfo, 'admin-audit-log');
});
