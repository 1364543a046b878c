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
import { CorporatePage } from './corporate-page.tsx';

// The machine is shared: give the stand-in API's answers time to arrive.

type Body = { operationName: string; variables: Record<string, unknown> };
const received: Body[] = [];
let server: Server;
let origin: string;
let signedIn = false;

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const FONTS = {
  code: 'ACME-2026',
  company: 'ACME Corporation',
  validTo: null,
  products: [
    { id: 'p-latin', title: 'Geist Latin', price: eur(10000), family: { id: 'f1', title: 'Geist' } },
    { id: 'p-cyr', title: 'Geist Cyrillic', price: eur(12000), family: { id: 'f1', title: 'Geist' } },
  ],
};
const LICENCES = [
  {
    id: 'l1',
    slug: 'corporate',
    title: 'Corporate',
    description: null,
    options: [
      {
        name: 'employees',
        title: 'Employees',
        hide: false,
        choices: [
          { id: 'c1', value: '100', title: 'Up to 100', isDefault: true },
          { id: 'c2', value: '1000', title: 'Up to 1000', isDefault: false },
        ],
      },
      {
        name: 'thirdParties',
        title: 'Third parties',
        hide: false,
        choices: [
          { id: 't0', value: '0', title: 'None', isDefault: true, amount: 0 },
          { id: 't1', value: '1', title: 'One third party', isDefault: false, amount: 1 },
        ],
      },
    ],
  },
  {
    id: 'l2',
    slug: 'third-party',
    title: 'Third party',
    description: null,
    options: [{ name: 'index', title: 'Number', hide: true, choices: [] }],
  },
];
const ADDRESS = {
  id: 'a7',
  label: null,
  name: 'Jane Buyer',
  organization: 'ACME',
  address: ['Main Street 1'],
  city: 'Brno',
  zip: '60200',
  country: 'CZ',
  state: null,
  vatNumber: null,
  phone: null,
  default: true,
};

function answer(body: Body): unknown {
  const code = body.variables.code;
  const refused = code !== 'ACME-2026';
  const refusal = { errors: [{ message: 'expired', extensions: { code: 301 } }], data: null };
  switch (body.operationName) {
    case 'ReadAuthUser':
      return { data: { readUser: signedIn ? { id: 'u1', email: 'me@example.com' } : null } };
    case 'ReadCorporateFonts':
      return refused ? refusal : { data: { readCorporateFonts: FONTS } };
    case 'ReadCorporateLicenses':
      return { data: { readCorporateLicenses: LICENCES } };
    case 'ReadCorporateCartSummary': {
      const product = FONTS.products.find((p) => p.id === body.variables.productID);
      const base = product?.price.amount ?? 0;
      const licenses = body.variables.licenses as { id: string; options: { value: string }[] }[];
      const factor = licenses[0]?.options[0]?.value === '1000' ? 3 : 1;
      const sub = base * factor;
      return {
        data: {
          readCorporateCartSummary: {
            subTotalPrice: eur(sub),
            vatPrice: eur(sub * 0.21),
            totalPrice: eur(sub * 1.21),
            vat: { kind: 'STANDARD', rate: 21 },
          },
        },
      };
    }
    case 'ReadCheckoutAddresses':
      return {
        data: {
          readUser: {
            id: 'u1',
            email: 'me@example.com',
            addresses: { nodes: [ADDRESS] },
            defaultAddress: { id: 'a7' },
          },
        },
      };
    case 'CreateCorporateOrder':
      return { data: { createCorporateOrder: { id: '42', hash: 'h4sh' } } };
    default:
      return { data: null };
  }
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as Body;
    received.push(body);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer(body)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  cleanup();
  received.length = 0;
  signedIn = false;
});

function renderPage(initialCode = '') {
  const navigate = vi.fn();
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <AuthProvider>
            <CorporatePage initialCode={initialCode} navigate={navigate} />
          </AuthProvider>
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
  return { navigate };
}

const codeField = () => screen.getByLabelText('Access code') as HTMLInputElement;

describe('CorporatePage', () => {
  it('upper-cases the code as typed and says in words why a code is refused', async () => {
    renderPage();
    fireEvent.change(codeField(), { target: { value: 'old-code' } });
    expect(codeField().value).toBe('OLD-CODE');
    fireEvent.click(screen.getByRole('button', { name: 'Show fonts' }));
    expect(await screen.findByRole('heading', { name: 'There is 1 problem' })).toBeTruthy();
    await waitFor(() => expect(codeField().getAttribute('aria-invalid')).toBe('true'));
    expect(messagesUnder(codeField())).toEqual(['This access code has expired.']);
    expect(received.find((b) => b.operationName === 'ReadCorporateFonts')?.variables.code).toBe('OLD-CODE');
    expect(screen.queryByText(/Fonts for/)).toBeNull();
  }, 20_000);

  it('lists the unlocked products and shows the live summary; a guest is asked to sign in', async () => {
    renderPage('acme-2026');
    await screen.findByRole('heading', { name: 'Fonts for ACME Corporation' });
    expect((screen.getByRole('radio', { name: /Geist Latin/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Geist Cyrillic/ }) as HTMLInputElement).checked).toBe(false);
    await waitFor(() => expect(screen.getByTestId('corporate-total').textContent).toBe('€121.00'));
    expect(screen.getByTestId('corporate-subtotal').textContent).toBe('€100.00');
    expect(screen.getByTestId('corporate-vat').textContent).toBe('€21.00');

    fireEvent.click(screen.getByRole('radio', { name: /Geist Cyrillic/ }));
    await chooseSelectOption(document.body, 'Employees', 'Up to 1000');
    await waitFor(() => expect(screen.getByTestId('corporate-subtotal').textContent).toBe('€360.00'));

    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe(
      `/my_account/login?intended=${encodeURIComponent('/fonts/corporate/ACME-2026')}`,
    );
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  }, 20_000);

  it('places the order with the product, licences and address ids, then goes to the pay page', async () => {
    signedIn = true;
    const { navigate } = renderPage('ACME-2026');
    await screen.findByRole('heading', { name: 'Fonts for ACME Corporation' });
    await screen.findByRole('button', { name: /Third parties/ });
    await chooseSelectOption(document.body, 'Third parties', 'One third party');
    fireEvent.change(screen.getByLabelText('Name of third party 1 (optional)'), {
      target: { value: 'Agency' },
    });
    fireEvent.change(screen.getByLabelText('E-mail of third party 1 (optional)'), {
      target: { value: 'a@example.com' },
    });
    expect((await screen.findByRole('button', { name: /Billing address/ })).textContent).toContain(
      'Main Street 1',
    );
    const place = screen.getByRole('button', { name: 'Place order' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(place);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pay/42/h4sh'));
    const order = received.find((b) => b.operationName === 'CreateCorporateOrder');
    expect(order?.variables).toMatchObject({
      code: 'ACME-2026',
      productID: 'p-latin',
      billingAddressID: 'a7',
      licenseAddressID: null,
      licenses: [
        {
          id: 'corporate',
          options: [
            { name: 'employees', value: '100' },
            { name: 'thirdParties', value: '1' },
          ],
        },
        {
          id: 'third-party-1',
          licenseIndex: 1,
          licenseName: 'Agency',
          licenseEmail: 'a@example.com',
          options: [{ name: 'index', value: '1' }],
        },
      ],
    });
  }, 20_000);
});
