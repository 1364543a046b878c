import { expect, test } from '@playwright/test';
import { buyFamilyThroughApi, newCustomerEmail, signUpInBrowser } from './support/account-journey.ts';
import { fontsIn } from './support/font-files.ts';
import { downloadZip } from './support/shop-journey.ts';

// Acceptance: "save a font customisation and download its instance". A new customer buys Inter
// (the whole family, desktop licence) through the real API with the browser's session, moves the
// weight slider of the customiser, names and saves the position, and downloads a static TTF named
// after the customisation.

const email = newCustomerEmail('cutter');

test.describe('font customisation', () => {
  test.setTimeout(240_000);

  test('save a font customisation and download its instance', async ({ page }) => {
    await signUpInBrowser(page, { email });

    const interId = await buyFamilyThroughApi(page, { familyUrl: 'inter' });
    // My Fonts lists the family with its way into the customiser.
    await page.goto('/my_account/fonts');
    await page.getByRole('link', { name: 'Customise Inter' }).click();
    await expect(page).toHaveURL(new RegExp(`/my_account/fonts/${interId}/customisations$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Customise Inter' })).toBeVisible();
    await expect(page.getByText('You have no customisations of this family yet.')).toBeVisible();

    // The weight slider by keyboard: End to the heaviest, then twenty steps back.
    const weight = page.getByRole('slider', { name: /Weight/ });
    await weight.focus();
    await page.keyboard.press('End');
    for (let step = 0; step < 20; step += 1) await page.keyboard.press('ArrowLeft');
    await expect(weight).toHaveValue('880');
    const preview = page.getByTestId('customiser-preview');
    await expect(preview).toHaveCSS('font-variation-settings', /"wght" 880/);

    await page.getByLabel('Name', { exact: true }).fill('Display Heavy');
    await page.getByRole('button', { name: 'Save customisation' }).click();
    const saved = page.getByRole('listitem', { name: 'Display Heavy' });
    await expect(saved).toContainText('Weight 880');
    await expect(page.getByText('“Display Heavy” is saved.')).toBeVisible();

    const zip = await downloadZip(page, () =>
      saved.getByRole('button', { name: 'Download Display Heavy' }).click(),
    );
    expect(Object.keys(zip).sort()).toEqual([
      'Inter-Display-Heavy.ttf',
      'Inter-Display-Heavy.woff2',
      'README.txt',
    ]);
    const [ttf] = fontsIn(zip);
    const font = ttf?.font as unknown as {
      familyName: string;
      numGlyphs: number;
      directory: { tables: Record<string, unknown> };
      'OS/2': { usWeightClass: number };
    };
    expect(font.familyName).toBe('Inter Display Heavy');
    // Static: no variation axes left, every glyph kept, drawn at the saved weight.
    expect(font.directory.tables).not.toHaveProperty('fvar');
    expect(font.numGlyphs).toBeGreaterThan(2000);
    expect(font['OS/2'].usWeightClass).toBe(880);
  });
});
