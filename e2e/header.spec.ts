import { expect, test } from '@playwright/test';

test.describe('site header', () => {
  test('the menu and the search overlay close each other, and Escape closes them', async ({ page }) => {
    await page.goto('/fonts');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const searchButton = page.getByRole('button', { name: 'Search' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const search = page.getByRole('dialog', { name: 'Search' });

    await menuButton.click();
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    for (const group of ['Fonts', 'Products', 'Stories', 'Information', 'Foundry']) {
      await expect(menu.getByRole('heading', { name: group, exact: true })).toBeVisible();
    }
    // Page scrolling is locked while an overlay is open.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .toBe('hidden');

    await searchButton.click();
    await expect(search).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(search.getByRole('searchbox')).toBeFocused();

    await menuButton.click();
    await expect(menu).toBeVisible();
    await expect(search).toBeHidden();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .not.toBe('hidden');
  });

  test('a menu link navigates and closes the menu', async ({ page }) => {
    await page.goto('/fonts');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'All Fonts' }).click();
    await expect(page).toHaveURL(/\/fonts$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('the transparent home header turns solid once the page is scrolled', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header');
    await expect(header).toHaveAttribute('data-state', 'transparent');
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-state', 'solid');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-state', 'transparent');
  });

  test('shows the counters, the Log In link and collapsed breadcrumbs', async ({ page }) => {
    await page.goto('/fonts/one/two/three/four');
    await expect(page.getByRole('link', { name: 'Compare list: 0 fonts' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart: 0 items' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/my_account/login');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Home', 'Two', 'Three', 'Four']);
  });
});
