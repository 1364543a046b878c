import { expect, test } from '@playwright/test';

test('an unknown address shows the 404 page with ways onward', async ({ page }) => {
  const response = await page.goto('/no-such-page-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('.error-screen__code')).toHaveText('404');
  const links = page.locator('.error-screen__links');
  const expected = [
    ['Fonts', '/fonts'],
    ['Products', '/products'],
    ['Stories', '/stories'],
  ] as const;
  for (const [name, href] of expected) {
    await expect(links.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  // The page keeps the site's header and footer.
  await expect(page.locator('header')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stay Connected' })).toBeVisible();
});
