import { readErrorReportingConfig } from './lib/error-reporting/error-reporting-config.ts';

type CaptureRequestError = (...args: unknown[]) => void;
let captureRequestError: CaptureRequestError | null = null;

/** Starts server-side error reporting when SENTRY_DSN is set at run time; otherwise nothing loads. */
export async function register(): Promise<void> {
  const config = readErrorReportingConfig();
  if (!config) return;
  const Sentry = await import('@sentry/nextjs');
  const { sharedSentryOptions } = await import('./lib/error-reporting/sentry-options.ts');
  const { setErrorReporter } = await import('./lib/error-reporting/error-reporter.ts');
  Sentry.init(sharedSentryOptions(config.dsn));
  setErrorReporter((error, extra) => {
    Sentry.captureException(error, { extra });
  });
  captureRequestError = Sentry.captureRequestError as CaptureRequestError;
}

/** Errors of server components, route handlers and actions (Next's hook). */
export function onRequestError(...args: unknown[]): void {
  captureRequestError?.(...args);
}
