import { expect, test } from '@playwright/test';

// The demo story made of every block kind (docs/page-blocks.md), on a desktop and a phone.
for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the demo story shows every kind of block (${viewport.name})`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/articles/every-page-block');
    await expect(page.getByRole('heading', { level: 1, name: 'Every Page Block' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Weights of the demo family' })).toBeVisible();
    await expect(page.locator('pre code')).toContainText('font-weight: 100 900;');
    await expect(page.getByRole('list', { name: 'In figures' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.locator('video track[kind="captions"]')).toHaveAttribute(
      'src',
      '/media/demo-video.en.vtt',
    );
    await expect(page.getByRole('slider', { name: /Weight/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe' }).first()).toBeVisible();

    // The slideshow moves from the keyboard and says where it is.
    const slideshow = page.getByRole('region', { name: 'Three demo pictures' });
    await slideshow.getByRole('button', { name: 'Next picture' }).focus();
    await page.keyboard.press('Enter');
    await expect(slideshow.getByText('Slide 2 of 3', { exact: true })).toBeVisible();

    // Tabs move with the arrow keys.
    const formats = page.getByRole('tablist', { name: 'Formats' });
    await formats.getByRole('tab', { name: 'Desktop' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tabpanel')).toContainText('WOFF2 files');

    // Nothing wider than the window (the full-width picture included).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: testInfo.outputPath(`every-page-block-${viewport.name}.png`),
      fullPage: true,
    });
  });
}
