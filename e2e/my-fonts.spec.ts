import { expect, test } from '@playwright/test';
import { buyFamilyThroughApi, newCustomerEmail, signUpInBrowser } from './support/account-journey.ts';
import { fontsIn } from './support/font-files.ts';
import { downloadZip } from './support/shop-journey.ts';

// Acceptance: "my fonts". A new customer buys Noto Sans in Latin and Arabic under a desktop licence
// (through the real API with the browser's session), finds it under My Fonts with its licence, and
// downloads the Arabic fonts only: WOFF2 and desktop files fontkit reads. The trial tab, e-books and
// fonts in development show their empty or club-only states.

const email = newCustomerEmail('my-fonts');

test.describe('my fonts', () => {
  test.setTimeout(240_000);

  test('a bought family with its licence, downloaded in one encoding; trials, e-books and development states', async ({
    page,
  }) => {
    await signUpInBrowser(page, { email });
    await buyFamilyThroughApi(page, { familyUrl: 'noto-sans', encodingUrls: ['latin', 'arabic'] });

    await page
      .getByRole('navigation', { name: 'Account menu' })
      .getByRole('link', { name: 'My Fonts' })
      .click();
    await expect(page).toHaveURL(/\/my_account\/fonts$/);
    const noto = page.getByRole('article', { name: 'Noto Sans' });
    await expect(noto).toContainText('Purchased');
    await expect(noto).toContainText('Desktop');
    await expect(noto).toContainText('perpetual');
    await expect(noto).toContainText(/Encodings: (Arabic, Latin|Latin, Arabic)/);

    // Arabic only: untick Latin, then download.
    await noto.getByRole('checkbox', { name: 'Latin' }).uncheck();
    const zip = await downloadZip(page, () =>
      noto.getByRole('button', { name: 'Download the fonts of Noto Sans' }).click(),
    );
    const names = Object.keys(zip);
    expect(names.some((name) => name.startsWith('Noto Sans/Arabic/web/') && name.endsWith('.woff2'))).toBe(
      true,
    );
    expect(names.some((name) => name.includes('/Latin/'))).toBe(false);
    const desktop = fontsIn(zip);
    expect(desktop.length).toBeGreaterThan(0);
    for (const { font } of desktop) {
      expect((font as unknown as { familyName: string }).familyName).toMatch(/Noto Sans/);
      expect(font.hasGlyphForCodePoint(0x0627)).toBe(true);
    }
    expect(names.some((name) => /^License-order-\d+\.pdf$/.test(name))).toBe(true);

    // The trial tab: none taken yet; the choice stays in the address.
    await page.getByRole('button', { name: 'Trials' }).click();
    await expect(page).toHaveURL(/\/my_account\/fonts\?show=trial$/);
    await expect(page.getByText('You have not downloaded any trial fonts yet.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Trials' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/my_account/ebooks');
    await expect(page.getByText('You have not bought any e-books yet.')).toBeVisible();
    await page.goto('/my_account/development');
    await expect(page.getByText('Fonts in development are shown to club members only.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join the club' })).toHaveAttribute(
      'href',
      '/my_account/club',
    );
  });
});
