import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { buyFamilyThroughApi, newCustomerEmail, signUpInBrowser } from '../support/account-journey.ts';
import { webURL } from '../support/urls.ts';
import { signInToBackOffice } from './back-office-journey.ts';

// The owner's EU VAT report (docs/back-office.md, "Reports"): a customer in Vienna buys a family
// (a consumer sale taxed in Austria at 20 %); the owner opens the One-Stop-Shop report of the
// quarter, finds Austria's row and downloads the CSV, whose row says the same as the table.

const VIENNA = {
  name: 'Ada Lovelace',
  address: ['Stephansplatz 1'],
  city: 'Wien',
  zip: '1010',
  country: 'AT',
};
const OSS_HEADER =
  'member state,country,vat rate %,currency,taxable amount,vat,correction taxable amount,correction vat';

/** '€1,234.50' (a table cell) → '1234.50' (the CSV's decimal amount). */
const decimalOf = (cell: string) => cell.replace(/[^\d.-]/g, '');

function currentQuarter(now = new Date()): string {
  return `${now.getUTCFullYear()}-Q${Math.floor(now.getUTCMonth() / 3) + 1}`;
}

test('the owner reads the VAT report of a quarter and downloads it as CSV', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const customer = await browser.newPage({ baseURL: webURL });
  await signUpInBrowser(customer, { email: newCustomerEmail('oss') });
  await buyFamilyThroughApi(customer, { familyUrl: 'vollkorn', billingAddress: VIENNA });
  await customer.close();

  await signInToBackOffice(page);
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.getByRole('link', { name: 'EU VAT (One-Stop-Shop)' }).click();
  const quarter = currentQuarter();
  await page.getByLabel('Quarter').selectOption(quarter);
  await page.getByRole('button', { name: 'Show report' }).click();

  const table = page.getByRole('table', { name: `Consumer sales taxed in other member states, ${quarter}` });
  const austria = table.getByRole('row').filter({ hasText: 'Austria (AT)' });
  await expect(austria).toHaveCount(1);
  const cells = await austria.getByRole('cell').allTextContents();
  expect(cells.slice(0, 3)).toEqual(['Austria (AT)', '20 %', 'EUR']);
  const [taxable, vat, correctionTaxable, correctionVat] = cells.slice(3).map(decimalOf);
  expect(Number(taxable)).toBeGreaterThan(0);
  await expect(page.getByRole('figure', { name: /VAT due per member state in EUR/ })).toContainText(
    'Austria (AT)',
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`vat-oss-${quarter}.csv`);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe(OSS_HEADER);
  expect(lines.at(-1)).toBe('');
  expect(lines).toContain(`AT,Austria,20,EUR,${taxable},${vat},${correctionTaxable},${correctionVat}`);
  // Every amount is a decimal with two places; every row has all eight fields.
  for (const line of lines.slice(1, -1)) {
    const fields = line.split(',');
    expect(fields).toHaveLength(8);
    for (const amount of fields.slice(4)) expect(amount).toMatch(/^-?\d+\.\d{2}$/);
  }
  // Austria's VAT is its standard 20 % of the taxable amount, to the cent of each line's rounding.
  expect(Math.abs(Number(vat) - Number(taxable) * 0.2)).toBeLessThan(0.05 * lines.length);
});
