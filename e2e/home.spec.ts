import { expect, test } from '@playwright/test';

test('the home page is live type: one h1 in text, new releases and every family in its own font, stories', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/^Foundry – /);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#ff6600');

  // One h1, in text; the hero has no picture (the seeded ones carry their own lettering).
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const hero = page.locator('section.hero');
  await expect(hero.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(hero.locator('img, video')).toHaveCount(0);
  await expect(hero.getByRole('link', { name: /Browse the fonts/ })).toBeVisible();
  await expect(page.locator('header')).toHaveAttribute('data-state', 'transparent');

  const releases = page.getByRole('region', { name: 'New releases' });
  await expect(releases.getByRole('listitem')).toHaveCount(3);

  // Every family's name is set in its own face, which the browser loads (an icon font draws icons).
  const index = page.getByRole('region', { name: 'Our typefaces' });
  const inter = index.locator('[data-family="inter"] .home-index__name');
  await expect(inter).toHaveText('Inter');
  const face = await inter.evaluate((element) => getComputedStyle(element).fontFamily);
  expect(face).toMatch(/^"?ff-style-/);
  await expect
    .poll(() =>
      inter.evaluate(async (element) => {
        await document.fonts.ready;
        const family = getComputedStyle(element).fontFamily.split(',')[0]?.replace(/"/g, '') ?? '';
        return document.fonts.check(`16px "${family}"`, 'Inter');
      }),
    )
    .toBe(true);
  // Its outlines are asked for as the row nears the screen.
  await index.locator('[data-family="bootstrap-icons"]').scrollIntoViewIfNeeded();
  await expect(index.locator('[data-family="bootstrap-icons"] .family-card__icon').first()).toBeVisible();
  await index.getByRole('link', { name: /^Vollkorn/ }).click();
  await expect(page).toHaveURL(/\/fonts\/vollkorn$/);

  await page.goto('/');
  const stories = page.getByRole('region', { name: 'Stories' });
  await expect(stories.locator('article.story-card').first()).toBeVisible();
  await expect(stories.getByRole('link', { name: 'All stories' })).toHaveAttribute('href', '/stories');
});
