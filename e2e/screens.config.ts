import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium-launch-options.ts';
import { shopWebServer } from './support/shop-web-server.ts';
import { webURL } from './support/urls.ts';

// `npm run screens`: desktop and phone screenshots of the buyer's path into screens/ (README).
// Not a journey: it asserts only that each page opened, so it is not part of `npm test`.
export default defineConfig({
  testDir: 'screens',
  testMatch: '**/*.screens.ts',
  outputDir: 'test-results/screens',
  reporter: [['list']],
  timeout: 120_000,
  workers: 1,
  // The cart and checkout wait for the server's prices and steps.
  expect: { timeout: 30_000 },
  use: { baseURL: webURL, launchOptions: chromiumLaunchOptions() },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: shopWebServer(),
});
