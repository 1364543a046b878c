import { chromium } from '@playwright/test';
const base = 'http://localhost:3210';
const pages = [
  ['posters', '/posters'],
  ['product', '/product/weights-poster-inter'],
  ['help', '/help'],
  ['handwriting', '/handwriting'],
  ['search', '/search/Inter'],
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h, tag] of [[1440, 900, 'desktop'], [390, 844, 'phone']]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  for (const [name, path] of pages) {
    await page.goto(base + path, { timeout: 120000 });
    await page.waitForLoadState('networkidle', { timeout: 60000 }).catch(() => {});
    await page.screenshot({ path: `/tmp/uiforms-shots/${name}-${tag}.png` });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(name, tag, 'scrollWidth', width);
  }
  await page.close();
}
await browser.close();
