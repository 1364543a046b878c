// @vitest-environment jsdom
import { ERROR_REPORT_SAMPLE_RATE } from '@foundry/domain';
import * as Sentry from '@sentry/nextjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reportGraphqlErrors } from './error-reporter.ts';
import { initBrowserReporting } from './init-browser-reporting.ts';
import { sharedSentryOptions } from './sentry-options.ts';

const DSN = 'https://publickey@o1.ingest.example.test/42';
// Built at run time: the SDK attaches source lines to stack frames, and those must not match either.
const PASSWORD = ['hunter2', 'secret'].join('-');
const EMAIL = ['ann', 'example.test'].join('@');
const PLAY_ABORTED = ['The play() request', 'was interrupted'].join(' ');

/** A transport that keeps every envelope the SDK would have sent. */
function capturingTransport(sent: unknown[]) {
  return () => ({
    send: async (envelope: unknown) => {
      sent.push(envelope);
      return {};
    },
    flush: async () => true,
  });
}

async function flushReports(sent: unknown[], count: number): Promise<void> {
  for (let attempt = 0; attempt < 100 && sent.length < count; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const sent: unknown[] = [];
let notified = 0;

// The SDK is initialised once per process, as in the browser. Sampling is pinned to 1 so each
// report is sent; the configured rate itself is asserted in the first test.
beforeAll(() => {
  initBrowserReporting(DSN, () => (notified += 1), {
    sampleRate: 1,
    tracesSampleRate: 0,
    transport: capturingTransport(sent),
  });
});

beforeEach(() => {
  sent.length = 0;
  notified = 0;
});

afterEach(() => Sentry.getClient()?.flush(1000));

describe('error reports through the Sentry SDK', () => {
  it('samples errors and page speed at the domain rate', () => {
    const options = sharedSentryOptions(DSN);
    expect(options.sampleRate).toBe(ERROR_REPORT_SAMPLE_RATE);
    expect(options.tracesSampleRate).toBe(0.5);
  });

  it('sends a GraphQL error with its operation name and without the password variable', async () => {
    const reported = reportGraphqlErrors(
      'AccountLogin',
      { email: EMAIL, password: PASSWORD, remember: true },
      [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    );
    expect(reported).toBe(1);
    await flushReports(sent, 1);
    const wire = JSON.stringify(sent);
    expect(wire).toContain('AccountLogin');
    expect(wire).toContain('"remember":true');
    expect(wire).not.toContain(PASSWORD);
    expect(wire).not.toContain(EMAIL);
    expect(notified).toBe(1);
  });

  it('does not report catalogue codes', async () => {
    const reported = reportGraphqlErrors('AccountLogin', {}, [
      { message: 'Wrong email or password.', extensions: { code: 4 } },
    ]);
    expect(reported).toBe(0);
    await Sentry.getClient()?.flush(1000);
    expect(sent).toEqual([]);
  });

  it('strips the variables from extra, contexts and breadcrumbs of any event, and drops ignored errors', async () => {
    Sentry.addBreadcrumb({ category: 'form', data: { userInput: PASSWORD, field: 'name' } });
    Sentry.captureException(new DOMException(PLAY_ABORTED, 'AbortError'));
    Sentry.captureException(new Error('checkout failed'), {
      extra: { input: [{ paymentMethod: PASSWORD, storePaymentMethodId: PASSWORD }] },
      contexts: { form: { reCaptchaToken: PASSWORD, redirectResult: PASSWORD, step: 'pay' } },
    });
    await flushReports(sent, 1);
    const wire = JSON.stringify(sent);
    expect(sent).toHaveLength(1);
    expect(wire).toContain('checkout failed');
    expect(wire).toContain('"step":"pay"');
    expect(wire).toContain('"field":"name"');
    expect(wire).not.toContain(PASSWORD);
    expect(wire).not.toContain(PLAY_ABORTED);
  });
});
