import { expect, test } from './support/csp-guard.ts';

test.describe('site search', () => {
  test('quick search finds Inter under Fonts; View All opens the results page; the family opens', async ({
    page,
  }) => {
    // The first server render of a fresh shop on a loaded machine can take a while.
    test.setTimeout(120_000);
    await page.goto('/fonts', { timeout: 90_000 });
    await page.getByRole('button', { name: 'Search' }).click();
    const overlay = page.getByRole('dialog', { name: 'Search' });
    const field = overlay.getByRole('searchbox', { name: 'Search term' });
    await expect(field).toBeFocused();

    await field.fill('In');
    await expect(overlay.getByText('Type at least 3 characters to search.')).toBeVisible();

    await field.fill('Inter');
    const fonts = overlay.getByRole('region', { name: /^Fonts \d+$/ });
    await expect(fonts.getByRole('link', { name: 'Inter', exact: true })).toBeVisible();
    await expect(overlay.getByRole('status')).toHaveText(/\d+ results?/);
    await expect(overlay.getByRole('link', { name: 'All Results' })).toHaveAttribute('href', '/search/Inter');

    await fonts.getByRole('link', { name: /^View (all \d+ results|1 result) in Fonts$/ }).click();
    await expect(page).toHaveURL(/\/search\/Inter\/fonts$/);
    await expect(overlay).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “Inter”' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Result categories' });
    await expect(tabs.getByRole('link', { name: /^Fonts \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('heading', { level: 2 }).getByRole('link', { name: 'Inter', exact: true }).click();
    await expect(page).toHaveURL(/\/fonts\/inter$/);
    await expect(page.getByRole('heading', { level: 1, name: /Inter/ })).toBeVisible();
  });

  test('the Search crumb opens the bare /search page, whose field shows the same results', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/search/Inter', { timeout: 90_000 });
    const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await trail.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();

    const field = page.getByRole('main').getByRole('searchbox', { name: 'Search term' });
    await expect(field).toHaveValue('');
    await field.fill('Geist');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\/Geist$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “Geist”' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2 }).getByRole('link', { name: 'Geist', exact: true }),
    ).toBeVisible();

    // Sent without JavaScript, the same form asks /search?q=…, which answers the results too.
    const plain = await page.request.get('/search?q=Geist');
    expect(plain.status()).toBe(200);
    expect(await plain.text()).toContain('Search results for “Geist”');
  });
});
