import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, expect, type Page, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium-launch-options.ts';
import { webURL } from '../support/urls.ts';
import { AUDIT_DIR, saveRow } from './audit-report.ts';
import { AUDIT_GOALS, AUDITED_PAGES, AUDITED_WALKS } from './audited-pages.ts';
import { type LighthouseScores, runLighthouse, snapshotAccessibility } from './run-lighthouse.ts';

// One test per page: axe (WCAG 2.1 A and AA) in Playwright's Chromium, then Lighthouse in a Chromium of
// its own; one test per walk through pages reached by steps, audited on the way with axe and
// Lighthouse's snapshot of the same browser. The table of the run is written by the global teardown
// (audit-report.ts).

/** Lighthouse's whole report of each page loaded by address, as audit/lighthouse/<page>.json. */
const LIGHTHOUSE_DIR = join(AUDIT_DIR, 'lighthouse');

test.beforeAll(() => {
  if (test.info().workerIndex !== 0) return;
  rmSync(join(AUDIT_DIR, 'pages'), { recursive: true, force: true });
  rmSync(LIGHTHOUSE_DIR, { recursive: true, force: true });
});

/** axe's WCAG 2.1 A and AA rules on the page as it is: the rules broken, with how many elements. */
async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // React Aria's live announcer keeps each announcement for 7 s; one of a chosen option is labelled by
    // the option, which is gone once its list closes: it was read while the option existed.
    .exclude('[data-live-announcer]')
    .analyze();
  return axe.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
}

/** Saves the page's row of the table and checks it against the goals (soft: every page is reported). */
function record(order: number, name: string, axe: string[], scores: LighthouseScores) {
  saveRow({
    order,
    name,
    performance: scores.performance,
    accessibility: scores.accessibility,
    axe: [...axe, ...scores.failedAccessibility.map((id) => `lighthouse:${id}`)],
    scriptKb: Math.round(scores.scriptBytes / 1024),
    error: scores.error,
  });
  expect.soft(scores.error, `${name}: Lighthouse could not score the page`).toBeUndefined();
  expect.soft(axe, `${name}: axe violations`).toEqual([]);
  expect
    .soft(
      scores.accessibility,
      `${name}: Lighthouse accessibility (${scores.failedAccessibility.join(', ')})`,
    )
    .toBeGreaterThanOrEqual(AUDIT_GOALS.accessibility);
  if (scores.performance !== null)
    expect
      .soft(scores.performance, `${name}: Lighthouse performance`)
      .toBeGreaterThanOrEqual(AUDIT_GOALS.performance);
}

for (const [order, [name, pathPattern]] of AUDITED_PAGES.entries()) {
  test(name, async ({ page }) => {
    let path = pathPattern;
    if (path === '{story}') {
      await page.goto('/blog');
      path = (await page.locator('main a[href^="/blog/"]').first().getAttribute('href')) ?? '/blog';
    }
    await page.goto(path);
    await page.waitForLoadState('load');
    const axe = await axeViolations(page);
    const report = { dir: LIGHTHOUSE_DIR, name: name.replaceAll(' ', '-') };
    record(order, name, axe, await runLighthouse(`${webURL}${path}`, report));
  });
}

/** A free local port for the walk's browser to listen for DevTools on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

for (const [walkIndex, [walkName, walk]] of AUDITED_WALKS.entries()) {
  test(walkName, async () => {
    test.setTimeout(600_000);
    const port = await freePort();
    const options = chromiumLaunchOptions();
    const browser = await chromium.launch({
      ...options,
      args: [...(options.args ?? []), `--remote-debugging-port=${port}`],
    });
    try {
      const context = await browser.newContext({ baseURL: webURL, viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      let step = 0;
      await walk(page, async (name) => {
        await page.waitForLoadState('load');
        const axe = await axeViolations(page);
        const scores = await snapshotAccessibility(port, page.url());
        record(AUDITED_PAGES.length + walkIndex * 20 + step, name, axe, scores);
        step += 1;
      });
    } finally {
      await browser.close();
    }
  });
}
