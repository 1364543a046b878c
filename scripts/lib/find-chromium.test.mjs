import { describe, expect, it } from 'vitest';
import { findChromium, SYSTEM_CHROMIUM } from './find-chromium.mjs';

const DOWNLOADED = '/root/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';
const onDisk = (...paths) => ({ exists: (path) => paths.includes(path), downloadedPath: () => DOWNLOADED });

describe('findChromium', () => {
  it("prefers Debian's Chromium", () => {
    expect(findChromium(onDisk(SYSTEM_CHROMIUM, DOWNLOADED))).toEqual({
      executablePath: SYSTEM_CHROMIUM,
      description: SYSTEM_CHROMIUM,
    });
  });

  it("falls back to Playwright's download and lets Playwright launch it", () => {
    expect(findChromium(onDisk(DOWNLOADED))).toEqual({
      executablePath: undefined,
      description: `Playwright's Chromium (${DOWNLOADED})`,
    });
  });

  it('finds nothing when neither is on disk or Playwright is not installed', () => {
    expect(findChromium(onDisk())).toBeNull();
    expect(findChromium({ exists: () => false, downloadedPath: () => undefined })).toBeNull();
  });
});
