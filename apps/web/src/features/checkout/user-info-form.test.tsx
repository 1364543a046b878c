// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { messagesUnder } from '../../ui/form-test-support.ts';
import { chooseSelectOption } from '../../ui/select-test-support.ts';
import { AuthProvider } from '../auth/index.ts';
import { type CheckoutUserInfo, EMPTY_USER_INFO } from './checkout-state.ts';
import { UserInfoForm } from './user-info-form.tsx';

// The machine is shared: give the stand-in API's answers time to arrive.
vi.setConfig({ testTimeout: 40_000 });

type Body = { operationName: string; variables: Record<string, unknown> };
const received: { body: Body; at: number }[] = [];
let vatAnswer = 'OK';
let signedIn: Record<string, unknown> | null = null;
let server: Server;
let origin: string;

const COUNTRIES = [
  { code: 'CZ', title: 'Czechia', isEU: true, useVATID: true, states: [] },
  {
    code: 'US',
    title: 'United States',
    isEU: false,
    useVATID: false,
    states: [
      { code: 'NY', title: 'New York' },
      { code: 'CA', title: 'California' },
    ],
  },
];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as Body;
    received.push({ body, at: Date.now() });
    const answers: Record<string, unknown> = {
      ReadCheckoutCountries: { data: { readCountries: COUNTRIES } },
      ReadAuthUser: signedIn
        ? { data: { readUser: { id: signedIn.id ?? '1', email: signedIn.email } } }
        : { data: null, errors: [{ message: 'Please log in.', extensions: { code: 1 } }] },
      ReadCheckoutUser: signedIn
        ? { data: { readUser: signedIn } }
        : { data: null, errors: [{ message: 'Please log in.', extensions: { code: 1 } }] },
      ValidateVAT: { data: { validateVAT: { code: vatAnswer, message: null, name: null, address: null } } },
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
  window.sessionStorage.clear();
  received.length = 0;
  signedIn = null;
  vatAnswer = 'OK';
});

function renderForm(
  initial: CheckoutUserInfo = EMPTY_USER_INFO,
  geoCountry: string | null = 'CZ',
  serverErrors?: Record<string, string>,
) {
  window.sessionStorage.setItem('foundry.geoCountry', JSON.stringify({ country: geoCountry }));
  const onSubmit = vi.fn();
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <AuthProvider>
            <UserInfoForm
              initial={initial}
              serverErrors={serverErrors}
              onSubmit={onSubmit}
              onDirtyChange={() => undefined}
              onBack={() => undefined}
            />
          </AuthProvider>
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
  return { onSubmit };
}

/** The country the form shows (the ui Select's button says the chosen one). */
const country = () => screen.getByRole('button', { name: /Country/ }).textContent ?? '';

function fillRequired() {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(screen.getByLabelText('Address'), { target: { value: '1 Main Street' } });
  fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Brno' } });
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+420 123 456 789' } });
}

