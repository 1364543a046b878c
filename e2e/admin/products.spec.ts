import { expect, test } from '@playwright/test';
import { chooseOption } from '../support/address-form.ts';
import { cartCounter } from '../support/shop-journey.ts';
import { webURL } from '../support/urls.ts';
import { signInToBackOffice } from './back-office-journey.ts';

// The products part of the back office (docs/products.md): staff adjust a poster's stock with a
// reason and the public product page shows the new count; a discount code created in the back office
// is accepted at the shop's checkout, and refused once disabled.

test.describe('the back office products part, as the demo owner', () => {
  test.setTimeout(180_000);

  test("adjusts a poster's stock and the public product page shows it", async ({ page, browser }) => {
    await signInToBackOffice(page);
    await page.getByRole('link', { name: 'Products' }).click();
    await page.getByLabel('Title').fill('Arabic');
    await page.getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('table', { name: 'Products' })
      .getByRole('link', { name: /Arabic/ })
      .click();
    await expect(page).toHaveURL(/#\/products\/\d+$/);

    const stockCell = page
      .getByRole('table', { name: 'Variants and stock' })
      .locator('[data-testid^="stock-"]');
    const before = Number(await stockCell.textContent());
    await page.getByLabel('Change (e.g. 5 to add, -2 to remove)').fill('7');
    await page.getByRole('button', { name: 'Adjust stock' }).click();
    // The reason is required: the error stands under its field and the typed change stays.
    await expect(page.locator('#adjust-reason-error')).toBeVisible();
    await expect(page.getByLabel('Change (e.g. 5 to add, -2 to remove)')).toHaveValue('7');
    await page.getByLabel('Reason (kept in the history)').fill('Reprint delivered');
    await page.getByRole('button', { name: 'Adjust stock' }).click();
    await expect(page.getByText(`Stock is now ${before + 7}.`)).toBeVisible();
    await expect(stockCell).toHaveText(String(before + 7));
    const history = page.getByRole('table', { name: 'Stock history' });
    await expect(history.getByRole('row').nth(1)).toContainText('Adjustment: Reprint delivered');
    await expect(history.getByRole('row').nth(1)).toContainText('owner@foundry.local');

    const shopper = await browser.newPage({ baseURL: webURL });
    await expect(async () => {
      await shopper.goto('/product/arabic-calligraphy-poster');
      await expect(shopper.getByTestId('stock')).toHaveText(`${before + 7} in stock`, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await shopper.close();
  });

  test('creates a discount code that the checkout accepts, then disables it', async ({ page, browser }) => {
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    await signInToBackOffice(page);
    await page.getByRole('link', { name: 'Discount codes' }).click();
    await page.getByLabel('Code (letters, digits and dashes)').fill(code);
    await page.getByLabel('Percentage off').fill('15');
    await page.getByLabel('Most uses, empty for no limit').fill('5');
    await page.getByRole('button', { name: 'Create code' }).click();
    await expect(page.getByText(`${code} is ready to use.`)).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Discount codes' })
      .getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText('0 of 5');

    const shopper = await browser.newPage({ baseURL: webURL });
    await shopper.goto('/product/weights-poster-inter');
    await chooseOption(shopper.locator('body'), 'Variant', 'A2');
    await shopper.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartCounter(shopper)).toHaveAccessibleName('Cart: 1 item');
    await shopper.goto('/checkout');
    await shopper.getByLabel('Discount code').fill(code.toLowerCase());
    await shopper.getByRole('button', { name: 'Redeem' }).click();
    await expect(shopper.getByText(`Discount code ${code} applied.`)).toBeVisible();

    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: `Disable ${code}` }).click();
    await expect(page.getByText(`${code} is disabled.`)).toBeVisible();
    await expect(row).toContainText('Disabled');

    await shopper.reload();
    await shopper.getByLabel('Discount code').fill(code);
    await shopper.getByRole('button', { name: 'Redeem' }).click();
    // The refusal is told in the form's error summary (Next's route announcer is an alert too).
    await expect(shopper.getByRole('alert', { name: /problem/ })).toBeVisible();
    await expect(shopper.getByText(`Discount code ${code} applied.`)).toHaveCount(0);
    await shopper.close();
  });
});
