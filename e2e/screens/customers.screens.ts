import { expect, test } from '@playwright/test';
import { openCustomer, signInToBackOffice } from '../admin/back-office-journey.ts';
import { buyFamilyThroughApi, newCustomerEmail, signUpInBrowser } from '../support/account-journey.ts';
import { adminURL, webURL } from '../support/urls.ts';
import { shoot } from './shoot.ts';

// The back office's customers pages at both widths: the list and a customer with an order and points.

test('back office customers', async ({ page, browser }, testInfo) => {
  const customer = await browser.newPage({ baseURL: webURL });
  const email = newCustomerEmail('screens-customer');
  await signUpInBrowser(customer, { email, name: 'Ada Lovelace' });
  await buyFamilyThroughApi(customer, { familyUrl: 'vollkorn' });
  await customer.close();

  await signInToBackOffice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto(`${adminURL}/#/customers`);
  await expect(page.getByRole('table', { name: 'Customers' })).toBeVisible();
  await shoot(page, testInfo, 'admin-customers');
  await openCustomer(page, email);
  const form = page.getByRole('form', { name: 'Adjust club points' });
  await form.getByLabel('Points (negative to take)').fill('120');
  await form.getByLabel(/^Reason/).fill('Welcome to the club');
  await form.getByRole('button', { name: 'Adjust club points' }).click();
  await expect(page.getByText('Club points: 120')).toBeVisible();
  await shoot(page, testInfo, 'admin-customer');
  await shoot(page, testInfo, 'admin-customer-history', page.getByRole('heading', { name: 'Club history' }));
});
