import * as Sentry from '@sentry/nextjs';
import { setErrorReporter } from './error-reporter.ts';
import { sharedSentryOptions, TUNNEL_PATH } from './sentry-options.ts';

/** Starts the browser SDK; loaded (as its own chunk) only when a DSN is configured. */
/** `overrides` lets a test plug in a capturing transport or a fixed sample rate. */
export function initBrowserReporting(
  dsn: string,
  onReported?: () => void,
  overrides: Partial<Sentry.BrowserOptions> = {},
): void {
  const shared = sharedSentryOptions(dsn);
  Sentry.init({
    ...shared,
    tunnel: TUNNEL_PATH,
    beforeSend(event, hint) {
      const kept = shared.beforeSend(event, hint);
      if (kept) onReported?.();
      return kept;
    },
    ...overrides,
  });
  setErrorReporter((error, extra) => {
    Sentry.captureException(error, { extra });
  });
}
