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

  // The whole family is chosen; with no licence the base price shows.
  const amount = configurator.getByTestId('licence-price-amount');
  await expect(amount).toBeVisible();
  const basePrice = minorUnits(await amount.innerText());
  expect(basePrice).toBeGreaterThan(0);

  await configurator.getByRole('checkbox', { name: 'Desktop licence' }).check();
  await expect(addToCart).toBeEnabled();
  await configurator.getByLabel('Number of computers').selectOption({ label: 'Up to 5 computers' });
  await expect.poll(async () => minorUnits(await amount.innerText())).toBe(basePrice * 2);
  const withoutThirdParties = basePrice * 2;

  await configurator.getByLabel('Third parties', { exact: true }).selectOption({ label: '2 third parties' });
  await expect(configurator.getByRole('heading', { name: 'Third Party 1' })).toBeVisible();
  await expect(configurator.getByRole('heading', { name: 'Third Party 2' })).toBeVisible();
  await expect
    .poll(async () => minorUnits(await amount.innerText()))
    .toBe(Math.round(withoutThirdParties * 1.5));
  await configurator.getByTestId('third-party').first().getByLabel('Name (optional)').fill('Studio North');

  await addToCart.click();
  await expect(configurator.getByText('Added to your cart.')).toBeVisible();
  await expect(page.getByLabel('Cart: 1 item')).toBeVisible();

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
  await configurator.getByLabel('Third parties', { exact: true }).selectOption({ label: '1 third party' });
  await expect(configurator.getByRole('heading', { name: 'Third Party 1' })).toBeVisible();
  await configurator.getByRole('checkbox', { name: 'Desktop licence' }).uncheck();
  await expect(configurator.getByText('Third parties need a desktop or corporate licence.')).toBeVisible();
  await expect(configurator.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await configurator.getByRole('button', { name: 'Remove Third Party 1' }).click();
  await expect(configurator.getByRole('heading', { name: 'Third Party 1' })).toHaveCount(0);
});
