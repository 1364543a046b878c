import { expect, test } from '@playwright/test';
import { newCustomerEmail, signUpInBrowser } from '../support/account-journey.ts';
import { webURL } from '../support/urls.ts';
import { openCustomer, signInToBackOffice } from './back-office-journey.ts';

// Customers in the back office (docs/back-office.md): staff find a new customer by e-mail, open
// their page, give club points with a reason, and the move shows in the club history both on the
// customer's page in the back office and in the customer's own account.

test.describe('customers in the back office, as the demo owner', () => {
  test.setTimeout(180_000);

  test('search → customer → adjust club points → the move is in the club history', async ({
    page,
    browser,
  }) => {
    const customer = await browser.newPage({ baseURL: webURL });
    const email = newCustomerEmail('points');
    await signUpInBrowser(customer, { email, name: 'Points Member' });

    await signInToBackOffice(page);
    await page.getByRole('link', { name: 'Customers' }).click();
    await openCustomer(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Points Member' })).toBeVisible();
    await expect(page.getByText('Club points: 0')).toBeVisible();

    const form = page.getByRole('form', { name: 'Adjust club points' });
    await form.getByLabel('Points (negative to take)').fill('-5');
    await form.getByLabel(/^Reason/).fill('Taken by mistake');
    await form.getByRole('button', { name: 'Adjust club points' }).click();
    await expect(form.getByRole('alert')).toHaveText('The customer does not have that many points to take.');
    await expect(form.getByLabel(/^Reason/)).toHaveValue('Taken by mistake');

    await form.getByLabel('Points (negative to take)').fill('150');
    await form.getByLabel(/^Reason/).fill('Thank you for the type specimen review');
    await form.getByRole('button', { name: 'Adjust club points' }).click();
    await expect(form.getByRole('status')).toHaveText('Club points adjusted.');
    await expect(page.getByText('Club points: 150')).toBeVisible();
    const history = page.getByRole('table', { name: 'Club history' });
    await expect(
      history.getByRole('row', { name: /\+150 adjustment Thank you for the type specimen review/ }),
    ).toBeVisible();

    await customer.goto('/my_account/club');
    await expect(customer.getByText('You have 150 points')).toBeVisible();
    await expect(
      customer.getByRole('region', { name: 'History' }).getByText('Thank you for the type specimen review'),
    ).toBeVisible();
    await customer.close();
  });
});
