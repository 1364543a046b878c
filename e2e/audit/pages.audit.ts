import { rmSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { webURL } from '../support/urls.ts';
import { AUDIT_DIR, saveRow } from './audit-report.ts';
import { AUDIT_GOALS, AUDITED_PAGES } from './audited-pages.ts';
import { runLighthouse } from './run-lighthouse.ts';

// One test per page: axe (WCAG 2.1 A and AA) in Playwright's Chromium, then Lighthouse in a Chromium of
// its own. The table of the run is written by the global teardown (audit-report.ts).

test.beforeAll(() => {
  if (test.info().workerIndex === 0) rmSync(join(AUDIT_DIR, 'pages'), { recursive: true, force: true });
});

for (const [order, [name, pathPattern]] of AUDITED_PAGES.entries()) {
  test(name, async ({ page }) => {
    let path = pathPattern;
    if (path === '{story}') {
      await page.goto('/blog');
      path = (await page.locator('main a[href^="/blog/"]').first().getAttribute('href')) ?? '/blog';
    }
    await page.goto(path);
    await page.waitForLoadState('load');
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const violations = axe.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
    const scores = await runLighthouse(`${webURL}${path}`);
    saveRow({
      order,
      name,
      performance: scores.performance,
      accessibility: scores.accessibility,
      axe: violations,
      scriptKb: Math.round(scores.scriptBytes / 1024),
      error: scores.error,
    });
    expect.soft(scores.error, 'Lighthouse could not score the page').toBeUndefined();
    expect.soft(violations, 'axe violations').toEqual([]);
    expect
      .soft(scores.accessibility, 'Lighthouse accessibility')
      .toBeGreaterThanOrEqual(AUDIT_GOALS.accessibility);
    expect.soft(scores.performance, 'Lighthouse performance').toBeGreaterThanOrEqual(AUDIT_GOALS.performance);
  });
}
