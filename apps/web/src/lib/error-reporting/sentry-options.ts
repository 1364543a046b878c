import { ERROR_REPORT_SAMPLE_RATE, PAGE_SPEED_SAMPLE_RATE, stripVariables } from '@foundry/domain';
import { isIgnoredError } from './is-ignored-error.ts';

/** The browser posts its envelopes here (same host), and the route forwards them to the ingest API. */
export const TUNNEL_PATH = '/monitoring';

interface EventHint {
  originalException?: unknown;
}

/** Drops ignored errors and strips the secret variables wherever they sit in the event. */
export function beforeSend<E extends object>(event: E, hint: EventHint = {}): E | null {
  if (isIgnoredError(event, hint.originalException)) return null;
  return stripVariables(event);
}

/** Options both runtimes share (docs/limits-and-timing.md: 50 % sampling, ignore rules, stripped variables). */
export function sharedSentryOptions(dsn: string) {
  return {
    dsn,
    sampleRate: ERROR_REPORT_SAMPLE_RATE,
    tracesSampleRate: PAGE_SPEED_SAMPLE_RATE,
    sendDefaultPii: false,
    beforeSend,
    // Whole transactions (not streamed spans), so beforeSendTransaction can strip them too.
    traceLifecycle: 'static' as const,
    beforeSendTransaction: <E extends object>(event: E) => stripVariables(event),
    beforeBreadcrumb: <B extends object>(breadcrumb: B) => stripVariables(breadcrumb),
  };
}
