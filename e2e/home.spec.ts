import { expect, test } from '@playwright/test';

test('the home page shows its hero from the API under a transparent header', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/^Foundry – /);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#ff6600');

  const hero = page.locator('section.hero');
  await expect(hero).toBeVisible();
  await expect(hero.getByRole('heading', { level: 1 })).not.toBeEmpty();
  // The seeded catalogue has a hero: an image or one of the two video kinds, drawn full-bleed.
  await expect(hero).toHaveAttribute('data-hero-kind', /^(image|video|video2)$/);
  await expect(hero.locator('img.hero__media, video.hero__media')).toBeVisible();

  await expect(page.locator('header')).toHaveAttribute('data-state', 'transparent');
});
