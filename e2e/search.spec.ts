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

    await fonts.getByRole('link', { name: /^View all \d+ results in Fonts$/ }).click();
    await expect(page).toHaveURL(/\/search\/Inter\/fonts$/);
    await expect(overlay).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “Inter”' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Result categories' });
    await expect(tabs.getByRole('link', { name: /^Fonts \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('heading', { level: 2 }).getByRole('link', { name: 'Inter', exact: true }).click();
    await expect(page).toHaveURL(/\/fonts\/inter$/);
    await expect(page.getByRole('heading', { level: 1, name: /Inter/ })).toBeVisible();
  });
});
