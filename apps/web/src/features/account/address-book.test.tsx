// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { chooseSelectOption } from '../../ui/select-test-support.ts';
import { AuthProvider } from '../auth/index.ts';
import { AddressBook } from './address-book.tsx';

type Body = { operationName: string; variables: Record<string, unknown> };
const received: Body[] = [];
let addresses: Record<string, unknown>[] = [];
let server: Server;
let origin: string;

const SAVED = {
  id: 'a1',
  label: 'Office',
  name: 'Ada Lovelace',
  organization: null,
  address: ['Street 5'],
  city: 'Brno',
  zip: '602 00',
  country: 'CZ',
  state: null,
  vatNumber: null,
  phone: '+420 1',
  default: true,
};

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as Body;
    received.push(body);
    const answers: Record<string, unknown> = {
      ReadAuthUser: { data: { readUser: { id: '7', email: 'ada@example.com' } } },
      ReadAccountAddresses: { data: { readUser: { id: '7', addresses: { nodes: addresses } } } },
      ReadCheckoutCountries: {
        data: { readCountries: [{ code: 'CZ', title: 'Czechia', isEU: true, useVATID: true, states: [] }] },
      },
      CreateUserAddress: {
        data: null,
        errors: [
          {
            message: 'Invalid address.',
            extensions: { code: 103, fields: { phone: 'The server refuses this phone.', label: 'Too odd.' } },
          },
        ],
      },
      UpdateUserAddress: { data: { updateUserAddress: { id: 'a1' } } },
      DeleteUserAddress: { data: { deleteUserAddress: { id: 'a2' } } },
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
  addresses = [];
});

function renderBook() {
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <AuthProvider>
            <AddressBook />
          </AuthProvider>
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
}

describe('AddressBook', () => {
  it('checks the address rule before sending: name, line 1, city, country and phone required', {
    timeout: 20_000,
  }, async () => {
    renderBook();
    await screen.findByText('You have no saved addresses yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    fireEvent.submit(form);
    const summary = await within(form).findByRole('alert');
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent?.split(':')[0]);
    expect(links).toEqual(['Name', 'Address', 'City', 'Country', 'Phone']);
    expect(received.some((body) => body.operationName === 'CreateUserAddress')).toBe(false);
  });

  it("shows the server's field errors beside the fields (extensions.fields)", {
    timeout: 20_000,
  }, async () => {
    renderBook();
    await screen.findByText('You have no saved addresses yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    const field = (label: string) => within(form).getByRole('textbox', { name: label });
    fireEvent.change(field('Name'), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(field('Address'), { target: { value: 'Street 5' } });
    fireEvent.change(field('City'), { target: { value: 'Brno' } });
    await chooseSelectOption(form, 'Country', 'Czechia');
    fireEvent.change(within(form).getByLabelText('Phone'), { target: { value: '+420 1' } });
    fireEvent.submit(form);

    // Under the fields, and in the error summary above the form (which takes the focus).
    const summary = await within(form).findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByRole('link', { name: /Phone: The server refuses this phone/ })).toBeTruthy();
    expect(within(form).getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(field('Label (optional)').getAttribute('aria-invalid')).toBe('true');
    const sent = received.find((body) => body.operationName === 'CreateUserAddress');
    expect(sent?.variables).toMatchObject({
      label: null,
      isDefault: true,
      address: { name: 'Ada Lovelace', address: ['Street 5'], city: 'Brno', country: 'CZ', phone: '+420 1' },
    });
  });

  it('deletes an address only after the question in the dialog is answered Delete', async () => {
    addresses = [SAVED, { ...SAVED, id: 'a2', label: 'Home', city: 'Praha', default: false }];
    renderBook();
    const home = await screen.findByRole('listitem', { name: 'Home' });
    fireEvent.click(within(home).getByRole('button', { name: 'Delete Home' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete the address Home?' });
    expect(
      within(question).getByText('Orders already placed keep the address they were sent to.'),
    ).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(received.some((body) => body.operationName === 'DeleteUserAddress')).toBe(false);

    fireEvent.click(within(home).getByRole('button', { name: 'Delete Home' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete address' }));
    expect(await screen.findByText('The address was deleted.')).toBeTruthy();
    expect(received.find((body) => body.operationName === 'DeleteUserAddress')?.variables).toEqual({
      id: 'a2',
    });
  });

  it('lists saved addresses and makes one the default with its own fields', async () => {
    addresses = [SAVED, { ...SAVED, id: 'a2', label: 'Home', city: 'Praha', default: false }];
    renderBook();
    const home = await screen.findByRole('listitem', { name: 'Home' });
    expect(
      within(screen.getByRole('listitem', { name: 'Office' })).getByText('Default address'),
    ).toBeTruthy();
    expect(within(home).queryByText('Default address')).toBeNull();
    fireEvent.click(within(home).getByRole('button', { name: 'Make default Home' }));
    await waitFor(() =>
      expect(received.some((body) => body.operationName === 'UpdateUserAddress')).toBe(true),
    );
    const sent = received.find((body) => body.operationName === 'UpdateUserAddress');
    expect(sent?.variables).toMatchObject({
      id: 'a2',
      isDefault: true,
      label: 'Home',
      address: { city: 'Praha' },
    });
  });
});
