import { expect, test } from '@playwright/test';
import { adminURL, webURL } from '../support/urls.ts';
import { signInToBackOffice } from './back-office-journey.ts';

// Acceptance of the back office's price editing (docs/back-office.md, "Catalogue prices"): staff
// change a single style's base price and the shop's cached pages show it: the family's card on
// /fonts and the family page's single styles (the API tells the web server to renew them).

const FAMILY = 'geist-mono';
const NEW_PRICE = '12.37';

test('an owner changes a style’s price and /fonts and the family page show it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const shop = await browser.newPage({ baseURL: webURL });
  const card = shop.locator(`article[data-family="${FAMILY}"] .family-card__meta`);
  // Both pages are in the web's page cache before the change.
  await shop.goto('/fonts');
  await expect(card).toContainText(/from €\d/);
  await expect(card).not.toContainText(`€${NEW_PRICE}`);
  await shop.goto(`/fonts/${FAMILY}`);

  await signInToBackOffice(page);
  await page.getByRole('link', { name: 'Prices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Font prices' })).toBeVisible();
  await page.getByLabel('Family', { exact: true }).selectOption(FAMILY);
  await expect(page).toHaveURL(new RegExp(`#/prices/${FAMILY}$`));
  const styleRow = page.getByRole('table', { name: 'Geist Mono' }).getByRole('row').nth(2);
  await expect(styleRow).toContainText('Single style');
  const price = styleRow.getByRole('textbox');
  const formerPrice = await price.inputValue();
  await price.fill('twelve');
  await styleRow.getByRole('button', { name: 'Save' }).click();
  await expect(styleRow.getByRole('alert')).toHaveText('Give a price such as 49 or 49.90.');
  await expect(price).toHaveValue('twelve');
  await price.fill(NEW_PRICE);
  await styleRow.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText(`now costs €${NEW_PRICE}`);

  await expect
    .poll(
      async () => {
        await shop.goto('/fonts');
        return card.textContent();
      },
      { timeout: 30_000 },
    )
    .toContain(`from €${NEW_PRICE}`);
  await shop.goto(`/fonts/${FAMILY}`);
  await shop.getByRole('radio', { name: 'Single styles' }).check();
  await expect(shop.getByText(`€${NEW_PRICE} each with one basic licence`)).toBeVisible();

  // The change is in the audit log with its before and after.
  await page.goto(`${adminURL}/#/audit`);
  await expect(
    page.getByRole('table', { name: 'Audit log' }).getByText('font-product.change-price').first(),
  ).toBeVisible();

  // The price goes back, so the journey can run again against the same shop.
  await page.goto(`${adminURL}/#/prices/${FAMILY}`);
  await expect(styleRow).toContainText('Single style');
  await price.fill(formerPrice);
  await styleRow.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('now costs');
  await expect(page.getByRole('status')).not.toContainText(NEW_PRICE);
  await expect(price).toHaveValue(formerPrice);
  await shop.close();
});
