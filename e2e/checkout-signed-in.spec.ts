import { expect, test } from '@playwright/test';
import { newCustomerEmail, signUpInBrowser } from './support/account-journey.ts';
import { saveAddressForm, selectNamed } from './support/address-form.ts';
import { addPosterToCart, cartCounter, payByCard, visitFromCzechia } from './support/shop-journey.ts';

// A signed-in buyer checks out with a saved address (docs/checkout.md): the address is
// saved to the account from the information step, the order is placed with createUserOrder, paid
// with the test provider (docs/payments.md) and listed under the account's orders.

const email = newCustomerEmail('buyer');
const AUTHORISED_CARD = { number: '4111 1111 4555 1142', holder: 'Ada Lovelace' };

test.describe('a signed-in purchase', () => {
  test.setTimeout(180_000);

  test('sign up, a poster shipped to a newly saved address, paid by card, listed under My Orders', async ({
    page,
  }) => {
    await visitFromCzechia(page);
    await signUpInBrowser(page, { email });

    // Two: the shared helper expects 'Cart: N items' (the counter says '1 item' for one).
    await addPosterToCart(page, 2);
    await page.goto('/checkout');
    await expect(page.locator('.cart-line', { hasText: 'Nine Weights Poster' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/checkout\/edit$/);
    await page.getByRole('button', { name: 'Next' }).click();

    // The information step offers the account's addresses: none yet, so a new one is saved.
    await expect(page.getByText('You have no saved addresses yet: add one to continue.')).toBeVisible();
    await page.getByRole('button', { name: 'Add a new address' }).click();
    const form = page.getByRole('form', { name: 'Add a new address' });
    await saveAddressForm(form, { label: 'Studio', zip: '602 00' });

    await expect(selectNamed(page, 'Billing address')).toHaveText(/^Studio: Ada Lovelace, Křenová 67/);
    await expect(selectNamed(page, 'Shipping address')).toHaveText('Same as billing');
    // A poster alone licenses nothing.
    await expect(selectNamed(page, 'Licence address')).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { level: 2, name: /Select Shipping Method/ })).toBeVisible();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Next' }).click();

    // The confirm step invoices the saved address.
    await expect(page.locator('address')).toContainText('Křenová 67');
    await expect(page.locator('address')).toContainText(email);
    await expect(page.getByTestId('summary-shipping')).toBeVisible();
    const total = (await page.getByTestId('summary-total').textContent()) ?? '';
    expect(total).toMatch(/€/);
    await page.getByLabel('I accept the terms and conditions and the licence agreement').check();
    const placed = page.waitForRequest((request) =>
      /mutation (CreateUserOrder|CreateOrder)\b/.test(request.postData() ?? ''),
    );
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    // Ordered with the saved address's id, not as a guest.
    const order = (await placed).postDataJSON() as {
      operationName?: string;
      variables: Record<string, unknown>;
    };
    expect(order.operationName).toBe('CreateUserOrder');
    expect(order.variables.billingAddressID).toEqual(expect.any(String));

    await expect(page).toHaveURL(/\/pay\/[^/]+\/[^/]+$/);
    await expect(page.getByTestId('pay-amount')).toHaveText(`Amount to pay: ${total}`);
    await payByCard(page, AUTHORISED_CARD);

    await expect(page).toHaveURL(/\/orders\/[^/]+\/[^/]+$/);
    await expect(page.getByTestId('order-status')).toHaveText('Status: Paid');
    await expect(page.getByTestId('order-total')).toHaveText(total);
    await expect(cartCounter(page)).toHaveAccessibleName('Cart: 0 items');
    const orderId = decodeURIComponent(/\/orders\/([^/]+)\//.exec(page.url())?.[1] ?? '');
    expect(orderId).not.toBe('');

    // The order is the account's: listed under My Orders as paid.
    await page.goto('/my_account/orders');
    const row = page.getByRole('row', { name: new RegExp(`Order ${orderId}`) });
    await expect(row).toContainText('Paid');
    await expect(row).toContainText(total.trim());
  });
});
