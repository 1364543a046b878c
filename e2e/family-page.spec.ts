import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/csp-guard.ts';
import { elementsPastViewport } from './support/past-viewport.ts';
import { graphqlURL, webURL } from './support/urls.ts';

interface SeedFamily {
  url: string;
  title: string;
  openTypeFeatures: string[];
  variableFonts: {
    title: string;
    italic: boolean;
    axes: { tag: string; label: string; min: number; max: number; default: number }[];
  }[];
}

/** The features the page never offers: the text engine applies them by itself. */
const SHAPING = ['ccmp', 'mark', 'mkmk', 'init', 'medi', 'fina', 'isol', 'rtlm', 'kern', 'aalt', 'locl'];

/** A seeded family with an upright variable font and OpenType features, found through the API. */
async function variableFamily(): Promise<SeedFamily> {
  const response = await fetch(graphqlURL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        '{ readFamilies(pageSize: 100) { nodes { url title openTypeFeatures variableFonts { title italic axes { tag label min max default } } } } }',
    }),
  });
  const body = (await response.json()) as { data: { readFamilies: { nodes: SeedFamily[] } } };
  const family = body.data.readFamilies.nodes.find(
    (node) =>
      node.variableFonts.some((font) => !font.italic && font.axes.length > 0) &&
      node.openTypeFeatures.some((tag) => !SHAPING.includes(tag)),
  );
  if (!family) throw new Error('the seed has no variable family with OpenType features');
  return family;
}

const tester = (page: Page) => page.locator('.type-tester__text');
/** The tester's style picker: a ui Select, a button named by the chosen style and its label. */
const styleSelect = (page: Page) => page.getByRole('button', { name: /\bStyle$/ });
const computed = (page: Page, property: 'fontVariationSettings' | 'fontFeatureSettings') =>
  tester(page).evaluate((element, name) => getComputedStyle(element)[name], property);

test('a variable family page: hero, tester opening in Regular with named features, axes, every style', async ({
  page,
}) => {
  // A first visit parses the family's files (glyphs, feature samples): slow on a busy machine.
  test.setTimeout(150_000);
  const family = await variableFamily();
  await page.goto(`/fonts/${family.url}`, { timeout: 90_000 });
  await expect(page).toHaveTitle(`Foundry – ${family.title}`);
  const title = page.getByRole('heading', { level: 1, name: family.title });
  await expect(title).toBeVisible();
  // The hero is set in the family itself.
  const heroFace = (await title.getAttribute('data-font-family')) as string;
  expect(await title.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(heroFace);
  await expect(page.locator('.family-intro__meta')).toContainText(/\d+ styles?/);

  // The tester opens in Regular, loads it, and shows no debug line.
  await expect(page.locator('.type-tester')).toHaveAttribute('data-font-state', 'Loaded');
  await expect(styleSelect(page)).toHaveAccessibleName('Regular Style');
  await expect(page.getByText(/^Font: /)).toHaveCount(0);
  await tester(page).fill('Handgloves 0123');
  await expect(tester(page)).toHaveValue('Handgloves 0123');
  // One line per style, in the shared text.
  const lines = page.getByRole('list', { name: 'Every style' }).getByRole('listitem');
  await expect.poll(() => lines.count()).toBeGreaterThan(1);
  await expect(lines.first().locator('p')).toHaveText('Handgloves 0123');

  // The features a buyer chooses are offered by name, never the shaping ones.
  const features = page.getByRole('group', { name: 'OpenType features' }).getByRole('button');
  const offered = await features.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('data-feature')),
  );
  expect(offered.length).toBeGreaterThan(0);
  for (const tag of SHAPING) expect(offered).not.toContain(tag);
  const names = await features.allTextContents();
  expect(names.every((name) => !/^[a-z]{2}\d\d$|^[a-z]{4}$/.test(name))).toBe(true);

  // Pressing a feature reports aria-pressed and sets it on the sample; pressing again clears it.
  const tag = offered[0] as string;
  const toggle = page.locator(`.type-tester__features button[data-feature="${tag}"]`);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => computed(page, 'fontFeatureSettings')).toContain(`"${tag}"`);
  await expect(lines.first().locator('p')).toHaveCSS('font-feature-settings', new RegExp(`"${tag}"`));
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => computed(page, 'fontFeatureSettings')).toBe('normal');

  // The variable font: moving an axis (by keyboard) changes the computed font-variation-settings.
  const variable = family.variableFonts.find((font) => !font.italic && font.axes.length > 0);
  const axis = variable?.axes[0];
  if (!variable || !axis) throw new Error('no axis');
  await styleSelect(page).click();
  await page.getByRole('option', { name: variable.title, exact: true }).click();
  await expect(styleSelect(page)).toHaveAccessibleName(`${variable.title} Style`);
  const before = await computed(page, 'fontVariationSettings');
  const slider = page.getByRole('slider', { name: axis.label || axis.tag, exact: true });
  await slider.focus();
  await slider.press(axis.default >= axis.max ? 'Home' : 'End');
  await expect(slider).toHaveAttribute(
    'aria-valuetext',
    String(axis.default >= axis.max ? axis.min : axis.max),
  );
  const target = axis.default >= axis.max ? axis.min : axis.max;
  await expect.poll(() => computed(page, 'fontVariationSettings')).not.toBe(before);
  expect(await computed(page, 'fontVariationSettings')).toContain(`"${axis.tag}" ${target}`);

  // Each line of the styles overview is set in its own face.
  const line = page.locator('.family-styles__line').first();
  const face = (await line.getAttribute('data-font-family')) as string;
  expect(await line.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(face);
});

