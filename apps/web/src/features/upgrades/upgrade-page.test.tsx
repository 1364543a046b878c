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
import { CartLines } from '../checkout/index.ts';
import { UpgradePage } from './upgrade-page.tsx';

// The machine is shared: give the stand-in API's answers time to arrive.

type Body = { operationName: string; variables: Record<string, unknown> };
type LicenceInput = { id: string; options: { name: string; value: string }[] };
const received: Body[] = [];
let options: string[] = [];
let notOwned = false;
/** The desktop tier the customer owns (null: no licence owned yet, as a stand-in for the error path). */
let ownedDesktop: string | null = '5';
let server: Server;
let origin: string;

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const choice = (value: string, priceFactor: number, isDefault = false) => ({
  id: `computers-${value}`,
  title: `Up to ${value} computers`,
  value,
  amount: null,
  priceFactor,
  isDefault,
});
const desktop = (minimum: string | null) => ({
  slug: 'desktop',
  title: 'Desktop',
  description: null,
  owned: minimum !== null,
  options: [
    {
      name: 'computers',
      title: 'Computers',
      hide: false,
      minimum,
      choices: [choice('1', 1, true), choice('5', 2), choice('10', 3)],
    },
  ],
});
const web = {
  slug: 'web',
  title: 'Web',
  description: null,
  owned: false,
  options: [
    {
      name: 'pageviews',
      title: 'Page views',
      hide: false,
      minimum: null,
      choices: [{ id: 'pv', title: '10,000', value: '10000', amount: null, priceFactor: 1, isDefault: true }],
    },
  ],
};
const FACTORS: Record<string, number> = { '1': 1, '5': 2, '10': 3 };
const PAID = 4900;

/** Prices like the API: €100 × the desktop factor (+ web ×1) per encoding, less what was paid. */
function priced(variables: Record<string, unknown>) {
  const licences = (variables.licenses ?? []) as LicenceInput[];
  const factor = licences.reduce((sum, licence) => {
    if (licence.id === 'web') return sum + 1;
    const computers = licence.options.find((option) => option.name === 'computers')?.value ?? '1';
    return sum + (FACTORS[computers] ?? 1);
  }, 0);
  const encodings = ((variables.encodingIDs ?? []) as string[]).length || 1;
  const original = 10_000 * encodings * factor;
  const credit = Math.min(original, PAID);
  return {
    items: [
      { title: 'Vollkorn', description: 'Desktop' },
      { title: 'Vollkorn Regular', description: 'Order 1: €49.00 paid' },
    ],
    originalPrice: eur(original),
    creditPrice: eur(credit),
    subTotalPrice: eur(original - credit),
    clubPoints: Math.floor((original - credit) / 100),
    unsupportedEncodings: [],
  };
}

