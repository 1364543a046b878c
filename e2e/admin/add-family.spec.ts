import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { adminURL, webURL } from '../support/urls.ts';
import { signInToBackOffice } from './back-office-journey.ts';

// Acceptance of the catalogue part of the back office (docs/family-admin.md): staff sign in with the
// second factor, add a family from its font files (it starts unpublished and no public page shows
// it), publish it, and it is on /fonts and has its own page.

const vollkorn = fileURLToPath(new URL('../../packages/db/seed/fonts/vollkorn/', import.meta.url));

test('staff add a family from font files, publish it, and the shop shows it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const title = `Upload Serif ${suffix}`;
  const url = `upload-serif-${suffix}`;

  await signInToBackOffice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('link', { name: 'Families' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Font families' })).toBeVisible();
  await page.getByRole('link', { name: 'Add a family' }).click();
  // The list's 'Search by title or URL' is labelled with 'title' too: fill only once the form is shown.
  await expect(page.getByRole('heading', { level: 1, name: 'Add a family' })).toBeVisible();

  // A file that only calls itself a font is refused by its bytes, and nothing typed is lost.
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Font files').setInputFiles({
    name: 'NotAFont.woff2',
    mimeType: 'font/woff2',
    buffer: Buffer.from('<html>not a font</html>'),
  });
  await page.getByRole('button', { name: 'Upload and add' }).click();
  await expect(page.getByText('NotAFont.woff2 is not an OTF, TTF, WOFF or WOFF2 font')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);

  await page
    .getByLabel('Font files')
    .setInputFiles(
      ['Vollkorn-Regular.woff2', 'Vollkorn-Bold.woff2', 'LICENSE.txt'].map((name) => vollkorn + name),
    );
  await page.getByRole('button', { name: 'Upload and add' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Unpublished: no public page shows it.')).toBeVisible();

  const shop = await browser.newPage({ baseURL: webURL });
  const hidden = await shop.goto(`/fonts/${url}`);
  expect(hidden?.status()).toBe(404);

  await page.getByLabel('Summary').fill('A serif added from its font files in the back office.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: it is on /fonts and has its page.').first()).toBeVisible();

  // The change feed renews the web's cached pages; a reload may meet the old one for a moment.
  await expect(async () => {
    await shop.goto('/fonts');
    await expect(shop.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(async () => {
    const response = await shop.goto(`/fonts/${url}`);
    expect(response?.status()).toBe(200);
    await expect(shop.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });

  await page.goto(`${adminURL}/#/families`);
  await page.getByLabel('Search by title or URL').fill(suffix);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});
