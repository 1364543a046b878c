import { expect, test } from '@playwright/test';

test('/fonts lists the families, each set in its own web font from the API', async ({ page }) => {
  await page.goto('/fonts');
  await expect(page).toHaveTitle('Foundry – Fonts');
  const cards = page.locator('article.family-card');
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(10);
  await expect(cards.first().locator('.family-card__meta')).toContainText(/\d+ styles?/);
  await expect(cards.first().locator('.family-card__meta')).toContainText(/\d+ glyphs/);

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
