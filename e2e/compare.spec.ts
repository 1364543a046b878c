import { expect, type Page, test } from '@playwright/test';

const cards = (page: Page) => page.locator('article.family-card');
const addToCompare = (page: Page, index: number) =>
  cards(page).nth(index).getByRole('button', { name: 'Add to compare' });
const inCompare = (page: Page, index: number) =>
  cards(page).nth(index).getByRole('link', { name: 'In compare' });
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
    await addToCompare(page, index).click();
    // Added, the button reads "In compare" (a link to the page) with Remove beside it, which has focus.
    await expect(inCompare(page, index)).toBeVisible();
    await expect(addToCompare(page, index)).toHaveCount(0);
    await expect(
      cards(page)
        .nth(index)
        .getByRole('button', { name: `Remove ${titles[index]} from compare` }),
    ).toBeFocused();
  }
  await expect(headerCounter(page)).toHaveAccessibleName('Compare list: 3 fonts');

  // The fourth is refused, with a message that says why; the list and the counter stay at three.
  const fourth = (await cards(page).nth(3).locator('.family-card__sample').textContent()) ?? '';
  await addToCompare(page, 3).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The compare list holds at most 3 fonts' }),
  ).toContainText(fourth);
  await expect(inCompare(page, 3)).toHaveCount(0);
  await expect(addToCompare(page, 3)).toBeVisible();
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

test('the family page button adds the family, reads "In compare", and Remove takes it off', async ({
  page,
}) => {
  await page.goto('/fonts/vollkorn');
  const actions = page.locator('.family-hero__actions');
  await actions.getByRole('button', { name: 'Add to compare' }).click();
  await expect(actions.getByRole('link', { name: 'In compare' })).toHaveAttribute('href', '/fonts/compare');
  await expect(headerCounter(page)).toHaveAccessibleName('Compare list: 1 font');
  await actions.getByRole('button', { name: 'Remove Vollkorn from compare' }).click();
  await expect(actions.getByRole('link', { name: 'In compare' })).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Add to compare' })).toBeFocused();
  await expect(headerCounter(page)).toHaveAccessibleName('Compare list: 0 fonts');
});

test('compare: a style per column, a waterfall of sizes, and a font added from the page', async ({
  page,
}) => {
  await page.goto('/fonts/compare/vollkorn');
  const columns = page.locator('.compare-column');
  await expect(columns).toHaveCount(1);

  // Each column picks its own style; the sample follows it.
  const text = columns.first().locator('.compare-column__text');
  const regularFace = await text.getAttribute('data-font-family');
  await page.getByRole('button', { name: /Style of Vollkorn/ }).click();
  await page.getByRole('option', { name: 'Bold', exact: true }).click();
  await expect(text).not.toHaveAttribute('data-font-family', regularFace as string);
  await expect.poll(() => text.evaluate((e) => getComputedStyle(e).fontWeight)).toBe('700');

  // "Add a font" puts a second family beside it, and the address and the list follow.
  await page.getByRole('button', { name: /Add a font/ }).click();
  await page.getByRole('option', { name: 'Inter', exact: true }).click();
  await page.getByRole('button', { name: 'Add Inter' }).click();
  await expect(page).toHaveURL(/\/fonts\/compare\/vollkorn\/inter$/);
  await expect(columns).toHaveCount(2);
  await expect(headerCounter(page)).toHaveAccessibleName('Compare list: 2 fonts');

  // The waterfall sets the shared text at every size, in every column.
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Waterfall' }).click();
  const lines = columns.first().locator('.compare-column__waterfall-text');
  await expect(lines).toHaveCount(7);
  const sizes = await lines.evaluateAll((elements) => elements.map((e) => getComputedStyle(e).fontSize));
  expect(sizes).toEqual(['12px', '16px', '20px', '28px', '36px', '48px', '64px']);
  await page.getByLabel('Text to compare').fill('Rhythm 123');
  await expect(columns.nth(1).locator('.compare-column__waterfall-text').first()).toHaveText('Rhythm 123');
});
