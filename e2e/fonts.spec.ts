import { expect, test } from '@playwright/test';

test('/fonts lists the families, each set in its own web font from the API', async ({ page }) => {
  await page.goto('/fonts');
  await expect(page).toHaveTitle('Foundry – Fonts');
  const cards = page.locator('article.family-card');
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(10);
  await expect(cards.first().locator('.family-card__meta')).toContainText(/\d+ styles?/);
  await expect(cards.first().locator('.family-card__meta')).toContainText(/\d+ glyphs/);
  await expect(cards.first().locator('.family-card__meta')).toContainText(/from €\d/);

  const sample = cards.first().locator('.family-card__sample');
  const face = await sample.getAttribute('data-font-family');
  expect(face).toBeTruthy();

  // The face is declared by @font-face, one rule per Unicode subset of the API's font; the browser
  // fetches the subsets holding the sample's characters. 'loaded' means such a file arrived and
  // parsed as a font (the subsets of other scripts stay unloaded).
  await expect
    .poll(() =>
      page.evaluate(async (family) => {
        await document.fonts.ready;
        const statuses: string[] = [];
        document.fonts.forEach((font) => {
          if (font.family.replace(/^["']|["']$/g, '') === family) statuses.push(font.status);
        });
        if (statuses.length === 0) return 'missing';
        return statuses.includes('loaded') ? 'loaded' : statuses.join(',');
      }, face),
    )
    .toBe('loaded');
  const usedFamily = await sample.evaluate((element) => getComputedStyle(element).fontFamily);
  expect(usedFamily).toContain(face as string);
});

test('one sample text and size for every card; icon fonts show icons', async ({ page }) => {
  await page.goto('/fonts');
  const cards = page.locator('article.family-card');
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(10);
  await page.getByRole('textbox', { name: 'Sample text' }).fill('Hamburgefonstiv');
  const vollkorn = page.locator('article[data-family="vollkorn"]');
  await expect(vollkorn.locator('p.family-card__sample')).toHaveText('Hamburgefonstiv');
  await expect(page.locator('article[data-family="inter"] p.family-card__sample')).toHaveText(
    'Hamburgefonstiv',
  );

  const size = page.getByRole('slider', { name: 'Size (px)' });
  await size.focus();
  await size.press('Home');
  await expect
    .poll(() => vollkorn.locator('p.family-card__sample').evaluate((e) => getComputedStyle(e).fontSize))
    .toBe('24px');

  // An icon font has no letters to sample: its icons are drawn from their outlines instead.
  const icons = page.locator('article[data-family="bootstrap-icons"]');
  // Its outlines are asked for as the card nears the screen.
  await icons.scrollIntoViewIfNeeded();
  await expect(icons.locator('p.family-card__sample')).toHaveCount(0);
  await expect(icons.locator('.family-card__icon').first()).toBeVisible();
});

test('the filters narrow the list and say how many are left', async ({ page }) => {
  await page.goto('/fonts');
  const cards = page.locator('article.family-card');
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(10);
  const all = await cards.count();
  const status = page.getByRole('status').filter({ hasText: /famil/ });
  await expect(status).toHaveText(`${all} families`);

  const category = page.getByRole('group', { name: 'Category' });
  await category.getByRole('button', { name: 'Serif', exact: true }).click();
  await expect(category.getByRole('button', { name: 'Serif', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('article[data-family="vollkorn"]')).toBeVisible();
  await expect(page.locator('article[data-family="inter"]')).toHaveCount(0);
  const serifs = await cards.count();
  expect(serifs).toBeLessThan(all);
  await expect(status).toHaveText(serifs === 1 ? '1 family' : `${serifs} families`);

  await category.getByRole('button', { name: 'Icons' }).click();
  await expect(cards).toHaveCount(2);
  await expect(page.locator('article[data-family="material-symbols"]')).toBeVisible();

  // Variable narrows within the category; back to All shows every variable family.
  await category.getByRole('button', { name: 'All' }).click();
  await page.getByRole('button', { name: 'Variable', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Variable', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('article[data-family="vollkorn"]')).toHaveCount(0);
  await expect(page.locator('article[data-family="inter"]')).toBeVisible();

  // A script narrows too; a combination nothing matches says so and offers the whole list again.
  await page.getByRole('button', { name: 'Variable', exact: true }).click();
  await page.getByRole('group', { name: 'Script' }).getByRole('button', { name: 'Arabic' }).click();
  await expect(page.locator('article[data-family="noto-sans"]')).toBeVisible();
  await expect(page.locator('article[data-family="vollkorn"]')).toHaveCount(0);
  await category.getByRole('button', { name: 'Serif', exact: true }).click();
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('No family matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Show all fonts' }).click();
  await expect(cards).toHaveCount(all);
});
