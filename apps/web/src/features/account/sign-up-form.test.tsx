// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_CODE, englishMessageForCode } from '@foundry/errors';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/** A local stand-in of the API: createUser refused with `refusal` (the API's own English field text). */
let refusal: { code: number; fields?: Record<string, string> } = { code: 0 };
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    for await (const _chunk of request) {
      // the body is not needed: every sign-up is refused
    }
    const answer = {
      data: null,
      errors: [
        {
          message: englishMessageForCode(refusal.code),
          path: ['createUser'],
          extensions: { code: refusal.code, ...(refusal.fields ? { fields: refusal.fields } : {}) },
        },
      ],
    };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(cleanup);

function renderAndSubmit() {
  const onSignedUp = vi.fn();
  const { container } = render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <SignUpForm onSignedUp={onSignedUp} />
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
  const field = (name: string) => container.querySelector(`input[name="${name}"]`) as HTMLInputElement;
  fireEvent.change(field('name'), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(field('email'), { target: { value: 'ada@trash.example' } });
  fireEvent.change(field('password'), { target: { value: 'correct horse battery' } });
  fireEvent.submit(field('email').form as HTMLFormElement);
  /** The texts the e-mail input is described by (its description and its error). */
  const emailDescription = () =>
    (field('email').getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => (id ? (container.ownerDocument.getElementById(id)?.textContent ?? '') : ''))
      .join(' ');
  return { onSignedUp, field, emailDescription };
}

describe('sign-up form: what is wrong with the address shows under the e-mail field', () => {
  it.each([
    ['101 blocked domain', ERROR_CODE.EMAIL_BLACKLISTED],
    ['106 a domain that takes no mail', ERROR_CODE.EMAIL_DOMAIN_INVALID],
    ['107 undeliverable', ERROR_CODE.EMAIL_UNDELIVERABLE],
    ['102 already registered', ERROR_CODE.EMAIL_ALREADY_REGISTERED],
  ])('%s: the catalogue text in the locale, the field invalid', async (_name, code) => {
    refusal = { code, fields: { email: 'the API’s English words' } };
    const { onSignedUp, field, emailDescription } = renderAndSubmit();
    await waitFor(() => expect(field('email').getAttribute('aria-invalid')).toBe('true'));
    expect(emailDescription()).toContain(englishMessageForCode(code));
    expect(emailDescription()).not.toContain('the API’s English words');
    expect(field('name').getAttribute('aria-invalid')).not.toBe('true');
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it('another field’s refusal stays under that field, the e-mail field valid', async () => {
    refusal = { code: ERROR_CODE.USER_INVALID, fields: { name: 'Please enter a shorter name.' } };
    const { field, emailDescription } = renderAndSubmit();
    await waitFor(() => expect(field('name').getAttribute('aria-invalid')).toBe('true'));
    expect(field('email').getAttribute('aria-invalid')).not.toBe('true');
    expect(emailDescription()).not.toContain(englishMessageForCode(ERROR_CODE.USER_INVALID));
  });
});