test('glyphs: a virtualised grid of every glyph, no private-use tab, search by code point and name', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/fonts/inter', { timeout: 90_000 });
  const glyphs = page.getByRole('region', { name: 'Glyphs' });
  const tabs = glyphs.getByRole('group', { name: 'Glyph categories' }).getByRole('button');
  await expect(tabs.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(tabs.first()).toContainText('All');
  expect(await tabs.allTextContents()).not.toContainEqual(expect.stringMatching(/Private use/));

  // Thousands of glyphs, but only the rows in view are in the page; scrolling brings in more. The
  // grid's script comes when its place nears the viewport, as a visitor scrolls down to it.
  const cells = glyphs.locator('.glyphs__cell');
  await glyphs.getByRole('group', { name: 'Glyph categories' }).scrollIntoViewIfNeeded();
  await expect.poll(() => cells.count()).toBeGreaterThan(20);
  const inPage = await cells.count();
  expect(inPage).toBeLessThan(400);
  await expect(cells.first().locator('svg path')).toHaveAttribute('d', /\S/);
  const scroller = glyphs.locator('.glyphs__scroller');
  const firstName = await cells.first().getAttribute('aria-label');
  await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect.poll(() => cells.first().getAttribute('aria-label')).not.toBe(firstName);

  // Search by code point, character and name; the detail shows the glyph with room for its accents.
  const search = glyphs.getByRole('searchbox', { name: 'Find a glyph' });
  await search.fill('U+00C4');
  await expect(glyphs.getByRole('status')).toHaveText('1 glyph');
  await expect(glyphs.locator('.glyph-detail__name')).toHaveText('Adieresis');
  await expect(glyphs.locator('.glyph-detail__code-point')).toHaveText('U+00C4');
  const outline = glyphs.locator('.glyph-detail__outline');
  const [pathBox, svgBox] = await Promise.all([outline.locator('path').boundingBox(), outline.boundingBox()]);
  if (!pathBox || !svgBox) throw new Error('no detail outline');
  expect(pathBox.y).toBeGreaterThanOrEqual(svgBox.y);
  expect(pathBox.y + pathBox.height).toBeLessThanOrEqual(svgBox.y + svgBox.height);

  await search.fill('00E4');
  await expect(glyphs.getByRole('button', { name: 'adieresis U+00E4' })).toBeVisible();
  await search.fill('adieresis');
  await expect(glyphs.getByRole('status')).toHaveText(/\d+ glyphs/);
  await expect(glyphs.getByRole('button', { name: 'Adieresis U+00C4' })).toBeVisible();
  await search.fill('no-such-glyph-anywhere');
  await expect(glyphs.getByRole('status')).toHaveText('No glyph matches “no-such-glyph-anywhere”.');
});

