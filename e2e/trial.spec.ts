import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { fontsIn } from './support/font-files.ts';

/** Clicks the button, waits for the browser's download, and opens the ZIP. */
async function downloadTrial(page: Page, scope: Locator, buttonName: string) {
  const downloadStarted = page.waitForEvent('download', { timeout: 60_000 });
  await scope.getByRole('button', { name: buttonName, exact: true }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/-trial-limited\.zip$/);
  const path = await download.path();
  return unzipSync(new Uint8Array(readFileSync(path)));
}

test('the family page lists supported languages and downloads a valid trial font', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/fonts/vollkorn');
  const languages = page.getByRole('region', { name: 'Supported languages' });
  // The names are read when the section comes near the viewport (docs/family-page.md).
  await languages.scrollIntoViewIfNeeded();
  await expect(languages.getByRole('region', { name: 'Latin' })).toContainText('German', { timeout: 30_000 });

  const zip = await downloadTrial(page, page.locator('body'), 'Download trial of Vollkorn');
  expect(Object.keys(zip)).toContain('TRIAL-LICENSE.txt');
  const fonts = fontsIn(zip);
  expect(fonts.length).toBeGreaterThan(0);
  for (const { font } of fonts) {
    expect(font.familyName).toMatch(/^Vollkorn Trial/);
    expect(font.hasGlyphForCodePoint('A'.codePointAt(0) as number)).toBe(true);
    // A limited trial: Basic Latin only.
    expect(font.hasGlyphForCodePoint('é'.codePointAt(0) as number)).toBe(false);
  }
  await expect(page.getByRole('region', { name: 'Try the fonts' }).getByRole('status')).toContainText(
    'Your trial is downloading.',
  );
});

test('/fonts/try lists the families with a trial, each with its button', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/fonts/try');
  await expect(page.getByRole('heading', { level: 1, name: 'Try our fonts' })).toBeVisible();
  const geist = page.locator('[data-family="geist"]');
  await expect(geist.getByRole('link', { name: 'Geist', exact: true })).toBeVisible();
  const zip = await downloadTrial(page, geist, 'Download trial of Geist');
  const fonts = fontsIn(zip);
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts[0]?.font.familyName).toMatch(/^Geist Trial/);
});
