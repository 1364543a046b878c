// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { englishMessageForCode } from '@foundry/errors';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { SignInForm } from './sign-in-form.tsx';

/** A local stand-in of the API: records the requests and answers with `nextAnswer`. */
const received: { body: Record<string, unknown> }[] = [];
let nextAnswer: Record<string, unknown> = {};
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    received.push({ body: JSON.parse(text) });
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(nextAnswer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  cleanup();
  received.length = 0;
});

function renderForm() {
  const onSignedIn = vi.fn();
  const { container } = render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <SignInForm onSignedIn={onSignedIn} />
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
  const field = (name: string) => container.querySelector(`input[name="${name}"]`) as HTMLInputElement;
  fireEvent.change(field('email'), { target: { value: ' ada@example.com ' } });
  fireEvent.change(field('password'), { target: { value: 'correct horse battery' } });
  return { onSignedIn, field, submit: () => fireEvent.submit(field('email').form as HTMLFormElement) };
}

describe('sign-in form', () => {
  it('limits the e-mail to 80 characters and sends createToken with stayLoggedIn', async () => {
    nextAnswer = {
      data: {
        createToken: { valid: true, status: 0, message: '', user: { id: '1', email: 'a', name: 'A' } },
      },
    };
    const { onSignedIn, field, submit } = renderForm();
    expect(field('email').maxLength).toBe(80);
    fireEvent.click(field('stayLoggedIn'));
    submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(received[0]?.body).toMatchObject({
      operationName: 'CreateToken',
      variables: { email: 'ada@example.com', password: 'correct horse battery', stayLoggedIn: true },
    });
  });

  it('shows the text of code 4 for a refusal and stays on the page', async () => {
    nextAnswer = {
      data: { createToken: { valid: false, status: 4, message: englishMessageForCode(4), user: null } },
    };
    const { onSignedIn, submit } = renderForm();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(englishMessageForCode(4));
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the lock-out message as the server wrote it', async () => {
    const message = 'Too many sign-in attempts. Please try again in 12 minutes.';
    nextAnswer = { data: { createToken: { valid: false, status: 4, message, user: null } } };
    const { submit } = renderForm();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });
});
