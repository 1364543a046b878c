// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CartSelection } from '@foundry/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { chooseSelectOption } from '../../ui/select-test-support.ts';
import { AuthProvider } from '../auth/index.ts';
import { CHECKOUT_STORAGE_KEYS } from './checkout-state.ts';
import { SavedAddressesForm } from './saved-addresses-form.tsx';

type Body = { operationName: string; variables: Record<string, unknown> };
const received: Body[] = [];
let server: Server;
let origin: string;

const COUNTRIES = [{ code: 'CZ', title: 'Czechia', isEU: true, useVATID: true, states: [] }];
const address = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  label: null,
  name,
  organization: null,
  address: [`${id} Street 1`],
  city: 'Brno',
  zip: '60200',
  country: 'CZ',
  state: null,
  vatNumber: null,
  phone: '+420123456789',
  default: false,
  ...extra,
});
let addresses: ReturnType<typeof address>[] = [];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as Body;
    received.push(body);
    let answer: unknown = { data: null };
    if (body.operationName === 'ReadCheckoutCountries') answer = { data: { readCountries: COUNTRIES } };
    if (body.operationName === 'ReadAuthUser')
      answer = { data: { readUser: { id: 'u1', email: 'me@example.com' } } };
    if (body.operationName === 'ReadCheckoutAddresses') {
      const preferred = addresses.find((a) => a.default) ?? null;
      answer = {
        data: {
          readUser: {
            id: 'u1',
            email: 'me@example.com',
            addresses: { nodes: addresses },
            defaultAddress: preferred ? { id: preferred.id } : null,
          },
        },
      };
    }
    if (body.operationName === 'CreateUserAddress') {
      const input = body.variables.address as Record<string, unknown>;
      const created = address(`a${addresses.length + 1}`, String(input.name), {
        ...input,
        label: body.variables.label ?? null,
        default: body.variables.isDefault === true,
      });
      addresses = [...addresses, created];
      answer = { data: { createUserAddress: { id: created.id } } };
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  received.length = 0;
  addresses = [];
});

const price = { amount: 2000, currency: 'EUR' };
const poster: CartSelection = {
  kind: 'physical',
  product: { id: 'poster', title: 'Poster', percentageVAT: 21, price, availability: 5 },
  quantity: 1,
  shippingRequired: true,
  accountRequired: false,
  selectionIndex: 0,
};
const font: CartSelection = {
  kind: 'font',
  productIds: ['family-1'],
  encodingIds: [],
  licenses: [{ id: 'desktop', options: [{ name: 'computers', value: '1' }] }],
  selectionIndex: 1,
};

function renderForm(selections: readonly CartSelection[]) {
  const onSubmit = vi.fn();
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <AuthProvider>
            <SavedAddressesForm
              selections={selections}
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

/** The address a ui Select shows as chosen (its button's text), or null without that select. */
const chosen = (label: string) =>
  screen.queryByRole('button', { name: new RegExp(label) })?.textContent ?? null;
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('SavedAddressesForm', () => {
  it('preselects the default address for billing and ships a poster to the billing address by default', async () => {
    addresses = [address('a1', 'Home'), address('a2', 'Office', { default: true, vatNumber: 'CZ12345678' })];
    const { onSubmit } = renderForm([poster]);
    await waitFor(() => expect(chosen('Billing address')).toMatch(/^Office,/));
    expect(chosen('Shipping address')).toBe('Same as billing');
    // Only physical goods: nobody is licensed.
    expect(chosen('Licence address')).toBeNull();
    next();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [selection, billing, delivery] = onSubmit.mock.calls[0] ?? [];
    expect(selection).toEqual({ Billing: 'a2', Shipping: null, License: null });
    // The summary's VAT follows the billing address: its country and VAT number become the invoice details.
    expect(billing).toMatchObject({
      email: 'me@example.com',
      name: 'Office',
      country: 'CZ',
      vatNumber: 'CZ12345678',
    });
    expect(delivery).toMatchObject({ name: 'Office' });
  });

  it('asks a licence address for fonts (not a shipping one) and keeps another choice', async () => {
    addresses = [address('a1', 'Home', { default: true }), address('a2', 'Studio')];
    const { onSubmit } = renderForm([font]);
    await waitFor(() => expect(chosen('Billing address')).toMatch(/^Home,/));
    expect(chosen('Shipping address')).toBeNull();
    expect(chosen('Licence address')).toBe('Same as billing');
    await chooseSelectOption(document.body, 'Licence address', 'Studio, a2 Street 1, 60200 Brno, CZ');
    next();
    await waitFor(() =>
      expect(onSubmit.mock.calls[0]?.[0]).toEqual({ Billing: 'a1', Shipping: null, License: 'a2' }),
    );
  });

  it('starts from the stored choice while its addresses are still saved', async () => {
    addresses = [address('a1', 'Home', { default: true }), address('a2', 'Office'), address('a3', 'Depot')];
    window.localStorage.setItem(
      CHECKOUT_STORAGE_KEYS.addressSelection,
      JSON.stringify({ Billing: 'a2', Shipping: 'a3', License: 'gone' }),
    );
    const { onSubmit } = renderForm([font, poster]);
    await waitFor(() => expect(chosen('Billing address')).toMatch(/^Office,/));
    expect(chosen('Shipping address')).toMatch(/^Depot,/);
    expect(chosen('Licence address')).toBe('Same as billing');
    next();
    await waitFor(() =>
      expect(onSubmit.mock.calls[0]?.[0]).toEqual({ Billing: 'a2', Shipping: 'a3', License: null }),
    );
    expect(onSubmit.mock.calls[0]?.[2]).toMatchObject({ name: 'Depot' });
  });

  it('saves a new address with createUserAddress and bills to it', { timeout: 20_000 }, async () => {
    const { onSubmit } = renderForm([poster]);
    expect(await screen.findByText('You have no saved addresses yet: add one to continue.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    const form = await screen.findByRole('form', { name: 'Add a new address' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Address' }), {
      target: { value: 'Main Street 5' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Prague' } });
    await chooseSelectOption(form, 'Country', 'Czechia');
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+420777000111' } });
    fireEvent.submit(form);
    await waitFor(() => expect(chosen('Billing address')).toMatch(/^Ada Lovelace, Main Street 5/));
    const create = received.find((body) => body.operationName === 'CreateUserAddress');
    expect(create?.variables).toMatchObject({
      address: { name: 'Ada Lovelace', address: ['Main Street 5'], city: 'Prague', country: 'CZ' },
      isDefault: true,
    });
    next();
    await waitFor(() =>
      expect(onSubmit.mock.calls[0]?.[0]).toEqual({ Billing: 'a1', Shipping: null, License: null }),
    );
    expect(onSubmit.mock.calls[0]?.[1]).toMatchObject({ name: 'Ada Lovelace', city: 'Prague' });
  });
});
