import { expect, test } from '@playwright/test';
import { newCustomerEmail, signUpInBrowser } from './support/account-journey.ts';
import { chooseOption } from './support/address-form.ts';

// Acceptance: a new customer adds a hosted web font project with Inter Regular for the domain
// localhost, watches the project page until its fonts are generated (the page polls every 5 s), and
// finds the embed code; the stylesheet it links answers a page on localhost and refuses another site.

test('a hosted web font project from the account to a working stylesheet', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpInBrowser(page, { email: newCustomerEmail('webfonts') });

  await page.goto('/my_account/webfonts');
  await expect(page.getByRole('heading', { level: 1, name: 'My Webfonts' })).toBeVisible();
  await expect(page.getByText('You have no web font projects yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Add a web font project' }).click();
  await expect(page).toHaveURL(/\/my_account\/webfonts\/addproject$/);

  await page.getByLabel('Project name').fill('Journey site');
  await page.getByRole('textbox', { name: 'Domain 1', exact: true }).fill('localhost');
  await chooseOption(page.locator('body'), 'Family', 'Inter');
  await page.getByRole('checkbox', { name: 'Inter Regular', exact: true }).check();
  await expect(page.getByText('1 font chosen:')).toBeVisible();
  await page.getByRole('button', { name: 'Create project' }).click();

  // The project page: generated in the background, read again every 5 s until it is ready.
  await expect(page).toHaveURL(/\/my_account\/webfonts\/\d+\/edit$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Journey site' })).toBeVisible();
  await expect(page.getByText('The fonts are ready')).toBeVisible({ timeout: 120_000 });

  await page
    .getByRole('navigation', { name: 'Project pages' })
    .getByRole('link', { name: 'Embed code' })
    .click();
  await expect(page).toHaveURL(/\/advanced$/);
  const link = page.locator('pre').filter({ hasText: '<link rel="stylesheet"' });
  await expect(link).toBeVisible();
  const cssUrl = /href="([^"]+)"/.exec((await link.textContent()) ?? '')?.[1];
  expect(cssUrl).toMatch(/\/webfonts\/v1\/[^/]+\.css$/);
  await expect(page.getByRole('heading', { name: 'CSS of Inter Regular' })).toBeVisible();
  await expect(page.locator('pre').filter({ hasText: 'font-family' }).first()).toBeVisible();

  // The stylesheet answers a page on the project's domain, and nobody else.
  const allowed = await page.request.get(cssUrl as string, { headers: { origin: 'http://localhost' } });
  expect(allowed.status()).toBe(200);
  const css = await allowed.text();
  expect(css).toContain('@font-face');
  expect(css).toContain('woff2');
  const refused = await page.request.get(cssUrl as string, { headers: { origin: 'https://example.org' } });
  expect(refused.status()).toBe(403);

  // The list shows the project as active, with its domain.
  await page.goto('/my_account/webfonts');
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Journey site' }) });
  await expect(item.getByText('Active', { exact: true })).toBeVisible();
  await expect(item.getByText('Domains: localhost')).toBeVisible();
});
