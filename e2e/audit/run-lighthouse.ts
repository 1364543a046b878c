import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result, snapshot } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumLaunchOptions } from '../support/chromium-launch-options.ts';

export interface LighthouseScores {
  /** Null in a snapshot, which has no page load to measure. */
  performance: number | null;
  accessibility: number;
  /** The accessibility audits that failed, by id: what to fix when the score is below 100. */
  failedAccessibility: string[];
  /** Compressed bytes of the page's JavaScript as Lighthouse counted them. */
  scriptBytes: number;
  /** Why Lighthouse could not score the page (a load that never painted, a timeout), if it could not. */
  error?: string;
}

function scoresOf(lhr: Result): LighthouseScores {
  const { categories, audits } = lhr;
  const items = (
    audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const failedAccessibility = (categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return {
    error: lhr.runtimeError?.message,
    performance: categories.performance ? Math.round((categories.performance.score ?? 0) * 100) : null,
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    failedAccessibility,
    scriptBytes: items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
  };
}

/**
 * Lighthouse's default run (a mid-range phone on a throttled network, simulated) in a Chromium of
 * its own, so that the audited page shares no cache with anything before it. With `reportDir`, the
 * whole report is kept there as `<name>.json` (open it in the Lighthouse viewer): a score says what,
 * the report says why (the LCP element and its phases, the long tasks, the shifts).
 */
export async function runLighthouse(
  url: string,
  report?: { dir: string; name: string },
): Promise<LighthouseScores> {
  const { executablePath, args = [] } = chromiumLaunchOptions();
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', ...args],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The not-found page answers 404 as it should; it is audited like any other page.
      ignoreStatusCode: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (report) {
      mkdirSync(report.dir, { recursive: true });
      writeFileSync(join(report.dir, `${report.name}.json`), JSON.stringify(result.lhr));
    }
    return scoresOf(result.lhr);
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's accessibility audits on a page as it stands now (snapshot mode), in the browser
 * listening for DevTools on `debuggingPort`: for states reached by steps, which a new load would lose.
 */
export async function snapshotAccessibility(debuggingPort: number, url: string): Promise<LighthouseScores> {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${debuggingPort}`,
    defaultViewport: null,
  });
  try {
    const page = (await browser.pages()).find((candidate) => candidate.url() === url);
    if (!page) throw new Error(`No open page at ${url}`);
    const result = await snapshot(page, {
      config: { extends: 'lighthouse:default', settings: { onlyCategories: ['accessibility'] } },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return scoresOf(result.lhr);
  } finally {
    await browser.disconnect();
  }
}
