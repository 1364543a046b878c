// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { AppToaster } from '../../lib/toasts/app-toaster.tsx';
import { messagesUnder } from '../../ui/form-test-support.ts';
import { FamilyFeedbackForm } from './family-feedback-form.tsx';

/** What the stand-in API received, in order, and how it answers. */
const received: { path: string; body: string; contentType: string }[] = [];
let uploadStatus = 200;
let graphqlAnswer: Record<string, unknown> = { data: { createFamilyFeedback: true } };
/** While set, the GraphQL answer waits for it: the form stays loading. */
let holdGraphql: Promise<void> | null = null;
let server: Server;
let origin: string;

/**
 * jsdom's FormData and File are not Node's, and Node's fetch cannot send them: the test's fetch
 * writes the multipart body itself (a browser does this natively).
 */
function fetchWithJsdomForms(realFetch: typeof fetch): typeof fetch {
  return async (input, init) => {
    if (!(init?.body instanceof FormData)) return realFetch(input, init);
    const boundary = `----feedback-test-${Date.now()}`;
    const parts: Uint8Array[] = [];
    const text = (value: string) => parts.push(new TextEncoder().encode(value));
    for (const [name, value] of init.body.entries()) {
      if (typeof value === 'string') {
        text(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
      } else {
        text(
          `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="${value.name}"\r\ncontent-type: ${value.type}\r\n\r\n`,
        );
        parts.push(new Uint8Array(await value.arrayBuffer()));
        text('\r\n');
      }
    }
    text(`--${boundary}--\r\n`);
    const body = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      body.set(part, offset);
      offset += part.length;
    }
    const headers = new Headers(init.headers);
    headers.set('content-type', `multipart/form-data; boundary=${boundary}`);
    return realFetch(input, { ...init, body, headers });
  };
}

beforeAll(async () => {
  vi.stubGlobal('fetch', fetchWithJsdomForms(globalThis.fetch));
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    received.push({ path: request.url ?? '', body, contentType: request.headers['content-type'] ?? '' });
    const cors = {
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-allow-credentials': 'true',
    };
    if (request.url === '/familyfeedback/uploadFeedback') {
      const count = body.split('filename=').length - 1;
      const fileIDs = Array.from({ length: count }, (_, index) => `uploads/${String(index).repeat(64)}.png`);
      response
        .writeHead(uploadStatus, { 'content-type': 'application/json', ...cors })
        .end(JSON.stringify(uploadStatus === 200 ? { fileIDs } : { errors: [{ message: 'no' }] }));
    } else if (request.url === '/graphql') {
      if (holdGraphql) await holdGraphql;
      response
        .writeHead(200, { 'content-type': 'application/json', ...cors })
        .end(JSON.stringify(graphqlAnswer));
    } else response.writeHead(404, cors).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  act(() => toast.remove());
  cleanup();
  vi.useRealTimers();
  received.length = 0;
  uploadStatus = 200;
  graphqlAnswer = { data: { createFamilyFeedback: true } };
  holdGraphql = null;
});

function renderForm() {
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <FamilyFeedbackForm familyID="7" />
          <AppToaster />
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
  const message = screen.getByLabelText('Your message') as HTMLTextAreaElement;
  const form = message.form as HTMLFormElement;
  // The picker is a ui FileField: a button named with the field's label opens the hidden file input.
  expect(screen.getByRole('button', { name: 'Choose images Images (up to 10)' })).toBeTruthy();
  const images = form.querySelector('input[type="file"]') as HTMLInputElement;
  return {
    message,
    images,
    form,
    button: () => form.querySelector('button[data-state]') as HTMLButtonElement,
  };
}

/** Uploads and the captcha take a while on a busy machine. */
const SLOW = { timeout: 5000 };
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const graphqlCalls = () =>
  received.filter((call) => call.path === '/graphql').map((call) => JSON.parse(call.body));

describe('family feedback form', () => {
  it('uploads the images first, then sends the feedback with their ids, toasts and resets to idle after 2 s', async () => {
    const { message, images, form, button } = renderForm();
    fireEvent.change(message, { target: { value: '  The italic is lovely.  ' } });
    fireEvent.change(images, { target: { files: [png('a.png'), png('b.png')] } });
    fireEvent.submit(form);

    expect(await screen.findByText('Thank you for your feedback!', {}, SLOW)).toBeTruthy();
    expect(received.map((call) => call.path)).toEqual(['/familyfeedback/uploadFeedback', '/graphql']);
    expect(received[0]?.contentType).toMatch(/^multipart\/form-data/);
    expect(graphqlCalls()[0]).toMatchObject({
      operationName: 'CreateFamilyFeedback',
      variables: {
        familyID: '7',
        message: 'The italic is lovely.',
        images: [`uploads/${'0'.repeat(64)}.png`, `uploads/${'1'.repeat(64)}.png`],
        token: 'dev-captcha-token',
      },
    });
    expect(button().dataset.state).toBe('finished');
    expect(message.value).toBe('');
    // Finished for 2 seconds, then idle again.
    await waitFor(() => expect(button().dataset.state).toBe('idle'), { timeout: 3000 });
  }, 15_000);

  it('ignores a second submit while the first is loading', async () => {
    let release: () => void = () => {};
    holdGraphql = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { message, form, button } = renderForm();
    fireEvent.change(message, { target: { value: 'Twice?' } });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(button().dataset.state).toBe('busy'));
    fireEvent.submit(form);
    await waitFor(() => expect(graphqlCalls()).toHaveLength(1));
    release();
    expect(await screen.findByText('Thank you for your feedback!', {}, SLOW)).toBeTruthy();
    expect(graphqlCalls()).toHaveLength(1);
  }, 15_000);

  it('validates the message on change and sends nothing without one', async () => {
    const { message, form } = renderForm();
    fireEvent.change(message, { target: { value: 'x' } });
    fireEvent.change(message, { target: { value: '   ' } });
    await waitFor(() => expect(message.getAttribute('aria-invalid')).toBe('true'));
    expect(messagesUnder(message)).toEqual(['This field is required.']);
    fireEvent.submit(form);
    expect(await screen.findByRole('heading', { name: 'There is 1 problem' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveLength(0);
  });

  it("shows the upload failure and sends no feedback when the images can't be uploaded", async () => {
    uploadStatus = 500;
    const { message, images, form, button } = renderForm();
    fireEvent.change(message, { target: { value: 'With a picture' } });
    fireEvent.change(images, { target: { files: [png('a.png')] } });
    fireEvent.submit(form);
    expect(await screen.findByText('Image upload failed. Please try again later.')).toBeTruthy();
    expect(graphqlCalls()).toHaveLength(0);
    expect(button().dataset.state).toBe('idle');
    expect(message.value).toBe('With a picture');
  });

  it('shows the message of an error code, or the field message the server gave, and is idle again', async () => {
    graphqlAnswer = { data: null, errors: [{ message: 'invalid captcha', extensions: { code: 5 } }] };
    const { message, form, button } = renderForm();
    fireEvent.change(message, { target: { value: 'Hello' } });
    fireEvent.submit(form);
    expect(await screen.findByText('We could not verify that you are human. Please try again.')).toBeTruthy();
    expect(button().dataset.state).toBe('idle');

    graphqlAnswer = {
      data: null,
      errors: [
        {
          message: 'bad',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: { images: 'An image was not uploaded. Please upload it again.' },
          },
        },
      ],
    };
    fireEvent.submit(form);
    expect(await screen.findByText('An image was not uploaded. Please upload it again.')).toBeTruthy();
  });
});
