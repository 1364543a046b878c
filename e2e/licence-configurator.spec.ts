import { expect, test } from '@playwright/test';

/** "€1,234.50" → 123450 */
function minorUnits(text: string): number {
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
}

test('licence configurator: a desktop licence with two third parties changes the live price and goes to the cart', async ({
  page,
}) => {
  await page.goto('/fonts/inter');
  const configurator = page.getByRole('region', { name: 'Buy a licence' });
  await expect(configurator).toBeVisible();
  await expect(page.getByLabel('Cart: 0 items')).toBeVisible();
  const addToCart = configurator.getByRole('button', { name: 'Add to cart' });
  await expect(addToCart).toBeDisabled();

  // The whole family is chosen, but no licence yet: no price, no total, only what to do.
  await expect(configurator.getByTestId('licence-no-price')).toHaveText('Choose a licence to see the price.');
  await expect(configurator.getByTestId('licence-price-amount')).toHaveCount(0);
  await expect(configurator.getByText(/€/)).toHaveCount(0);

  await configurator.getByRole('checkbox', { name: 'Desktop licence' }).check();
  await expect(addToCart).toBeEnabled();
  const amount = configurator.getByTestId('licence-price-amount');
  await expect(amount).toBeVisible();
  const basePrice = minorUnits(await amount.innerText());
  expect(basePrice).toBeGreaterThan(0);
  await expect(configurator.getByTestId('licence-price')).toContainText('excl. VAT');
  // The tiers are toggle buttons with their prices; the pressed one is the chosen tier.
  const computers = configurator.getByRole('group', { name: 'Number of computers' });
  await expect(computers.getByRole('button', { name: /^1 computer/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const fiveComputers = computers.getByRole('button', { name: /^Up to 5 computers/ });
  expect(minorUnits((await fiveComputers.innerText()).split('\n').pop() ?? '')).toBe(basePrice * 2);
  await fiveComputers.click();
  await expect(fiveComputers).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => minorUnits(await amount.innerText())).toBe(basePrice * 2);
  const withoutThirdParties = basePrice * 2;
  await expect(configurator.getByTestId('licence-lines')).toHaveText(/Desktop: up to 5 computers/);

  await configurator.getByRole('button', { name: /^2 third parties/ }).click();
  await expect(configurator.getByRole('heading', { name: 'Third Party 1' })).toBeVisible();
  await expect(configurator.getByRole('heading', { name: 'Third Party 2' })).toBeVisible();
  await expect
    .poll(async () => minorUnits(await amount.innerText()))
    .toBe(Math.round(withoutThirdParties * 1.5));

  // A second licence is a second line of the total.
  await configurator.getByRole('checkbox', { name: 'Web licence' }).check();
  await expect(configurator.getByTestId('licence-lines').getByRole('listitem')).toHaveCount(2);
  await configurator.getByRole('checkbox', { name: 'Web licence' }).uncheck();
  await configurator.getByTestId('third-party').first().getByLabel('Name (optional)').fill('Studio North');

  await addToCart.click();
  await expect(configurator.getByText('Added to your cart.')).toBeVisible();
  await expect(page.getByLabel('Cart: 1 item')).toBeVisible();
  // The same toast and mini-cart as a poster gets.
  await expect(page.getByTestId('added-to-cart')).toContainText('Your cart holds 1 item.');

  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('foundry.cart') ?? '[]'));
  expect(stored).toHaveLength(1);
  expect(stored[0].licenses.map((entry: { id: string }) => entry.id)).toEqual([
    'desktop',
    'third-party-1',
    'third-party-2',
  ]);
  expect(stored[0].licenses[1].licenseName).toBe('Studio North');
});

test('licence configurator: removing the desktop licence leaves the third parties blank and the cart closed', async ({
  page,
}) => {
  await page.goto('/fonts/inter');
  const configurator = page.getByRole('region', { name: 'Buy a licence' });
  await configurator.getByRole('checkbox', { name: 'Desktop licence' }).check();
  await configurator.getByRole('button', { name: /^1 third party/ }).click();
  await expect(configurator.getByRole('heading', { name: 'Third Party 1' })).toBeVisible();
  await configurator.getByRole('checkbox', { name: 'Desktop licence' }).uncheck();
  await expect(configurator.getByText('Third parties need a desktop or corporate licence.')).toBeVisible();
  await expect(configurator.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await configurator.getByRole('button', { name: 'Remove Third Party 1' }).click();
  await expect(configurator.getByRole('heading', { name: 'Third Party 1' })).toHaveCount(0);
});
