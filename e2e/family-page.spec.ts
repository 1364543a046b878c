import type { Page } from '@playwright/test';
import { expect, test } from './support/csp-guard.ts';
import { graphqlURL } from './support/urls.ts';

interface SeedFamily {
  url: string;
  title: string;
  openTypeFeatures: string[];
  variableFonts: { axes: { tag: string; min: number; max: number; default: number }[] }[];
}

/** A seeded family with a variable font and OpenType features, found through the API. */
async function variableFamily(): Promise<SeedFamily> {
  const response = await fetch(graphqlURL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        '{ readFamilies(pageSize: 100) { nodes { url title openTypeFeatures variableFonts { axes { tag min max default } } } } }',
    }),
  });
  const body = (await response.json()) as { data: { readFamilies: { nodes: SeedFamily[] } } };
  const family = body.data.readFamilies.nodes.find(
    (node) => node.variableFonts.some((font) => font.axes.length > 0) && node.openTypeFeatures.length > 0,
  );
  if (!family) throw new Error('the seed has no variable family with OpenType features');
  return family;
}

const tester = (page: Page) => page.locator('.type-tester__text');
const computed = (page: Page, property: 'fontVariationSettings' | 'fontFeatureSettings') =>
  tester(page).evaluate((element, name) => getComputedStyle(element)[name], property);

test('a variable family page: tester with axes and features, font state Loaded, glyph outlines', async ({
  page,
}) => {
  const family = await variableFamily();
  await page.goto(`/fonts/${family.url}`);
  await expect(page).toHaveTitle(`Foundry – ${family.title}`);
  await expect(page.getByRole('heading', { level: 1, name: family.title })).toBeVisible();
  await expect(page.locator('.family-intro__meta')).toContainText(/\d+ styles?/);

  // The tester starts on the variable font and reports the CSS Font Loading API's answer.
  await expect(page.locator('.type-tester')).toHaveAttribute('data-font-state', 'Loaded');
  await expect(page.locator('.type-tester__state')).toHaveText('Font: loaded');

  await tester(page).fill('Handgloves 0123');
  await expect(tester(page)).toHaveValue('Handgloves 0123');

  // Moving an axis (by keyboard) changes the computed font-variation-settings.
  const axis = family.variableFonts.find((font) => font.axes.length > 0)?.axes[0];
  if (!axis) throw new Error('no axis');
  const before = await computed(page, 'fontVariationSettings');
  const slider = page.locator(`input[data-axis="${axis.tag}"]`);
  await slider.focus();
  await slider.press(axis.default >= axis.max ? 'Home' : 'End');
  const target = axis.default >= axis.max ? axis.min : axis.max;
  await expect.poll(() => computed(page, 'fontVariationSettings')).not.toBe(before);
  expect(await computed(page, 'fontVariationSettings')).toContain(`"${axis.tag}" ${target}`);

  // Toggling a feature sets font-feature-settings; toggling again clears it.
  const tag = family.openTypeFeatures[0] as string;
  const toggle = page.locator(`.type-tester__features button[data-feature="${tag}"]`);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => computed(page, 'fontFeatureSettings')).toContain(`"${tag}"`);
  await toggle.click();
  await expect.poll(() => computed(page, 'fontFeatureSettings')).toBe('normal');

  // Glyphs: the first category's outlines arrive as inline SVG paths; one opens large.
  const cells = page.locator('.glyphs__cell');
  await expect.poll(() => cells.count()).toBeGreaterThan(0);
  await expect(cells.first().locator('svg path')).toHaveAttribute('d', /\S/);
  await cells.first().click();
  await expect(page.locator('.glyph-detail__code-point')).toHaveText(/^U\+[0-9A-F]{4,6}$|unencoded/);
  await expect(page.locator('.glyph-detail svg path')).toHaveAttribute('d', /\S/);

  // A category larger than one page (96) shows a page, and 'Load more' appends the next one.
  const tabs = page.locator('.glyphs__categories button');
  const counts = await tabs.locator('.glyphs__count').allTextContents();
  const big = counts.findIndex((count) => Number(count) > 96);
  expect(big, `a category with more than 96 glyphs among ${counts.join(', ')}`).toBeGreaterThanOrEqual(0);
  await tabs.nth(big).click();
  await expect(tabs.nth(big)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => cells.count()).toBe(96);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => cells.count()).toBe(Math.min(Number(counts[big]), 192));

  // Each line of the styles overview is set in its own face.
  const line = page.locator('.family-styles__line').first();
  const face = (await line.getAttribute('data-font-family')) as string;
  expect(await line.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(face);
});

test('an unknown family url shows the 404 page', async ({ page }) => {
  const response = await page.goto('/fonts/no-such-family-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
