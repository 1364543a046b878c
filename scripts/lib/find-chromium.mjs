import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found: install it with `apt-get install -y chromium` (Debian/Ubuntu) or `npx playwright install chromium`.';

function playwrightChromium() {
  try {
    const require = createRequire(new URL('../../e2e/package.json', import.meta.url));
    return require('playwright-core').chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * The browser the journeys run in: Debian's Chromium when installed, else the one Playwright
 * downloaded (`executablePath` undefined lets Playwright pick its own build), else null.
 * @param {{ exists?: (path: string) => boolean, downloadedPath?: () => string | undefined }} [probe]
 *   where to look; tests replace it
 * @returns {{ executablePath: string | undefined, description: string } | null}
 */
export function findChromium({ exists = existsSync, downloadedPath = playwrightChromium } = {}) {
  if (exists(SYSTEM_CHROMIUM)) return { executablePath: SYSTEM_CHROMIUM, description: SYSTEM_CHROMIUM };
  const downloaded = downloadedPath();
  if (downloaded && exists(downloaded)) {
    return { executablePath: undefined, description: `Playwright's Chromium (${downloaded})` };
  }
  return null;
}
