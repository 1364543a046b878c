import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page, TestInfo } from '@playwright/test';

/** screens/ at the repository's root; README names it. */
export const SCREENS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../screens');

/** Lets web fonts and images settle: the shots are for people, who see the page after that. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

/**
 * Saves what the viewport shows as screens/<project>/<name>.png; with `at`, scrolled so that the
 * element starts at the top of the viewport.
 */
export async function shoot(page: Page, testInfo: TestInfo, name: string, at?: Locator) {
  await settle(page);
  if (at) {
    await at.scrollIntoViewIfNeeded();
    await at.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await page.waitForTimeout(200);
  }
  const path = join(SCREENS_DIR, testInfo.project.name, `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path });
}
