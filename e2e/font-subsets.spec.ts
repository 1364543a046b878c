import { expect, test } from '@playwright/test';
import { graphqlURL } from './support/urls.ts';

interface FamilyFiles {
  styles: { fontURL: string; subsets: { url: string }[] }[];
  variableFonts: { fontURL: string; subsets: { url: string }[] }[];
}

/** Every preview subset URL of a family, as the API lists them (fontURL is one of them). */
async function fontFilesOf(url: string): Promise<{ subsets: string[] }> {
  const response = await fetch(graphqlURL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query ($url: String!) { readFamilies(url: $url, pageSize: 1) { nodes {
        styles { fontURL subsets { url } } variableFonts { fontURL subsets { url } } } } }`,
      variables: { url },
    }),
  });
  const body = (await response.json()) as { data: { readFamilies: { nodes: FamilyFiles[] } } };
  const family = body.data.readFamilies.nodes[0];
  if (!family) throw new Error(`no family ${url}`);
  const fonts = [...family.styles, ...family.variableFonts];
  return { subsets: fonts.flatMap((font) => [font.fontURL, ...font.subsets.map((subset) => subset.url)]) };
}

const subsetId = (url: string) => /\/([a-z0-9-]+)\.woff2$/.exec(url)?.[1];

/** A request for a stored font file (never answered: pages load preview cuts). */
const isStoredFont = (url: string) => /\/files\/.*\.(?:woff2?|ttf|otf)$/.test(url);

test('a Latin family page loads the Latin subsets of its fonts, no Cyrillic or Greek ones and no complete file', async ({
  page,
}) => {
  // Subsets are cut on their first request: a first visit may wait for several cuts.
  test.setTimeout(120_000);
  const inter = await fontFilesOf('inter');
  const interSubsets = new Set(inter.subsets);
  expect([...interSubsets].map(subsetId)).toEqual(expect.arrayContaining(['latin', 'cyrillic', 'greek']));

  const requested: string[] = [];
  const loaded: string[] = [];
  const completeFiles: string[] = [];
  page.on('request', (request) => {
    if (interSubsets.has(request.url())) requested.push(request.url());
    if (isStoredFont(request.url())) completeFiles.push(request.url());
  });
  page.on('response', (response) => {
    if (interSubsets.has(response.url()) && response.ok()) loaded.push(response.url());
  });

  await page.goto('/fonts/inter');
  await expect(page.getByRole('heading', { level: 1, name: 'Inter' })).toBeVisible();
  // The tester sets its sample in Inter; wait until the browser has every font the page uses.
  await expect(page.locator('.type-tester__text')).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await document.fonts.ready).status), { timeout: 90_000 })
    .toBe('loaded');
  await expect.poll(() => loaded.length, { timeout: 90_000 }).toBeGreaterThan(0);

  const ids = new Set(requested.map(subsetId));
  expect(ids).toContain('latin');
  for (const other of ['cyrillic', 'cyrillic-ext', 'greek', 'greek-ext']) expect(ids).not.toContain(other);
  // Every face the page uses came as its Latin file: one latin subset per face at least.
  expect(requested.filter((url) => subsetId(url) === 'latin').length).toBeGreaterThan(1);
  // Other subsets load only for characters the page shows (OpenType feature samples set arrows,
  // fractions and accented letters); the complete files are for downloads, not for the page.
  expect(completeFiles).toEqual([]);
});

test('the /fonts list sets each card in the Latin subset of its style, never the complete file', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const inter = await fontFilesOf('inter');
  const interSubsets = new Set(inter.subsets);
  const requested: string[] = [];
  const completeFiles: string[] = [];
  page.on('request', (request) => {
    if (interSubsets.has(request.url())) requested.push(request.url());
    if (isStoredFont(request.url())) completeFiles.push(request.url());
  });

  await page.goto('/fonts');
  const card = page.locator('article[data-family="inter"]');
  await expect(card).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await document.fonts.ready).status), { timeout: 90_000 })
    .toBe('loaded');
  // Inter's card name is Latin: its face comes as the Latin subset only.
  await expect.poll(() => requested.map(subsetId), { timeout: 90_000 }).toContain('latin');
  for (const other of ['cyrillic', 'cyrillic-ext', 'greek', 'greek-ext']) {
    expect(requested.map(subsetId)).not.toContain(other);
  }
  expect(completeFiles).toEqual([]);
});
