import { expect, type Page, test } from '@playwright/test';
import { graphqlAsBrowser, newCustomerEmail, signUpInBrowser } from './support/account-journey.ts';
import { saveAddressForm, selectNamed } from './support/address-form.ts';
import { cartCounter, payByCard, visitFromCzechia } from './support/shop-journey.ts';

// Licence upgrades (docs/upgrades.md): a customer who bought one style of Inter upgrades to the whole
// family on /my_account/fonts/[familyId]/upgrade; what they paid counts, and the upgrade goes through
// the ordinary cart and checkout (createUserOrder with the upgrade), paid by the test card.

const email = newCustomerEmail('upgrader');
const AUTHORISED_CARD = { number: '4111 1111 4555 1142', holder: 'Ada Lovelace' };

/** "€1,234.50" → 123450 */
function minorUnits(text: string): number {
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
}

/** From the cart to a paid order: the saved address (made the first time), confirm, card. */
async function checkOutAndPay(page: Page, firstTime: boolean) {
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/edit$/);
  await page.getByRole('button', { name: 'Next' }).click();
  if (firstTime) {
    await page.getByRole('button', { name: 'Add a new address' }).click();
    const form = page.getByRole('form', { name: 'Add a new address' });
    await saveAddressForm(form);
  }
  await expect(selectNamed(page, 'Billing address')).toHaveText(/Křenová 67/);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('I accept the terms and conditions and the licence agreement').check();
  const placed = page.waitForRequest((request) =>
    /mutation CreateUserOrder\b/.test(request.postData() ?? ''),
  );
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  const order = (await placed).postDataJSON() as { variables: Record<string, unknown> };
  await expect(page).toHaveURL(/\/pay\/[^/]+\/[^/]+$/);
  await payByCard(page, AUTHORISED_CARD);
  await expect(page.getByTestId('order-status')).toHaveText('Status: Paid');
  return order.variables;
}

test.describe('a licence upgrade', () => {
  test.setTimeout(240_000);

  test('one style bought, then the whole family for the difference, through the cart and a card payment', async ({
    page,
  }) => {
    await visitFromCzechia(page);
    await signUpInBrowser(page, { email });

    // One style of Inter under a desktop licence.
    await page.goto('/fonts/inter');
    const configurator = page.getByRole('region', { name: 'Buy a licence' });
    await configurator.getByRole('radio', { name: 'Single styles' }).check();
    await configurator.locator('.licence-configurator__styles input[type="checkbox"]').first().check();
    await configurator.getByRole('checkbox', { name: 'Desktop licence' }).check();
    await configurator.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartCounter(page)).toHaveAccessibleName('Cart: 1 item');
    await page.goto('/checkout');
    await checkOutAndPay(page, true);

    const { readFamilies } = await graphqlAsBrowser<{ readFamilies: { nodes: { id: string }[] } }>(
      page,
      '{ readFamilies(url: "inter", pageSize: 1) { nodes { id } } }',
    );
    const familyId = readFamilies.nodes[0]?.id;
    expect(familyId).toBeTruthy();

    await page.goto(`/my_account/fonts/${familyId}/upgrade`);
    await page.getByRole('radio', { name: /^The whole family/ }).check();
    const toPay = page.getByTestId('upgrade-to-pay');
    await expect(toPay).toBeVisible();
    // The owned desktop licence stays and cannot be removed.
    await expect(page.getByRole('checkbox', { name: 'Desktop licence' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Desktop licence' })).toBeDisabled();
    const original = minorUnits((await page.getByTestId('upgrade-original').textContent()) ?? '');
    const credit = minorUnits((await page.getByTestId('upgrade-credit').textContent()) ?? '');
    expect(credit).toBeGreaterThan(0);
    expect(minorUnits((await toPay.textContent()) ?? '')).toBe(original - credit);

    await page.getByRole('button', { name: 'Add the upgrade to the cart' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const line = page.locator('.cart-line', { hasText: 'Upgrade: Inter' });
    await expect(line.getByTestId('cart-line-upgrade')).toHaveText('Upgrade');
    await expect(line.getByTestId('cart-line-price')).toHaveText(/€/);
    expect(minorUnits((await line.getByTestId('cart-line-price').textContent()) ?? '')).toBe(
      original - credit,
    );

    const variables = await checkOutAndPay(page, false);
    const [selection] = variables.familyProductSelections as {
      upgrade?: { option: string; familyID: string };
    }[];
    expect(selection?.upgrade).toMatchObject({ option: 'AllStyles', familyID: familyId });

    // The family is owned now: the whole-family upgrade is no longer offered.
    await page.goto(`/my_account/fonts/${familyId}/upgrade`);
    await expect(page.getByRole('radio', { name: /^One licence for everything/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^The whole family/ })).toHaveCount(0);
  });
});
