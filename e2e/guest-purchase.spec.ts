import type { Page } from '@playwright/test';
import { pdfText } from '../apps/api/test/fixtures/pdf-text.ts';
import { expect, test } from './support/csp-guard.ts';
import { fontsIn } from './support/font-files.ts';
import {
  addFamilyLicenceToCart,
  addPosterToCart,
  cartCounter,
  downloadZip,
  fillCustomerInformation,
  payByCard,
  visitFromCzechia,
} from './support/shop-journey.ts';

// The shop's acceptance journey: a guest buys a poster and a family licence with two third parties,
// pays with the test provider, and gets the order, the invoice and the fonts; a refused card leaves
// the order payable later. Test cards: docs/payments.md.

const THIRD_PARTIES = [
  { name: 'Studio North', email: 'north@example.com' },
  { name: 'Atelier South', email: 'south@example.com' },
] as const;
const AUTHORISED_CARD = { number: '4111 1111 4555 1142', holder: 'Ada Lovelace' };
const REFUSED_CARD = { number: '4111 1111 4555 1142', holder: 'DECLINED' };

/** From the empty cart to the pay page: poster + licence with two third parties, filled, shipped, confirmed. */
async function orderPosterAndLicence(page: Page, email: string) {
  await visitFromCzechia(page);
  await addPosterToCart(page, 1);
  await addFamilyLicenceToCart(page, '/fonts/inter', 2);
  await expect(cartCounter(page)).toHaveAccessibleName('Cart: 2 items');

  await page.goto('/checkout');
  await expect(page.locator('.cart-line', { hasText: 'Nine Weights Poster' })).toBeVisible();
  await expect(page.getByText('Third party 2')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();

  // A mixed cart: third parties (the licence) and shipping (the poster).
  await expect(page).toHaveURL(/\/checkout\/edit$/);
  await expect(page.locator('.checkout-steps li')).toHaveText([
    'Review Your Cart',
    'Enter Your Information',
    'Third Parties Information',
    'Select Shipping Method',
    'Confirm Order',
    'Pay',
  ]);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: /Country$/ })).toContainText('Czechia');
  await fillCustomerInformation(page, {
    email,
    name: 'Ada Lovelace',
    address: 'Náměstí Svobody 1',
    city: 'Brno',
    zip: '602 00',
  });

  for (const [index, party] of THIRD_PARTIES.entries()) {
    await page.getByLabel(`Name of third party ${index + 1}`).fill(party.name);
    await page.getByLabel(`E-mail of third party ${index + 1}`).fill(party.email);
  }
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: /Select Shipping Method/ })).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByTestId('summary-shipping')).toBeVisible();
  for (const [index, party] of THIRD_PARTIES.entries()) {
    await expect(page.getByText(`Third party ${index + 1}: ${party.name}`)).toBeVisible();
  }
  const total = (await page.getByTestId('summary-total').textContent()) ?? '';
  expect(total).toMatch(/€/);
  await page.getByLabel('I accept the terms and conditions and the licence agreement').check();
  await page.getByRole('button', { name: 'Place order and pay' }).click();

  await expect(page).toHaveURL(/\/pay\/[^/]+\/[^/]+$/);
  await expect(page.getByTestId('pay-amount')).toHaveText(`Amount to pay: ${total}`);
  return { total, orderPath: new URL(page.url()).pathname.replace(/^\/pay\//, '/orders/') };
}

/** The order page of a paid order: status, total, both items with the third parties by name. */
async function expectPaidOrder(page: Page, total: string) {
  await expect(page).toHaveURL(/\/orders\/[^/]+\/[^/]+$/);
  await expect(page.getByTestId('order-status')).toHaveText('Status: Paid');
  await expect(page.getByTestId('order-total')).toHaveText(total);
  await expect(page.locator('.cart-line', { hasText: 'Nine Weights Poster' })).toBeVisible();
  for (const [index, party] of THIRD_PARTIES.entries()) {
    await expect(page.getByText(`Third Party ${index + 1}: ${party.name}`)).toBeVisible();
  }
  await expect(cartCounter(page)).toHaveAccessibleName('Cart: 0 items');
}

test.describe('a guest purchase', () => {
  test.setTimeout(180_000);

  test('poster and a family licence with two third parties, shipped, paid by card: order, invoice PDF and the fonts ZIP', async ({
    page,
  }) => {
    const { total } = await orderPosterAndLicence(page, 'ada@example.com');
    await payByCard(page, AUTHORISED_CARD);
    await expectPaidOrder(page, total);
    const orderId = /\/orders\/([^/]+)\//.exec(page.url())?.[1] ?? '';

    // The invoice: a PDF naming its invoice number and the order.
    const invoiceLink = page.getByRole('link', { name: 'Invoice (PDF)' });
    await expect(invoiceLink).toHaveAttribute('href', /invoice\.pdf$/);
    const invoice = await page.request.get((await invoiceLink.getAttribute('href')) ?? '');
    expect(invoice.status()).toBe(200);
    expect(invoice.headers()['content-type']).toMatch(/^application\/pdf/);
    const invoiceBytes = await invoice.body();
    expect(invoiceBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const invoiceText = pdfText(invoiceBytes);
    const invoiceNumber = /\b\d{4}-\d{6,}\b/.exec(invoiceText)?.[0];
    expect(invoiceNumber, 'the invoice shows an invoice number').toBeDefined();
    expect(invoiceText).toContain(orderId);

    // The fonts: real font files and the order's licence, which names both third parties.
    const zip = await downloadZip(page, () => page.getByRole('button', { name: 'Download fonts' }).click());
    const fonts = fontsIn(zip);
    expect(fonts.length).toBeGreaterThan(0);
    for (const { font } of fonts) {
      expect(font.numGlyphs).toBeGreaterThan(0);
      expect(font.hasGlyphForCodePoint('A'.codePointAt(0) as number)).toBe(true);
    }
    const licenceBytes = zip[`License-order-${orderId}.pdf`];
    expect(licenceBytes, `License-order-${orderId}.pdf in ${Object.keys(zip).join(', ')}`).toBeDefined();
    const licenceText = pdfText(licenceBytes as Uint8Array);
    for (const party of THIRD_PARTIES) {
      expect(licenceText).toContain(party.name);
      expect(licenceText).toContain(party.email);
    }
    expect(licenceText).toContain(invoiceNumber);
  });

  test('the same cart with a refused card: the order stays unpaid with a way to pay, and is paid later', async ({
    page,
  }) => {
    const { total, orderPath } = await orderPosterAndLicence(page, 'grace@example.com');
    await payByCard(page, REFUSED_CARD);
    await expect(
      page.getByText('Your bank declined the payment. Try another card, or ask your bank why.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/pay\/[^/]+\/[^/]+$/);

    // Later, from the order's own link: not paid, the refusal shown, a way to pay.
    await page.goto(orderPath);
    await expect(page.getByTestId('order-status')).toHaveText(/^Status: (New|Payment failed)$/);
    await expect(
      page.getByText('Your bank declined the payment. Try another card, or ask your bank why.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Invoice (PDF)' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Download fonts' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Pay now' }).click();

    await expect(page).toHaveURL(/\/pay\/[^/]+\/[^/]+$/);
    await expect(page.getByTestId('pay-amount')).toHaveText(`Amount to pay: ${total}`);
    await payByCard(page, AUTHORISED_CARD);
    await expectPaidOrder(page, total);
    expect(new URL(page.url()).pathname).toBe(orderPath);
    await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  });
});
