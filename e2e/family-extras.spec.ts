import { expect, test } from '@playwright/test';
import { chooseOption } from './support/address-form.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('Inter’s page: share the tester and open the link, an OpenType pair that changes width, the weight calculator', async ({
  page,
}) => {
  // The first visit parses Inter's files for the glyph grid and the OpenType samples: on a busy machine
  // that can take longer than a journey's usual 30 s.
  test.setTimeout(150_000);
  await page.goto('/fonts/inter', { timeout: 90_000 });
  const tester = page.getByRole('textbox', { name: 'Text to try' });
  await expect(page.locator('.type-tester')).toHaveAttribute('data-font-state', 'Loaded');

  // Share: the text and size as they are at the click.
  await tester.fill('Shared by the journey 0123');
  await page.getByRole('slider', { name: /Size/ }).fill('120');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const link = page.getByRole('textbox', { name: 'Link to this setting' });
  await expect(link).toHaveValue(/\/fonts\/inter\?share=[A-Za-z0-9_-]{12}$/);
  const url = await link.inputValue();

  // Copy shows 'Copied' for 750 ms, and the clipboard holds the link.
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 2000 });

  // The link opens the page with the tester as it was shared, from the first render.
  const response = await page.goto(url);
  expect(await response?.text()).toContain('Shared by the journey 0123');
  await expect(tester).toHaveValue('Shared by the journey 0123');
  await expect(tester).toHaveCSS('font-size', '120px');

  // OpenType features: the tabular figures pair is set in the real font and the two halves differ in
  // width once the font is loaded (Inter's default figures are proportional).
  const section = page.getByRole('region', { name: 'OpenType features', exact: true });
  // The samples are read when the section nears the viewport.
  await section.scrollIntoViewIfNeeded();
  const tnum = section.locator('[data-feature="tnum"]');
  await expect(tnum.getByRole('heading', { name: /Tabular figures/ })).toBeVisible({ timeout: 30_000 });
  await tnum.scrollIntoViewIfNeeded();
  await page.evaluate(() => document.fonts.ready);
  const widthOf = (state: 'off' | 'on') =>
    tnum.locator(`[data-state="${state}"]`).evaluate((element) => element.getBoundingClientRect().width);
  await expect.poll(async () => Math.abs((await widthOf('on')) - (await widthOf('off')))).toBeGreaterThan(1);
  expect(
    await tnum
      .locator('[data-state="on"]')
      .evaluate((element) => getComputedStyle(element).fontFeatureSettings),
  ).toBe('"tnum"');

  // Weight calculator: the matching weight changes with size B, by keyboard.
  const calculator = page.getByRole('region', { name: 'Weight calculator' });
  await calculator.scrollIntoViewIfNeeded();
  const result = calculator.getByTestId('weight-result');
  const at48 = Number(await result.textContent());
  const sizeB = calculator.getByRole('textbox', { name: 'Size B (px)' });
  await sizeB.fill('96');
  await sizeB.press('Enter');
  await expect.poll(async () => Number(await result.textContent())).toBeLessThan(at48);
  await sizeB.focus();
  const at96 = Number(await result.textContent());
  await sizeB.press('ArrowDown');
  await expect(sizeB).toHaveValue('95');
  await chooseOption(calculator, 'Colours of B', 'Light on dark');
  await expect.poll(async () => Number(await result.textContent())).toBeLessThan(at96);
  // Sample B is set at the weight shown.
  const shown = await result.textContent();
  await expect(calculator.locator('[data-side="b"] .weight-calculator__text')).toHaveCSS(
    'font-variation-settings',
    `"wght" ${shown}`,
  );
});
