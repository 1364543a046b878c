// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Grecaptcha } from '../../lib/captcha/load-recaptcha-script.ts';
import {
  RECAPTCHA_SCRIPT_ID,
  resetRecaptchaScriptForTests,
} from '../../lib/captcha/load-recaptcha-script.ts';
import { type RuntimeConfig, readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { AppToaster } from '../../lib/toasts/app-toaster.tsx';
import { messagesUnder } from '../../ui/form-test-support.ts';
import { NewsletterForm } from '../newsletter/index.ts';

/** What the local stand-in of the API and the analytics host received, and what it answers next. */
const received: { graphql: Record<string, unknown>[]; events: Record<string, unknown>[] } = {
  graphql: [],
  events: [],
};
let nextAnswer: Record<string, unknown> = {};
let server: Server;
let origin: string;

beforeAll(async () => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    if (request.url === '/graphql') {
      received.graphql.push(JSON.parse(text));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(nextAnswer));
    } else if (request.url === '/api/event') {
      received.events.push({ ...JSON.parse(text), contentType: request.headers['content-type'] });
      response.writeHead(202).end('ok');
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  act(() => toast.remove());
  cleanup();
  document.getElementById(RECAPTCHA_SCRIPT_ID)?.remove();
  delete window.grecaptcha;
  resetRecaptchaScriptForTests();
  received.graphql.length = 0;
  received.events.length = 0;
});

function renderForm(env: Record<string, string>) {
  const config: RuntimeConfig = readRuntimeConfig({ API_URL: origin, ...env });
  render(
    <RuntimeConfigProvider config={config}>
      <I18nProvider>
        <GraphqlProvider>
          <NewsletterForm />
          <AppToaster />
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
  return {
    email: screen.getByPlaceholderText('Your e-mail...') as HTMLInputElement,
    button: screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement,
  };
}

/** Plays Google's script once the form has injected it; counts the tokens it hands out. */
function finishCaptchaScript(): { executed: string[] } {
  const executed: string[] = [];
  const grecaptcha: Grecaptcha = {
    ready: (callback) => callback(),
    execute: async (_siteKey, { action }) => {
      executed.push(action);
      return `google-token-${executed.length}`;
    },
  };
  window.grecaptcha = grecaptcha;
  document.getElementById(RECAPTCHA_SCRIPT_ID)?.dispatchEvent(new Event('load'));
  return { executed };
}

describe('footer newsletter sign-up', () => {
  it('takes the captcha token at submit time, calls newsletterSubscribe, toasts success and tracks the sign-up', async () => {
    nextAnswer = { data: { newsletterSubscribe: { success: true } } };
    const { email, button } = renderForm({
      RECAPTCHA_SITE_KEY: 'site-key',
      PLAUSIBLE_DOMAIN: 'shop.example',
      PLAUSIBLE_HOST: origin,
    });
    expect(document.querySelectorAll(`#${RECAPTCHA_SCRIPT_ID}`)).toHaveLength(1);
    const { executed } = finishCaptchaScript();
    expect(executed).toEqual([]); // no token before the visitor submits

    fireEvent.change(email, { target: { value: 'reader@example.com' } });
    fireEvent.submit(email.form as HTMLFormElement);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));

    expect(
      await screen.findByText('Thank you! Please check your inbox to confirm your subscription.'),
    ).toBeTruthy();
    expect(executed).toEqual(['newsletter']);
    expect(received.graphql).toHaveLength(1);
    expect(received.graphql[0]).toMatchObject({
      operationName: 'NewsletterSubscribe',
      variables: { email: 'reader@example.com', reCaptchaToken: 'google-token-1' },
    });
    await waitFor(() => expect(received.events).toHaveLength(1));
    expect(received.events[0]).toMatchObject({
      name: 'Newsletter Sign Up',
      domain: 'shop.example',
      contentType: 'text/plain',
    });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    expect(email.value).toBe('');
  }, 15_000);

  it('sends the development token without a site key and shows the message of the error code', async () => {
    nextAnswer = { data: null, errors: [{ message: 'invalid captcha', extensions: { code: 5 } }] };
    const { email } = renderForm({});
    fireEvent.change(email, { target: { value: 'reader@example.com' } });
    fireEvent.submit(email.form as HTMLFormElement);

    expect(await screen.findByText('We could not verify that you are human. Please try again.')).toBeTruthy();
    expect(received.graphql[0]).toMatchObject({ variables: { reCaptchaToken: 'dev-captcha-token' } });
    expect(document.getElementById(RECAPTCHA_SCRIPT_ID)).toBeNull();
    expect(received.events).toHaveLength(0); // tracking is off by default, and nothing succeeded
  });

  it('sends nothing for an address the schema refuses, and says why under the field and in the summary', async () => {
    const { email } = renderForm({});
    fireEvent.submit(email.form as HTMLFormElement);
    expect(await screen.findByRole('heading', { name: 'There is 1 problem' })).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    for (const value of ['not-an-address', 'reader@localhost']) {
      fireEvent.change(email, { target: { value } });
      fireEvent.submit(email.form as HTMLFormElement);
      await waitFor(() => expect(messagesUnder(email)).toEqual(['Please enter a valid e-mail address.']));
    }
    expect(received.graphql).toHaveLength(0);
  });
});
