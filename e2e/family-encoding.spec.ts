import { expect, type Page, test } from '@playwright/test';
import { graphqlURL } from './support/urls.ts';

const tester = (page: Page) => page.locator('.type-tester__text');

/** The CSS family name (see fontFaceFamilyName) of each listed family's last style, in list order. */
async function lastStyleFaces(familyUrls: string[]): Promise<string[]> {
  const response = await fetch(graphqlURL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'query ($urls: [String!]) { readFamilies(urls: $urls, pageSize: 100) { nodes { url styles { id } } } }',
      variables: { urls: familyUrls },
    }),
  });
  const body = (await response.json()) as {
    data: { readFamilies: { nodes: { url: string; styles: { id: string }[] }[] } };
  };
  return familyUrls.map((url) => {
    const styles = body.data.readFamilies.nodes.find((node) => node.url === url)?.styles ?? [];
    return `ff-style-${(styles[styles.length - 1]?.id ?? '').replace(/[^A-Za-z0-9_-]/g, '_')}`;
  });
}

/** The FontFace status of a declared family name: unloaded, loading, loaded, error (or missing). */
/**
 * The load state of a family's faces: 'loaded' when any face of that name has loaded (a style is
 * several faces, one per unicode-range subset, and a page loads only the subsets its text needs),
 * else the state of the last one, or 'missing'.
 */
function faceStatus(page: Page, family: string): Promise<string> {
  return page.evaluate((name) => {
    let status = 'missing';
    document.fonts.forEach((font) => {
      if (font.family.replace(/^["']|["']$/g, '') !== name || status === 'loaded') return;
      status = font.status;
    });
    return status;
  }, family);
}

test('Noto Sans switches to its Arabic encoding: right-to-left text in Arabic script, in the Arabic font', async ({
  page,
}) => {
  // A first visit parses the family's files (glyphs, feature samples): slow on a busy machine.
  test.setTimeout(150_000);
  await page.goto('/fonts/noto-sans', { timeout: 90_000 });
  await expect(tester(page)).toHaveAttribute('dir', 'ltr');
  const switcher = page.getByRole('navigation', { name: 'Scripts of this family' });
  await expect(switcher.locator('[aria-current="page"]')).toHaveText('Latin');
  // The script selection rule: the current script is not offered.
  await expect(switcher.getByRole('link', { name: 'Latin' })).toHaveCount(0);

  await switcher.getByRole('link', { name: 'Arabic' }).click();
  await expect(page).toHaveURL(/\/fonts\/noto-sans\/arabic$/);
  await expect(switcher.locator('[aria-current="page"]')).toHaveText('Arabic');
  await expect(page.getByText('Noto Sans Arabic', { exact: true })).toBeVisible();

  // The sample is Arabic text set right-to-left, in a face of the Arabic encoding that the browser loaded.
  await expect(tester(page)).toHaveAttribute('dir', 'rtl');
  await expect(tester(page)).toHaveValue(/^[\p{Script=Arabic}\s]+$/u);
  expect(await tester(page).evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  await expect(page.locator('.type-tester')).toHaveAttribute('data-font-state', 'Loaded');
  const face = (await tester(page).getAttribute('data-font-family')) as string;
  const arabicFaceCoversArabic = await page.evaluate(async (family) => {
    const loaded = await document.fonts.load(`16px "${family}"`, 'نص');
    return loaded.length > 0 && document.fonts.check(`16px "${family}"`, 'نص');
  }, face);
  expect(arabicFaceCoversArabic).toBe(true);

  // Its styles link to the style route, which opens with that style chosen in the tester.
  const bold = page.locator('.family-styles__line').getByRole('link', { name: 'Noto Sans Bold' });
  await bold.click();
  await expect(page).toHaveURL(/\/fonts\/noto-sans\/arabic\/bold$/);
  // The tester's style picker (a ui Select) is a button named by the chosen style and its label.
  await expect(page.getByRole('button', { name: /\bStyle$/ })).toHaveAccessibleName('Bold Style');
  await expect(tester(page)).toHaveCSS('font-weight', '700');
  await expect(tester(page)).toHaveAttribute('dir', 'rtl');
});

test('an unknown encoding or style of a family is 404', async ({ page }) => {
  expect((await page.goto('/fonts/noto-sans/klingon'))?.status()).toBe(404);
  expect((await page.goto('/fonts/noto-sans/arabic/no-such-style'))?.status()).toBe(404);
  expect((await page.goto('/fonts/vollkorn/arabic'))?.status()).toBe(404);
});

test('quick view on /fonts: previous/next within the list, neighbours preloaded, Escape closes', async ({
  page,
}) => {
  await page.goto('/fonts');
  const cards = page.locator('article.family-card');
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(3);
  const titles = await cards.locator('.family-card__sample').allTextContents();
  const count = titles.length;

  const opener = cards.nth(1).getByRole('button', { name: `Quick view of ${titles[1]}` });
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(titles[1] as string);
  await expect(dialog).toContainText(`2 of ${count}`);

  // The neighbours' faces are loaded before they are shown: a last style is used nowhere on the list,
  // so it is loaded only for the quick view of index 0 or 2, never for index 3.
  const lastFaces = await lastStyleFaces(
    await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-family') ?? '')),
  );
  // A fresh API cuts each style's preview subsets on its first request: 36 styles take a while.
  await expect.poll(() => faceStatus(page, lastFaces[0] as string), { timeout: 45_000 }).toBe('loaded');
  await expect.poll(() => faceStatus(page, lastFaces[2] as string), { timeout: 45_000 }).toBe('loaded');
  expect(await faceStatus(page, lastFaces[3] as string)).toBe('unloaded');

  await page.getByRole('button', { name: 'Next font' }).click();
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(titles[2] as string);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(titles[0] as string);
  // The first family: previous stops here.
  await expect(page.getByRole('button', { name: 'Previous font' })).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(titles[1] as string);

  // Focus stays inside the dialog.
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
