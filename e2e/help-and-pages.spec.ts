import { expect, test } from '@playwright/test';

/**
 * The information pages: the footer leads to /about, the help is searched as you type and an
 * article opened, the terms and the newsletter preview read. The holiday banner needs a notice in
 * the database for today, which a journey cannot add: its component test covers it.
 */

test('open /about from the footer and read the team', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Information' })
    .getByRole('link', { name: 'About' })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the foundry');
  await expect(page).toHaveTitle(/About the foundry/);
  await expect(page.getByText('Klára Nováková')).toBeVisible();
});

test('search the help for a word and open the article', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help');
  await expect(page.getByRole('link', { name: 'How can I pay?' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the help' }).fill('reverse charge');
  await expect(page.getByRole('status')).toHaveText('1 article found');
  await expect(page.getByRole('link', { name: 'How can I pay?' })).toHaveCount(0);
  await page.getByRole('link', { name: 'VAT and reverse charge' }).click();
  await expect(page).toHaveURL(/\/help\/vat-and-reverse-charge$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('VAT and reverse charge');
  await page.getByRole('main').getByRole('link', { name: 'orders without VAT' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders without VAT');
});

test('read the terms and a newsletter issue, and get a 404 for pages that do not exist', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
  await expect(page.getByRole('heading', { name: '5. Right of withdrawal' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'return policy' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Return policy');

  await page.goto('/newsletter/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Autumn news/);

  const missing = await page.goto('/help/no-such-article');
  expect(missing?.status()).toBe(404);
});

test('the linguistic database is a placeholder page that says it is not open yet and leads on', async ({
  page,
}) => {
  const response = await page.goto('/linguistic-database');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Linguistic database');
  await expect(page.getByText('It is not open yet.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Fonts for global scripts' }).click();
  await expect(page).toHaveURL(/\/fonts\/global$/);
});
