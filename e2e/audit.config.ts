import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium-launch-options.ts';
import { shopWebServer } from './support/shop-web-server.ts';
import { webURL } from './support/urls.ts';

// `npm run audit`: axe and Lighthouse (mobile) on the public pages; the table goes to audit/ and the
// run fails below the goals of docs/performance.md. Scores mean something only on a quiet machine.
export default defineConfig({
  testDir: 'audit',
  testMatch: '**/*.audit.ts',
  outputDir: 'test-results/audit',
  reporter: [['list']],
  timeout: 180_000,
  workers: 1,
  // The walks through the cart and checkout wait for the server's prices and steps.
  expect: { timeout: 30_000 },
  use: { baseURL: webURL, launchOptions: chromiumLaunchOptions(), viewport: { width: 1440, height: 900 } },
  globalTeardown: './audit/audit-report.ts',
  webServer: shopWebServer(),
});
