import { expect, type Page, test } from '@playwright/test';

const cards = (page: Page) => page.locator('article.family-card');
const compareToggle = (page: Page, index: number) =>
  cards(page).nth(index).getByRole('button', { name: 'Add to compare' });
const headerCounter = (page: Page) => page.getByRole('link', { name: /^Compare list: \d+ fonts?$/ });

test('add three fonts to compare, be refused a fourth, then compare them with one text and size', async ({
  page,
}) => {
  await page.goto('/fonts');
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(4);
  await expect(headerCounter(page)).toHaveAccessibleName('Compare list: 0 fonts');

  const titles: string[] = [];
  for (const index of [0, 1, 2]) {
    titles.push((await cards(page).nth(index).locator('.family-card__sample').textContent()) ?? '');
    await compareToggle(page, index).click();
    await expect(compareToggle(page, index)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(headerCounter(page)).toHaveAccessibleName('Compare list: 3 fonts');

  // The fourth is refused, with a message that says why; the list and the counter stay at three.
  const fourth = (await cards(page).nth(3).locator('.family-card__sample').textContent()) ?? '';
  await compareToggle(page, 3).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The compare list holds at most 3 fonts' }),
  ).toContainText(fourth);
  await expect(compareToggle(page, 3)).toHaveAttribute('aria-pressed', 'false');
  await expect(headerCounter(page)).toHaveAccessibleName('Compare list: 3 fonts');
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('foundry.compareList') ?? '[]').length),
  ).toBe(3);

  // The header counter opens the compare page of the stored list.
  await headerCounter(page).click();
  await expect(page).toHaveURL(/\/fonts\/compare\/[^/]+\/[^/]+\/[^/]+$/);
  const columns = page.locator('.compare-column');
  await expect(columns).toHaveCount(3);
  await expect(columns.locator('h2')).toHaveText(titles);

  // Each column is set in its family's own font, loaded by the browser.
  for (const index of [0, 1, 2]) {
    await expect(columns.nth(index)).toHaveAttribute('data-font-state', 'Loaded');
    const text = columns.nth(index).locator('.compare-column__text');
    const face = (await text.getAttribute('data-font-family')) as string;
    expect(await text.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(face);
  }

  // One text and one size for all three.
  await page.getByLabel('Text to compare').fill('Hamburgefonstiv 2026');
  await expect(columns.locator('.compare-column__text')).toHaveText(Array(3).fill('Hamburgefonstiv 2026'));
  const size = page.getByRole('slider', { name: /Size/ });
  await size.focus();
  await size.press('End');
  for (const index of [0, 1, 2]) {
    await expect
      .poll(() =>
        columns
          .nth(index)
          .locator('.compare-column__text')
          .evaluate((e) => getComputedStyle(e).fontSize),
      )
      .toBe('200px');
  }

  // Sort A-Z reorders the URL; removing one goes to the shorter URL and the counter follows.
  const sortedTitles = [...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  await page.getByRole('button', { name: 'Sort A-Z' }).click();
  await expect(columns.locator('h2')).toHaveText(sortedTitles);
  await expect(page.getByRole('button', { name: 'Sort A-Z' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: `Remove ${sortedTitles[0]}`, exact: true }).click();
  await expect(columns).toHaveCount(2);
  await expect(page).toHaveURL(/\/fonts\/compare\/[^/]+\/[^/]+$/);
  await expect(headerCounter(page)).toHaveAccessibleName('Compare list: 2 fonts');
});

test('a compare link sets the stored list; more than three fonts is refused with the rule', async ({
  page,
}) => {
  await page.goto('/fonts/compare/noto-sans/vollkorn');
  await expect(page.locator('.compare-column')).toHaveCount(2);
  await expect(headerCounter(page)).toHaveAccessibleName('Compare list: 2 fonts');
  expect(await page.evaluate(() => localStorage.getItem('foundry.compareList'))).toBe(
    '["noto-sans","vollkorn"]',
  );

  await page.goto('/fonts/compare/noto-sans/vollkorn/inter/geist');
  await expect(page.locator('.compare__error')).toHaveText('Cannot set compare list with more than 3 fonts');
  await expect(page.locator('.compare__error')).toHaveRole('alert');
  await expect(page.locator('.compare-column')).toHaveCount(0);
  await expect(headerCounter(page)).toHaveAccessibleName('Compare list: 2 fonts');
});

test('the family page toggle adds the family to the compare list', async ({ page }) => {
  await page.goto('/fonts/vollkorn');
  const toggle = page.locator('.family-page__actions').getByRole('button', { name: 'Add to compare' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(headerCounter(page)).toHaveAccessibleName('Compare list: 1 font');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(headerCounter(page)).toHaveAccessibleName('Compare list: 0 fonts');
});
