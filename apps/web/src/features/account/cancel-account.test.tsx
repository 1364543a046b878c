// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { AuthProvider } from '../auth/index.ts';
import { CART_STORAGE_KEY } from '../cart/index.ts';
import { CHECKOUT_STORAGE_KEYS } from '../checkout/index.ts';
import { AccountSettings } from './account-settings.tsx';

type Body = { operationName: string; variables: Record<string, unknown> };
const received: Body[] = [];
let server: Server;
let origin: string;
const PASSWORD = 'correct horse battery';
const USER = { id: '7', email: 'ada@example.com', mailing: false, invoiceLanguage: 'en', club: false };

beforeAll(async () => {
  // Answers cancelAccount as the API does: true for the right password, code 4 for a wrong one.
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as Body;
    received.push(body);
    const answers: Record<string, unknown> = {
      ReadAuthUser: { data: { readUser: { id: '7', email: USER.email } } },
      ReadAccountSettings: { data: { readUser: USER } },
      CancelAccount:
        body.variables.password === PASSWORD
          ? { data: { cancelAccount: true } }
          : { data: null, errors: [{ message: 'Wrong password.', extensions: { code: 4 } }] },
      DeleteToken: { data: { deleteToken: true } },
    };
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(answers[body.operationName] ?? { data: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  cleanup();
  received.length = 0;
  window.localStorage.clear();
  vi.restoreAllMocks();
});

async function cancelSection() {
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <AuthProvider>
            <AccountSettings />
          </AuthProvider>
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
  const section = (await screen.findByRole('heading', { name: 'Cancel account' })).closest('section');
  if (!section) throw new Error('no section');
  return within(section);
}

const cancels = () => received.filter((body) => body.operationName === 'CancelAccount');

describe('Cancel account (settings)', () => {
  it('explains what happens and asks for the password and the typed word before calling', async () => {
    const section = await cancelSection();
    expect(
      section.getByText(/personal details, saved addresses, saved cards and sessions are deleted/),
    ).toBeTruthy();
    const submit = section.getByRole('button', { name: 'Cancel my account' });

    fireEvent.click(submit);
    const summary = await section.findByRole('alert');
    expect(summary.textContent).toContain('Your password: This field is required.');
    expect(summary.textContent).toContain('Type CANCEL to confirm: Please type CANCEL to confirm.');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(section.getByLabelText(/Your password/).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(section.getByLabelText(/Your password/), { target: { value: PASSWORD } });
    fireEvent.change(section.getByLabelText(/Type CANCEL to confirm/), { target: { value: 'cancel pls' } });
    fireEvent.click(submit);
    await waitFor(() => expect(section.getByRole('alert').textContent).not.toContain('Your password:'));
    expect(section.getByRole('alert').textContent).toContain('Please type CANCEL to confirm.');
    const confirmation = section.getByLabelText(/Type CANCEL to confirm/);
    const describedBy = (confirmation.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((ref) => document.getElementById(ref)?.textContent)).toContain(
      'Please type CANCEL to confirm.',
    );
    expect(cancels()).toEqual([]);
  });

  it('shows a wrong password and stays', async () => {
    const section = await cancelSection();
    fireEvent.change(section.getByLabelText(/Your password/), { target: { value: 'not-it-at-all' } });
    fireEvent.change(section.getByLabelText(/Type CANCEL to confirm/), { target: { value: 'CANCEL' } });
    fireEvent.click(section.getByRole('button', { name: 'Cancel my account' }));
    await waitFor(() =>
      expect(section.getByRole('alert').textContent).toContain('Your password: The password is not correct.'),
    );
    expect(cancels().map((body) => body.variables)).toEqual([{ password: 'not-it-at-all' }]);
    expect(received.some((body) => body.operationName === 'DeleteToken')).toBe(false);
  });

  it('cancels, forgets what the browser kept of the account except the cart, logs out and goes home', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    window.localStorage.setItem(CART_STORAGE_KEY, '[]');
    window.localStorage.setItem(CHECKOUT_STORAGE_KEYS.userInfo, JSON.stringify({ email: USER.email }));
    const section = await cancelSection();
    fireEvent.change(section.getByLabelText(/Your password/), { target: { value: PASSWORD } });
    fireEvent.change(section.getByLabelText(/Type CANCEL to confirm/), { target: { value: 'CANCEL' } });
    fireEvent.click(section.getByRole('button', { name: 'Cancel my account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(cancels().map((body) => body.variables)).toEqual([{ password: PASSWORD }]);
    expect(received.some((body) => body.operationName === 'DeleteToken')).toBe(true);
    expect(window.localStorage.getItem(CHECKOUT_STORAGE_KEYS.userInfo)).toBeNull();
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBe('[]');
  });
});
