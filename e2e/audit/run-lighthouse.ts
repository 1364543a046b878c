import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../support/chromium-launch-options.ts';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** Compressed bytes of the page's JavaScript as Lighthouse counted them. */
  scriptBytes: number;
  /** Why Lighthouse could not score the page (a load that never painted, a timeout), if it could not. */
  error?: string;
}

/**
 * Lighthouse's default run (a mid-range phone on a throttled network, simulated) in a Chromium of
 * its own, so that the audited page shares no cache with anything before it.
 */
export async function runLighthouse(url: string): Promise<LighthouseScores> {
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
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const items = (
      audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
    )?.items;
    return {
      error: result.lhr.runtimeError?.message,
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      scriptBytes: items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    };
  } finally {
    chrome.kill();
  }
}