describe('UserInfoForm', () => {
  it("prefills a guest's stored invoice language and mailing and passes changes on", {
    timeout: 60_000,
  }, async () => {
    const { onSubmit } = renderForm({ ...EMPTY_USER_INFO, invoiceLanguage: 'de', mailing: true });
    const mailing = screen.getByLabelText('Send me the newsletter') as HTMLInputElement;
    expect(screen.getByRole('button', { name: /Invoice language/ }).textContent).toContain('Deutsch');
    expect(mailing.checked).toBe(true);
    await waitFor(() => expect(country()).toContain('Czechia'));
    fillRequired();
    await chooseSelectOption(document.body, 'Invoice language', 'Français');
    fireEvent.click(mailing);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      email: 'ada@example.com',
      invoiceLanguage: 'fr',
      mailing: false,
    });
  });

  it("preselects the visitor's country from the geo lookup", async () => {
    renderForm();
    await waitFor(() => expect(country()).toContain('Czechia'));
  });

  it('keeps a country the buyer chose earlier', async () => {
    renderForm({ ...EMPTY_USER_INFO, country: 'US' });
    await waitFor(() => expect(country()).toContain('United States'));
  });

  it('says what is missing under each field and in a summary, then asks for the state of a country with states', {
    timeout: 60_000,
  }, async () => {
    const { onSubmit } = renderForm(EMPTY_USER_INFO, 'US');
    await waitFor(() => expect(country()).toContain('United States'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'There are 6 problems' })).toBeTruthy();
    expect(messagesUnder(screen.getByLabelText('Phone'))).toEqual(['This field is required.']);
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'There is 1 problem' })).toBeTruthy();
    expect(screen.getAllByText('Please choose a state.').length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
    await chooseSelectOption(document.body, 'State$', 'New York');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ country: 'US', state: 'NY', city: 'Brno', phone: '+420 123 456 789' }),
      ),
    );
  });

  it("shows the server's refusal of a field under it", async () => {
    renderForm({ ...EMPTY_USER_INFO, country: 'CZ' }, 'CZ', { phone: 'This field is required.' });
    await waitFor(() =>
      expect(messagesUnder(screen.getByLabelText('Phone'))).toEqual(['This field is required.']),
    );
  });

  it('checks the VAT number once, 250 ms after the typing stops, and shows the result', async () => {
    vatAnswer = 'INCORRECT';
    renderForm();
    await waitFor(() => expect(country()).toContain('Czechia'));
    const vat = screen.getByLabelText('VAT number (optional)');
    fireEvent.change(vat, { target: { value: 'cz1' } });
    fireEvent.change(vat, { target: { value: 'cz12' } });
    const typedAt = Date.now();
    fireEvent.change(vat, { target: { value: 'cz1234' } });
    expect((vat as HTMLInputElement).value).toBe('CZ1234');
    expect(await screen.findByText('This VAT number is not valid for the chosen country.')).toBeTruthy();
    const checks = received.filter((r) => r.body.operationName === 'ValidateVAT');
    expect(checks.map((c) => c.body.variables)).toEqual([{ country: 'CZ', vatID: 'CZ1234' }]);
    expect((checks[0]?.at ?? 0) - typedAt).toBeGreaterThanOrEqual(240);
  });

  it('a submit right after typing runs the pending VAT check at once and goes on with its answer', {
    timeout: 60_000,
  }, async () => {
    const { onSubmit } = renderForm();
    await waitFor(() => expect(country()).toContain('Czechia'));
    fillRequired();
    fireEvent.change(screen.getByLabelText('VAT number (optional)'), { target: { value: 'cz1234' } });
    // No wait for the 250 ms debounce: the check is still pending when Next is pressed.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ vatNumber: 'CZ1234' })),
    );
    const checks = received.filter((r) => r.body.operationName === 'ValidateVAT');
    expect(checks.map((c) => c.body.variables)).toEqual([{ country: 'CZ', vatID: 'CZ1234' }]);
  });

  it('a submit right after typing an invalid VAT number puts the answer under the field', {
    timeout: 60_000,
  }, async () => {
    vatAnswer = 'INCORRECT';
    const { onSubmit } = renderForm();
    await waitFor(() => expect(country()).toContain('Czechia'));
    fillRequired();
    const vat = screen.getByLabelText('VAT number (optional)');
    fireEvent.change(vat, { target: { value: 'cz1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(messagesUnder(vat)).toContain('This VAT number is not valid for the chosen country.'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an empty VAT number needs no check', async () => {
    const { onSubmit } = renderForm();
    await waitFor(() => expect(country()).toContain('Czechia'));
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(received.some((r) => r.body.operationName === 'ValidateVAT')).toBe(false);
  });

  it("doesn't ask a guest's account details (the auth state says guest)", async () => {
    renderForm();
    await waitFor(() => expect(received.some((r) => r.body.operationName === 'ReadAuthUser')).toBe(true));
    await waitFor(() => expect(country()).toContain('Czechia'));
    expect(received.some((r) => r.body.operationName === 'ReadCheckoutUser')).toBe(false);
    expect(screen.queryByText('You are signed in; your account details are filled in below.')).toBeNull();
  });

  it("starts a signed-in buyer from the account's details", async () => {
    signedIn = {
      id: 'u1',
      email: 'member@example.com',
      name: 'Mem Ber',
      organization: null,
      address: 'Street 5',
      address2: null,
      address3: null,
      city: 'Prague',
      zip: '11000',
      country: 'CZ',
      state: null,
      vatNumber: null,
      phone: null,
    };
    renderForm(EMPTY_USER_INFO, null);
    await waitFor(() =>
      expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('member@example.com'),
    );
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Prague');
    expect(screen.getByText('You are signed in; your account details are filled in below.')).toBeTruthy();
  });
});
