import { expect, test } from '@playwright/test';
import {
  addPosterToCart,
  fillCustomerInformation,
  payByCard,
  visitFromCzechia,
} from './support/shop-journey.ts';

// The affiliate link journey (docs/affiliate.md): a visitor arrives by an affiliate's link, shops
// around, buys as a guest, and the order goes out carrying the code. The journeys' shop runs on its
// own PGlite database, which this process cannot open while the shop holds it, and the API shows no
// order's affiliate code to anyone; so the code is checked where it leaves the browser (createOrder's
// variables). That a paid order with a known code earns its commission once is tested in
// apps/api/test/affiliate.test.ts.

const CODE = 'JOURNEY-42';

test.describe('an affiliate link', () => {
  test.setTimeout(120_000);

  test('is remembered from the landing page and sent with the guest’s order', async ({ page, context }) => {
    await visitFromCzechia(page);
    await page.goto(`/?affiliate=${CODE}`);
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'foundry_affiliate'))
      .toMatchObject({ value: CODE, path: '/', sameSite: 'Lax' });
    const cookie = (await context.cookies()).find((entry) => entry.name === 'foundry_affiliate');
    const daysLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(29.9);
    expect(daysLeft).toBeLessThanOrEqual(30);

    // Pages without the parameter keep the code.
    await addPosterToCart(page, 1);
    await page.goto('/checkout');
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await fillCustomerInformation(page, {
      email: 'affiliate-buyer@example.com',
      name: 'Ada Lovelace',
      address: 'Náměstí Svobody 1',
      city: 'Brno',
      zip: '602 00',
    });
    await expect(page.getByRole('heading', { level: 2, name: /Select Shipping Method/ })).toBeVisible();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByLabel('I accept the terms and conditions and the licence agreement').check();
    const createOrder = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && /"operationName":"CreateOrder"/.test(request.postData() ?? ''),
    );
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    const sent = (await createOrder).postDataJSON() as { variables: Record<string, unknown> };
    expect(sent.variables.affiliateID).toBe(CODE);

    await expect(page).toHaveURL(/\/pay\/[^/]+\/[^/]+$/);
    await payByCard(page, { number: '4111 1111 4555 1142', holder: 'Ada Lovelace' });
    await expect(page.getByTestId('order-status')).toHaveText('Status: Paid');
  });
});
