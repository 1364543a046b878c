import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { chooseOption } from './address-form.ts';

// Steps the shop journeys share (checkout.spec.ts, guest-purchase.spec.ts).

/** The header's cart link, named by its item count. */
export const cartCounter = (page: Page) => page.getByRole('link', { name: /^Cart: \d+ items?$/ });

/** The visitor is in Czechia as far as the geo lookup knows (a CDN header on that one request). */
export async function visitFromCzechia(page: Page) {
  await page.route('**/api/geoCountry', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'cf-ipcountry': 'CZ' } }),
  );
}

/** The A2 variant of the weights poster, `quantity` times, from its product page. */
export async function addPosterToCart(page: Page, quantity: number) {
  await page.goto('/product/weights-poster-inter');
  await chooseOption(page.locator('body'), 'Variant', 'A2');
  await page.getByLabel('Quantity').fill(String(quantity));
  await page.getByLabel('Quantity').press('Enter');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartCounter(page)).toHaveAccessibleName(
    `Cart: ${quantity} ${quantity === 1 ? 'item' : 'items'}`,
  );
}

/** A desktop licence of the whole family with `thirdParties` third-party licences, from the family page. */
export async function addFamilyLicenceToCart(page: Page, familyPath: string, thirdParties: 0 | 1 | 2) {
  // The family page streams its heavier parts (glyphs, previews): the configurator is ready before 'load'.
  await page.goto(familyPath, { waitUntil: 'domcontentloaded' });
  const configurator = page.getByRole('region', { name: 'Buy a licence' });
  const desktop = configurator.getByRole('checkbox', { name: 'Desktop licence' });
  // A tick that lands before the configurator hydrates is undone by it: tick until a price shows.
  await expect(async () => {
    if (!(await desktop.isChecked())) await desktop.check();
    await expect(configurator.getByText('Choose a licence to see the price.')).toBeHidden({ timeout: 2_000 });
  }).toPass();
  if (thirdParties > 0) {
    const label = thirdParties === 1 ? '1 third party' : `${thirdParties} third parties`;
    // Each tier is a toggle button named by its tier and price ('2 third parties €1,234.00').
    await configurator.getByRole('button', { name: new RegExp(`^${label}\\b`) }).click();
  }
  await configurator.getByRole('button', { name: 'Add to cart' }).click();
  await expect(configurator.getByText('Added to your cart.')).toBeVisible();
}

export interface Customer {
  email: string;
  name: string;
  address: string;
  city: string;
  zip?: string;
}

/** The "Enter Your Information" step: fills the customer and goes on. */
export async function fillCustomerInformation(page: Page, customer: Customer) {
  await page.getByLabel('E-mail').fill(customer.email);
  await page.getByLabel('Name', { exact: true }).fill(customer.name);
  await page.getByLabel('Address', { exact: true }).fill(customer.address);
  await page.getByLabel('City', { exact: true }).fill(customer.city);
  await page.getByLabel('Phone', { exact: true }).fill('+420 123 456 789');
  if (customer.zip) await page.getByLabel('Zip code').fill(customer.zip);
  await page.getByRole('button', { name: 'Next' }).click();
}

export interface TestCard {
  number: string;
  holder: string;
}

/** The test provider's card form on /pay/{id}/{hash} (cards: docs/payments.md). */
export async function payByCard(page: Page, card: TestCard) {
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiry (MM/YY)').fill('03/30');
  await page.getByLabel('Security code').fill('737');
  await page.getByLabel('Name on card').fill(card.holder);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

/** Clicks what starts a browser download, waits for it and opens the ZIP it saved. */
export async function downloadZip(page: Page, click: () => Promise<void>) {
  const downloadStarted = page.waitForEvent('download', { timeout: 60_000 });
  await click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  return unzipSync(new Uint8Array(readFileSync(await download.path())));
}
