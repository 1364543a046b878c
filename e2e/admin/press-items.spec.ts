import { expect, test } from '@playwright/test';
import { webURL } from '../support/urls.ts';
import { signInToBackOffice } from './back-office-journey.ts';

// Acceptance of the press items in the back office (docs/editorial-admin.md, "Press"): staff signed
// in with the second factor add an item, and the public press page (its cached copy renewed by the
// change feed) lists it with its publication and link; deleted, it is gone again.

test.describe('press items from the back office', () => {
  test.setTimeout(120_000);

  test('an item added in the back office shows on the press page, and leaves it when deleted', async ({
    page,
    browser,
  }) => {
    const title = `Letters for the night train ${Date.now()}`;
    await signInToBackOffice(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByRole('link', { name: 'Press', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Press' })).toBeVisible();

    const form = page.getByRole('form', { name: 'New press item' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Publication').fill('Rail & Type');
    await form.getByLabel('Year').fill('2026');
    await form.getByLabel('Kind').fill('interview');
    await form.getByLabel('Languages').fill('en, cs');
    await form.getByLabel('Read online at').fill('https://example.com/rail-and-type/night-train');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is saved and on the press page' })).toHaveText(
      `“${title}” is saved and on the press page.`,
    );
    await expect(
      page.getByRole('table', { name: 'Press' }).getByRole('cell', { name: title, exact: true }),
    ).toBeVisible();

    const visitor = await browser.newPage();
    await expect(async () => {
      await visitor.goto(`${webURL}/press`);
      await expect(visitor.getByText(title)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    const coverage = visitor.getByRole('region', { name: 'Press coverage' });
    const item = coverage.getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText('2026');
    await expect(item.getByRole('link', { name: 'Read online' })).toHaveAttribute(
      'href',
      'https://example.com/rail-and-type/night-train',
    );

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is no longer on the press page' })).toHaveText(
      `“${title}” is no longer on the press page.`,
    );
    await expect(
      page.getByRole('table', { name: 'Press' }).getByRole('cell', { name: title, exact: true }),
    ).toHaveCount(0);
    // The web renews its cached page when the API's notice arrives: the next visits show it gone.
    await expect(async () => {
      await visitor.goto(`${webURL}/press`);
      await expect(visitor.getByRole('region', { name: 'Press coverage' })).toBeVisible();
      await expect(visitor.getByText(title)).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await visitor.close();
  });
});
