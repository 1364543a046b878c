import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium-launch-options.ts';
import { shopWebServer } from './support/shop-web-server.ts';
import { webURL } from './support/urls.ts';

const onCI = Boolean(process.env.CI);

// Journeys run against the built shop started by scripts/start.mjs; see support/shop-web-server.ts.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  forbidOnly: onCI,
  retries: onCI ? 1 : 0,
  workers: onCI ? 1 : undefined,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: webURL,
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() },
    },
  ],
  webServer: shopWebServer(),
});
