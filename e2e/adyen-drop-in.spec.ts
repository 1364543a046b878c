import { adyenShop, startAdyenShop } from './support/adyen/adyen-shop.ts';
import { startAdyenStandIn } from './support/adyen/adyen-stand-in.ts';
import { expect, test } from './support/csp-guard.ts';
import { cartCounter, fillCustomerInformation, visitFromCzechia } from './support/shop-journey.ts';

// With PAYMENT_PROVIDER=adyen the pay page mounts Adyen's Drop-in with the session readPaymentSession
// opened (docs/payments.md, "The pay page"). A second shop runs with Adyen's Checkout API played by a
// local stand-in, and every request the browser's Drop-in makes to Adyen's hosts is answered through
// Playwright routes: the real adyen-web (bundled in the shop's pay-page chunk) runs against them. Its
// card fields are frames from Adyen's host whose scripts are not part of adyen-web and cannot run
// offline, so a stand-in frame speaks their documented part (support/adyen/secured-field-stand-in.html)
// and hands the Drop-in Adyen's raw test values (`test_4111…`). The order is paid by the webhook the
// stand-in sends the API, never by the browser's word.

const CARD_NUMBER = '4111111145551142';

let standIn: Awaited<ReturnType<typeof startAdyenStandIn>>;
let shop: Awaited<ReturnType<typeof startAdyenShop>>;

test.use({ baseURL: adyenShop.webURL });

test.beforeAll(async () => {
  test.setTimeout(10 * 60_000); // its first start migrates and seeds its own database
  standIn = await startAdyenStandIn({ notificationsUrl: `${adyenShop.apiURL}/payments/adyen/notifications` });
  shop = await startAdyenShop(standIn.url);
});

test.afterAll(async () => {
  await shop?.stop();
  await standIn?.close();
});

test.describe('paying with Adyen’s Drop-in', () => {
  test.setTimeout(180_000);

  test('a guest pays an e-book in the Drop-in; the webhook marks the order paid', async ({ page }) => {
    await standIn.routeDropIn(page);
    // Every request to the shop, to check no card number ever reaches it.
    const toTheShop: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith(adyenShop.webURL) || url.startsWith(adyenShop.apiURL))
        toTheShop.push(`${url} ${request.postData() ?? ''}`);
    });

    await visitFromCzechia(page);
    await page.goto('/product/vollkorn-specimen-ebook');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartCounter(page)).toHaveAccessibleName('Cart: 1 item');
    await page.goto('/checkout');
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await fillCustomerInformation(page, {
      email: 'drop-in@example.com',
      name: 'Ada Lovelace',
      address: 'Náměstí Svobody 1',
      city: 'Brno',
      zip: '602 00',
    });
    const total = (await page.getByTestId('summary-total').textContent()) ?? '';
    await page.getByLabel('I accept the terms and conditions and the licence agreement').check();
    await page.getByRole('button', { name: 'Place order and pay' }).click();

    await expect(page).toHaveURL(/\/pay\/[^/]+\/[^/]+$/);
    const dropIn = page.getByRole('region', { name: 'Pay with Adyen' });
    await expect(dropIn.getByRole('button', { name: /^Pay / })).toBeVisible({ timeout: 30_000 });
    await expect(dropIn.getByText('Loading the payment form…')).toHaveCount(0);
    // Adyen's form, not the shop's: none of the shop's card fields or method choices.
    await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Name on card' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Payment method' })).toHaveCount(0);

    await page.frameLocator('iframe[title="Card number"]').getByRole('textbox').fill('4111 1111 4555 1142');
    await page.frameLocator('iframe[title="Expiry date"]').getByRole('textbox').fill('03/30');
    await page.frameLocator('iframe[title="Security code"]').getByRole('textbox').fill('737');
    for (const [name, size] of [
      ['desktop', { width: 1440, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.screenshot({ path: test.info().outputPath(`drop-in-${name}.png`), fullPage: true });
    }
    await dropIn.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/orders\/[^/]+\/[^/]+$/, { timeout: 30_000 });
    await expect(page.getByTestId('order-status')).toHaveText('Status: Paid');
    await expect(page.getByTestId('order-total')).toHaveText(total);
    await expect(page.locator('#order-title')).toBeFocused();

    // Adyen got the card from its own fields; the shop learnt the outcome from the signed webhook.
    expect(standIn.payments).toHaveLength(1);
    const [payment] = standIn.payments;
    expect(payment?.resultCode).toBe('Authorised');
    expect(payment?.paymentMethod).toMatchObject({
      type: 'scheme',
      encryptedCardNumber: `test_${CARD_NUMBER}`,
      encryptedExpiryMonth: 'test_03',
      encryptedExpiryYear: 'test_2030',
      encryptedSecurityCode: 'test_737',
    });
    expect(await payment?.webhookAnswer).toBe('200 [accepted]');
    expect(
      toTheShop.filter((line) => line.includes(CARD_NUMBER) || line.includes('4111 1111 4555 1142')),
    ).toEqual([]);
    expect(toTheShop.length).toBeGreaterThan(0);
    expect(standIn.unexpected).toEqual([]);
  });
});
