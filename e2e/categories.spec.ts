import { expect, type Locator, type Page, test } from '@playwright/test';

/**
 * The load status of the @font-face a sample names in data-font-family: 'loaded' once a subset file
 * holding the sample's characters parsed (the face is declared once per Unicode subset; the subsets
 * of other scripts stay unloaded).
 */
async function faceStatus(page: Page, sample: Locator): Promise<string> {
  const face = await sample.getAttribute('data-font-family');
  expect(face).toBeTruthy();
  return page.evaluate(async (family) => {
    await document.fonts.ready;
    const statuses: string[] = [];
    document.fonts.forEach((font) => {
      if (font.family.replace(/^["']|["']$/g, '') === family) statuses.push(font.status);
    });
    if (statuses.length === 0) return 'missing';
    return statuses.includes('loaded') ? 'loaded' : statuses.join(',');
  }, face);
}

test('the category pages list their families in their own fonts, linked from /fonts', async ({ page }) => {
  // The first server render of a fresh shop on a loaded machine can take a while (every family's
  // prices and faces are read cold).
  test.setTimeout(120_000);
  await page.goto('/fonts', { timeout: 90_000 });
  const categories = page.getByRole('navigation', { name: 'Font categories' });
  await categories.getByRole('link', { name: 'Variable fonts' }).click();

  await expect(page).toHaveURL(/\/fonts\/variable$/);
  await expect(page).toHaveTitle('Foundry – Variable fonts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Variable fonts');
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Variable');
  const inter = page.locator('li.category-family').filter({ has: page.locator('[data-family="inter"]') });
  await expect(inter.locator('[data-axis="wght"]').first()).toContainText('wght');
  await expect(inter.locator('[data-axis="opsz"]').first()).toContainText('14–32');
  // Vollkorn has static styles only: it is not on this page.
  await expect(page.locator('article[data-family="vollkorn"]')).toHaveCount(0);
  const sample = inter.locator('.family-card__sample');
  await expect.poll(() => faceStatus(page, sample)).toBe('loaded');

  await page.goto('/fonts/global');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Global fonts');
  const group = page.getByRole('region', { name: /Global Sans/ });
  await expect(group.locator('article.family-card')).toHaveCount(2);
  await expect(group.locator('article[data-family="noto-sans"]')).toBeVisible();
  await expect(group.locator('article[data-family="inter"]')).toBeVisible();
});

test('optical sizes and smart fonts; an unknown category is a 404 and the family pages still answer', async ({
  page,
}) => {
  await page.goto('/fonts/optical-sizes');
  await expect(page.locator('.family-group__optical-size').first()).toContainText(/For \d+–\d+ pt/);

  await page.goto('/fonts/smart');
  await expect(page.locator('article[data-family="inter"]')).toBeVisible();
  await expect(page.locator('article[data-family="bootstrap-icons"]')).toHaveCount(0);

  // An unknown category is no page; the static category segments leave the family pages alone.
  expect((await page.goto('/fonts/no-such-category'))?.status()).toBe(404);
  // The family page's own check is family-page.spec.ts; here only the route matters, not its assets.
  await page.goto('/fonts/vollkorn', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Vollkorn');
});

test('custom fonts: from the list to a case study with its families and the enquiry link', async ({
  page,
}) => {
  await page.goto('/fonts/custom');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom fonts');
  const enquire = page.getByRole('link', { name: 'Write to us about a custom font' });
  await expect(enquire).toHaveAttribute('href', /^mailto:.+\?subject=Custom%20font%20enquiry$/);
  const cards = page.locator('article.case-study-card');
  await expect(cards).toHaveCount(3);
  // The cover is a picture the API rendered in the family's own font, and it loads.
  const cover = cards.first().getByRole('img');
  await expect(cover).toHaveJSProperty('complete', true);
  expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await cards.filter({ hasText: 'Inter with Arabic' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/fonts\/custom\/inter-arabic-companion$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inter with Arabic');
  // The trail names the case study by its title, not by its slug's words.
  const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Inter with Arabic');
  await expect(page.getByText(/demo content/)).toBeVisible();
  const families = page.getByRole('region', { name: 'Families' });
  await expect(families.locator('article.family-card')).toHaveCount(2);
  await families.locator('article[data-family="noto-sans"] a').first().click();
  await expect(page).toHaveURL(/\/fonts\/noto-sans$/);
  // A family's slug is not its name either: the last crumb is the family's title.
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Noto Sans');

  const missing = await page.goto('/fonts/custom/no-such-study');
  expect(missing?.status()).toBe(404);
});

test('/testing: a family name typed before the page hydrated filters the list once it has', async ({
  page,
}) => {
  // The page's scripts are held back until the name is typed into the server-rendered field.
  let releaseScripts = () => {};
  const scriptsReleased = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route('**/_next/static/**/*.js', async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  await page.goto('/testing', { waitUntil: 'domcontentloaded' });
  const picker = page.getByRole('combobox', { name: 'Add a family' });
  await picker.fill('vollk');
  await expect(page.getByRole('option')).toHaveCount(0);

  releaseScripts();
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option', { name: 'Vollkorn' })).toBeVisible();
  await expect(picker).toHaveValue('vollk');
  // The list is React's now: Enter adds the family.
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(page.locator('.testing-row h2')).toHaveText(['Vollkorn']);
});

test('/testing: add two families with the keyboard, type a text, see both rows in their fonts, share the address', async ({
  page,
}) => {
  await page.goto('/testing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Type testing');
  const picker = page.getByRole('combobox', { name: 'Add a family' });

  // Focus opens the whole list, where families other journeys upload come first; typing filters it
  // (also when typed before the page hydrated: the next journey).
  await picker.fill('vollk');
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option', { name: 'Vollkorn' })).toBeVisible();
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Vollkorn added.' })).toBeAttached();

  await picker.fill('source');
  await expect(page.getByRole('option')).toHaveCount(2);
  await picker.press('ArrowDown');
  await picker.press('ArrowDown');
  const secondOption = page.getByRole('option').nth(1);
  await expect(picker).toHaveAttribute(
    'aria-activedescendant',
    (await secondOption.getAttribute('id')) ?? '',
  );
  const second = await secondOption.textContent();
  await picker.press('Enter');

  await page.getByLabel('Your text').fill('Hamburgefonstiv 0123');
  const rows = page.locator('.testing-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.locator('h2')).toHaveText(['Vollkorn', second ?? '']);
  for (const index of [0, 1]) {
    const text = rows.nth(index).locator('.testing-row__text');
    await expect(text).toHaveText('Hamburgefonstiv 0123');
    await expect(rows.nth(index)).toHaveAttribute('data-font-state', 'Loaded');
    await expect.poll(() => faceStatus(page, text)).toBe('loaded');
    const face = (await text.getAttribute('data-font-family')) as string;
    expect(await text.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(face);
  }
  // The two rows are set in two different faces.
  const faces = await rows
    .locator('.testing-row__text')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-font-family')));
  expect(new Set(faces).size).toBe(2);

  // The address holds the state: opening it again shows the same rows and text.
  await expect(page).toHaveURL(/families=vollkorn,source-/);
  await expect(page).toHaveURL(/text=Hamburgefonstiv/);
  const shared = page.url();
  await page.goto('about:blank');
  await page.goto(shared);
  await expect(page.locator('.testing-row')).toHaveCount(2);
  await expect(page.locator('.testing-row__text').first()).toHaveText('Hamburgefonstiv 0123');

  await page.getByRole('button', { name: 'Remove Vollkorn' }).click();
  await expect(page.locator('.testing-row')).toHaveCount(1);
  await expect(page).not.toHaveURL(/vollkorn/);
});
