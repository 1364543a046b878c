import type { LaunchOptions } from '@playwright/test';
import { findChromium, NO_CHROMIUM_MESSAGE } from '../../scripts/lib/find-chromium.mjs';

// Quiet, offline-friendly flags: no sandbox (containers run as root), no GPU, and none of the
// background traffic (updates, sync, QUIC) that fails or hangs on machines without internet.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Debian's Chromium when present, else Playwright's own; throws the install hint when neither is. */
export function chromiumLaunchOptions(): LaunchOptions {
  const browser = findChromium();
  if (!browser) throw new Error(NO_CHROMIUM_MESSAGE);
  return browser.executablePath ? { executablePath: browser.executablePath, args: ARGS } : { args: ARGS };
}
