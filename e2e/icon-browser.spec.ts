import { expect, test } from '@playwright/test';
import { graphqlURL } from './support/urls.ts';

/** The code point the API reads for an icon of bootstrap-icons' first style. */
async function codePointOf(iconName: string): Promise<number> {
  const post = async (query: string, variables: Record<string, unknown>) => {
    const response = await fetch(graphqlURL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };
  const families = (await post(
    'query ($url: String!) { readFamilies(url: $url) { nodes { styles { id } } } }',
    {
      url: 'bootstrap-icons',
    },
  )) as { readFamilies: { nodes: { styles: { id: string }[] }[] } };
  const styleID = families.readFamilies.nodes[0]?.styles[0]?.id;
  const glyphs = (await post(
    'query ($styleID: ID!, $search: String) { readGlyphs(styleID: $styleID, search: $search, pageSize: 50) { nodes { name codePoint } } }',
    { styleID, search: iconName },
  )) as { readGlyphs: { nodes: { name: string; codePoint: number }[] } };
  const icon = glyphs.readGlyphs.nodes.find((node) => node.name === iconName);
  if (!icon) throw new Error(`bootstrap-icons has no ${iconName}`);
  return icon.codePoint;
}

test('an icon family: search the icons, open one and see its code point, suggest an icon', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const codePoint = `U+${(await codePointOf('alarm-fill')).toString(16).toUpperCase()}`;
  await page.goto('/fonts/bootstrap-icons');
  const browser = page.getByRole('region', { name: 'Icons', exact: true });
  await expect(browser).toBeVisible();
  // The text-centric glyph grid gives way to the icon browser.
  await expect(page.getByRole('heading', { name: 'Glyphs', exact: true })).toHaveCount(0);
  // An icon font has no letters: no text tester setting a Latin sample in a fallback font.
  await expect(page.getByRole('heading', { name: 'Type tester', exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Text to try' })).toHaveCount(0);
  const grid = browser.getByRole('list', { name: 'Icons' });
  await expect(grid.getByRole('button').first()).toBeVisible();

  await browser.getByLabel('Search icons').fill('alarm');
  const icon = grid.getByRole('button', { name: `alarm-fill ${codePoint}` });
  await expect(icon).toBeVisible();
  // Only icons named like the search are left (once the 200 ms debounce has run the search).
  const labels = () =>
    grid.getByRole('button').evaluateAll((cells) => cells.map((cell) => cell.ariaLabel ?? ''));
  await expect
    .poll(async () => {
      const shown = await labels();
      return shown.length >= 2 && shown.every((label) => label.includes('alarm'));
    })
    .toBe(true);
  // Drawn from the font: an SVG path from the icon's outline.
  expect(await icon.locator('path').getAttribute('d')).toMatch(/^M/);
  await icon.click();
  const detail = browser.getByRole('figure', { name: /alarm-fill/ });
  await expect(detail).toBeVisible();
  await expect(detail.getByText(codePoint, { exact: true })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Copy character' })).toBeVisible();

  await browser.getByLabel('Search icons').fill('no-such-icon-anywhere');
  await expect(browser.getByText('No icon is called “no-such-icon-anywhere”.')).toBeVisible();

  const suggest = page.getByRole('region', { name: 'Suggest an icon', exact: true });
  await suggest.getByLabel('Icon name').fill('paper-kite');
  await suggest.getByLabel('Description').fill('A kite folded from paper.');
  await suggest.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(suggest.getByLabel('Icon name')).toHaveValue('');
});
