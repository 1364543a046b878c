import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';
import { e2ePorts } from '../../scripts/lib/e2e-ports.mjs';
import { apiURL, E2E_REVALIDATE_TOKEN, webURL } from './urls.ts';

type WebServer = NonNullable<Exclude<PlaywrightTestConfig['webServer'], unknown[]>>;

// One fresh database per run, never ./data. Playwright loads this config in the runner and again
// in every worker: the runner creates the folder and hands it down through the environment.
function freshDataDir(): string {
  const inherited = process.env.E2E_DATA_DIR;
  if (inherited) return inherited;
  const dir = mkdtempSync(join(tmpdir(), 'foundry-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * The whole shop, started by the same `scripts/start.mjs` as `npm start` (so the journeys test the
 * real start path: build if stale, migrate, seed, API, web) on its own ports and data.
 */
export function shopWebServer(): WebServer {
  const { webPort, apiPort, adminPort } = e2ePorts(process.env);
  return {
    name: 'shop',
    command: 'node scripts/start.mjs',
    cwd: '..',
    env: {
      PORT: String(webPort),
      API_PORT: String(apiPort),
      ADMIN_PORT: String(adminPort),
      DATA_DIR: freshDataDir(),
      PUBLIC_URL: webURL,
      API_URL: apiURL,
      DATABASE_URL: '', // empty means unset to start.mjs: the journeys run on PGlite
      NEXT_TELEMETRY_DISABLED: '1',
      // Types are checked once by npm test's types stage, not again by this build.
      NEXT_SKIP_TYPECHECK: '1',
      // The shop's output is shown (a failed build explains itself there); request logs are not.
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      // The API tells the web server which cached pages changed (POST /api/revalidate).
      REVALIDATE_TOKEN: E2E_REVALIDATE_TOKEN,
      WEB_REVALIDATE_URL: `${webURL}/api/revalidate`,
    },
    // start.mjs prints this once both the API and the web site answer.
    wait: { stdout: /The shop is running/ },
    // A first run builds the web app and seeds the demo catalogue.
    timeout: 10 * 60_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  };
}
