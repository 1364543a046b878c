import { expect, test } from '@playwright/test';
import { buyClubPointsThroughApi, newCustomerEmail, signUpInBrowser } from '../support/account-journey.ts';
import { shoot } from './shoot.ts';

// The account's and club's forms on the form layer (docs/forms.md) at both widths: each as it
// opens and, where a rule can refuse, with its error summary after an empty submit.

test('account and club forms', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await signUpInBrowser(page, { email: newCustomerEmail('screens-forms') });
  await buyClubPointsThroughApi(page, 800);

  await page.goto('/my_account/club');
  await expect(page.getByText('You have 800 points')).toBeVisible();
  await shoot(page, testInfo, 'forms-club-settings');
  await shoot(page, testInfo, 'forms-club-rewards', page.getByRole('article').first());

  await page.goto('/my_account/club/crowdfunding');
  const project = page.getByRole('article', { name: 'Vollkorn Display' });
  await project.getByRole('spinbutton', { name: 'Points' }).fill('0');
  await project.getByRole('button', { name: 'Pledge' }).click();
  await expect(project.getByRole('alert')).toContainText('Enter at least 1.');
  await shoot(
    page,
    testInfo,
    'forms-pledge-refused',
    project.getByRole('heading', { name: 'Pledge points' }),
  );

  await page.goto('/my_account/orders');
  await expect(page.getByRole('table')).toBeVisible();
  await shoot(page, testInfo, 'forms-orders-filter');

  await page.goto('/my_account/settings');
  const cancel = page.getByRole('form', { name: 'Cancel account' });
  await cancel.getByRole('button', { name: 'Cancel my account' }).click();
  await expect(cancel.getByRole('alert')).toContainText('Please type CANCEL to confirm.');
  await shoot(page, testInfo, 'forms-cancel-account', page.getByRole('heading', { name: 'Cancel account' }));
});