beforeAll(async () => {
  // A stand-in API answering the upgrade reads for a customer owning one style of Vollkorn.
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as Body;
    received.push(body);
    let answer: unknown = { data: null };
    switch (body.operationName) {
      case 'ReadAuthUser':
        answer = { data: { readUser: { id: '7', email: 'ada@example.com' } } };
        break;
      case 'ReadUpgradeOptions':
        answer = notOwned
          ? {
              data: null,
              errors: [{ message: 'You do not own fonts of this family.', extensions: { code: 215 } }],
            }
          : { data: { readUpgradeOptions: options } };
        break;
      case 'ReadUpgradeStyles':
        answer = {
          data: {
            readUpgradeProducts: [
              { id: 'p-regular', title: 'Vollkorn Regular', style: { id: 's-regular', title: 'Regular' } },
              { id: 'p-bold', title: 'Vollkorn Bold', style: { id: 's-bold', title: 'Bold' } },
            ],
          },
        };
        break;
      case 'ReadUpgradeChoices': {
        const single = body.variables.upgradeOption === 'SingleStyle';
        const product = single
          ? { id: body.variables.styleID === 's-bold' ? 'p-bold' : 'p-regular', title: 'Vollkorn Bold' }
          : { id: 'family-1', title: 'Vollkorn' };
        answer = {
          data: {
            readUpgradeProducts: [{ ...product, family: { id: 'f-1', title: 'Vollkorn' } }],
            readUpgradeEncodings: single
              ? [{ id: 'latin', title: 'Latin', owned: true, required: true }]
              : [
                  { id: 'latin', title: 'Latin', owned: true, required: true },
                  { id: 'greek', title: 'Greek', owned: false, required: false },
                ],
            readUpgradeLicenses: [desktop(ownedDesktop), web],
          },
        };
        break;
      }
      case 'ReadUpgradeFamilySummary':
        answer = { data: { readUpgradeFamilySummary: priced(body.variables) } };
        break;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  cleanup();
  received.length = 0;
  options = [];
  notOwned = false;
  ownedDesktop = '5';
  window.localStorage.clear();
});

function renderPage(navigate = vi.fn()) {
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <AuthProvider>
            <UpgradePage familyId="f-1" navigate={navigate} />
          </AuthProvider>
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
  return navigate;
}

const sent = (operationName: string) => received.filter((body) => body.operationName === operationName);
const lastSummaryRequest = () => sent('ReadUpgradeFamilySummary').at(-1)?.variables;

describe('UpgradePage', () => {
  it('offers the options, keeps the owned licence and script, and shows price, credit and what is left', async () => {
    options = ['AllStyles', 'Complete'];
    renderPage();
    const allStyles = await screen.findByRole('radio', { name: /^The whole family/ });
    expect((allStyles as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: /^Every script/ })).toBeTruthy();
    await screen.findByText('You will get: Vollkorn');

    const latin = screen.getByRole('checkbox', { name: 'Latin (owned)' }) as HTMLInputElement;
    expect(latin.checked && latin.disabled).toBe(true);
    const desktopBox = screen.getByRole('checkbox', { name: 'Desktop licence' }) as HTMLInputElement;
    expect(desktopBox.checked && desktopBox.disabled).toBe(true);
    // The tiers are toggle buttons: the owned one pressed, lower ones disabled.
    const computers = screen.getByRole('group', { name: 'Computers' });
    expect(within(computers).getByRole('button', { pressed: true }).textContent).toBe('Up to 5 computers');
    expect(
      (within(computers).getByRole('button', { name: 'Up to 1 computers' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    const summary = screen.getByTestId('upgrade-summary');
    await waitFor(() => expect(within(summary).getByTestId('upgrade-to-pay').textContent).toBe('€151.00'));
    expect(within(summary).getByTestId('upgrade-original').textContent).toBe('€200.00');
    expect(within(summary).getByTestId('upgrade-credit').textContent).toBe('−€49.00');
    expect(within(summary).getByText('Vollkorn Regular')).toBeTruthy();
    expect(lastSummaryRequest()).toMatchObject({
      myFamilyID: 'f-1',
      upgradeOption: 'AllStyles',
      encodingIDs: ['latin'],
      licenses: [{ id: 'desktop', options: [{ name: 'computers', value: '5' }] }],
    });
  });

  it('prices again when the licence or scripts change', async () => {
    options = ['AllStyles'];
    renderPage();
    const computers = await screen.findByRole('group', { name: 'Computers' });
    fireEvent.click(within(computers).getByRole('button', { name: 'Up to 10 computers' }));
    await waitFor(() => expect(screen.getByTestId('upgrade-to-pay').textContent).toBe('€251.00'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Greek' }));
    await waitFor(() => expect(screen.getByTestId('upgrade-to-pay').textContent).toBe('€551.00'));
    expect(lastSummaryRequest()).toMatchObject({
      encodingIDs: ['latin', 'greek'],
      licenses: [{ id: 'desktop', options: [{ name: 'computers', value: '10' }] }],
    });
  });

  it('puts the selection with its upgrade into the cart and goes to the checkout', async () => {
    options = ['AllStyles'];
    const navigate = renderPage();
    const add = await screen.findByRole('button', { name: 'Add the upgrade to the cart' });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(add);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout'));
    const cart = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
    expect(cart).toEqual([
      expect.objectContaining({
        kind: 'font',
        productIds: ['family-1'],
        encodingIds: ['latin'],
        licenses: [{ id: 'desktop', options: [{ name: 'computers', value: '5' }] }],
        title: 'Upgrade: Vollkorn',
        upgrade: { familyId: 'f-1', styleId: null, option: 'AllStyles', rootProductId: 'family-1' },
      }),
    ]);
  });

  it('without a licence chosen, says so under the licences and in the summary, and adds nothing', async () => {
    options = ['AllStyles'];
    ownedDesktop = null;
    const navigate = renderPage();
    const add = await screen.findByRole('button', { name: 'Add the upgrade to the cart' });
    fireEvent.click(add);
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('There is 1 problem');
    const licences = screen.getByRole('group', { name: 'Licences' });
    expect(licences.getAttribute('aria-invalid')).toBe('true');
    expect(within(licences).getByText('Choose at least one licence.')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Desktop licence' }));
    await waitFor(() => expect(within(licences).queryByText('Choose at least one licence.')).toBeNull());
    fireEvent.click(add);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout'));
  });

  it('SingleStyle: chooses among the styles bought alone', async () => {
    options = ['SingleStyle', 'AllStyles'];
    renderPage();
    const regular = (await screen.findByRole('radio', { name: 'Regular' })) as HTMLInputElement;
    expect(regular.checked).toBe(true);
    await waitFor(() =>
      expect(sent('ReadUpgradeChoices').some((body) => body.variables.styleID === 's-regular')).toBe(true),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Bold' }));
    await waitFor(() =>
      expect(lastSummaryRequest()).toMatchObject({ upgradeOption: 'SingleStyle', styleID: 's-bold' }),
    );
  });

  it('says so when the family is not owned, or nothing is left to upgrade', async () => {
    notOwned = true;
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You do not own fonts of this family, so there is nothing to upgrade.',
    );
    cleanup();
    notOwned = false;
    options = [];
    renderPage();
    await screen.findByText(/There is nothing to upgrade/);
    expect(sent('ReadUpgradeChoices')).toHaveLength(0);
  });
});

describe('the cart line of an upgrade', () => {
  it('is labelled as an upgrade', async () => {
    render(
      <I18nProvider>
        <CartLines
          selections={[
            {
              kind: 'font',
              productIds: ['family-1'],
              encodingIds: ['latin'],
              licenses: [],
              selectionIndex: 0,
              title: 'Upgrade: Vollkorn',
              upgrade: { familyId: 'f-1', option: 'AllStyles', rootProductId: 'family-1' },
            },
            {
              kind: 'font',
              productIds: ['p-2'],
              encodingIds: ['latin'],
              licenses: [],
              selectionIndex: 1,
              title: 'Geist',
            },
          ]}
        />
      </I18nProvider>,
    );
    const lines = await screen.findAllByRole('listitem');
    expect(within(lines[0] as HTMLElement).getByTestId('cart-line-upgrade').textContent).toBe('Upgrade');
    expect(within(lines[1] as HTMLElement).queryByTestId('cart-line-upgrade')).toBeNull();
  });
});