test('languages once, grouped by script and searchable; related fonts and pairings listed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/fonts/inter', { timeout: 90_000 });
  await expect(page.getByRole('heading', { name: /languages/i })).toHaveCount(1);
  const languages = page.getByRole('region', { name: 'Supported languages' });
  // The names are read when the section comes near the viewport, not carried in the page.
  await expect(languages.getByRole('listitem')).toHaveCount(0);
  await languages.scrollIntoViewIfNeeded();
  // One more request to the API: on a busy machine it takes longer than the default wait.
  await expect(languages.getByRole('region', { name: 'Latin' })).toContainText('German', { timeout: 30_000 });
  await expect(languages.getByRole('region', { name: 'Cyrillic' })).toContainText('Russian');
  await languages.getByRole('searchbox', { name: 'Find a language' }).fill('ukrain');
  await expect(languages.getByRole('region')).toHaveCount(1);
  await expect(languages.getByRole('listitem')).toHaveText(['Ukrainian']);

  const related = page.getByRole('region', { name: 'Related fonts' });
  const cards = related.locator('article.family-card');
  await expect.poll(() => cards.count()).toBeGreaterThan(0);
  const first = cards.first().getByRole('link').first();
  await expect(first).toHaveAttribute('href', /^\/fonts\/[^/]+$/);
  expect(await first.getAttribute('href')).not.toBe('/fonts/inter');
});

test('the buy panel stays in view on a desktop and fits a 390 px phone once a licence is ticked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/fonts/inter', { timeout: 90_000 });
  const panel = page.getByRole('complementary', { name: 'Buy Inter' });
  await expect(panel.getByRole('region', { name: 'Buy a licence' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Licence agreement' })).toHaveAttribute('href', '/licensing');
  await page.getByRole('heading', { name: 'Glyphs', exact: true }).scrollIntoViewIfNeeded();
  const box = await panel.boundingBox();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect(box?.y ?? 900).toBeLessThan(900);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: 'Buy', exact: true }).click();
  await expect(page).toHaveURL(/#family-buy$/);
  await panel.getByRole('checkbox', { name: 'Desktop licence' }).check();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('on a 390 and a 320 px phone the hero, its figures and the tester toolbar lie within the screen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The hero, its figures and the tester's toolbar (style, size, leading, alignment, Share).
  const parts = '.family-hero, .family-intro__meta, .type-tester__controls';
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/fonts/inter', { timeout: 90_000 });
    await expect(page.locator('.type-tester')).toHaveAttribute('data-font-state', 'Loaded');
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    // As first drawn, while the sections below the tester are not drawn yet, and once they are.
    expect(await elementsPastViewport(page, parts), `at ${width} px, as opened`).toEqual([]);
    await page.getByRole('heading', { name: 'Related fonts' }).scrollIntoViewIfNeeded();
    await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
    expect(await elementsPastViewport(page, parts), `at ${width} px, after scrolling`).toEqual([]);
  }
});

test('on a phone, as first opened, no link of the sections not yet drawn lies over the footer', async ({
  browser,
}) => {
  // Lighthouse's phone: the sections below the tester are skipped until scrolled to, and their links'
  // boxes must stay inside their estimated height (family-page.css), or they overlap the footer's.
  const context = await browser.newContext({
    baseURL: webURL,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/fonts/inter', { timeout: 90_000 });
  await expect(page.locator('.type-tester')).toHaveAttribute('data-font-state', 'Loaded');
  const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  expect(violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
  await context.close();
});

test('an unknown family url shows the 404 page', async ({ page }) => {
  const response = await page.goto('/fonts/no-such-family-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
