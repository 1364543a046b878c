// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { AppToaster } from '../../lib/toasts/app-toaster.tsx';
import { messagesUnder } from '../../ui/form-test-support.ts';
import { CART_STORAGE_KEY } from '../cart/index.ts';
import { CartPage } from './cart-page.tsx';
import { CHECKOUT_STORAGE_KEYS } from './checkout-state.ts';

// The machine is shared: give the stand-in API's answers time to arrive.

type Body = { operationName: string; variables: Record<string, unknown> };
const received: Body[] = [];
/** The stand-in API answers each operation with what the test put here (a function of the request). */
let answer: (body: Body) => unknown = () => ({ data: null });
let server: Server;
let origin: string;

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const poster = {
  kind: 'physical',
  product: { id: 'poster', title: 'Specimen Poster', percentageVAT: 21, price: eur(2000), availability: 5 },
  quantity: 3,
  shippingRequired: true,
  accountRequired: false,
  selectionIndex: 1,
};
const font = {
  kind: 'font',
  productIds: ['family-1'],
  encodingIds: ['latin'],
  licenses: [
    { id: 'desktop', options: [{ name: 'computers', value: '5' }] },
    {
      id: 'third-party-1',
      options: [{ name: 'index', value: '1' }],
      licenseName: 'Studio X',
      licenseIndex: 1,
    },
  ],
  selectionIndex: 0,
};

function summary(items: { selectionIndex: number; quantity: number; title: string }[]) {
  return {
    items: items.map((item) => ({
      ...item,
      price: eur(1000 * item.quantity),
      oldPrice: null,
      totalVAT: eur(0),
      percentageVAT: 21,
      discount: eur(0),
      variant: null,
      license: [],
      encodings: [],
    })),
    subTotalPrice: eur(5000),
    discountPrice: eur(0),
    vatPrice: eur(1050),
    totalPrice: eur(6050),
    clubPoints: 0,
    shipping: null,
    vat: { kind: 'DOMESTIC', country: 'CZ', rate: 21, note: null },
    shippingRequired: true,
    accountRequired: false,
  };
}

beforeAll(async () => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  window.sessionStorage.setItem('foundry.geoCountry', JSON.stringify({ country: 'CZ' }));
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
  act(() => toast.remove());
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.removeItem(CHECKOUT_STORAGE_KEYS.redeemedDiscountCode);
  received.length = 0;
});

function renderCart(cart: unknown[]) {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <CartPage />
          <AppToaster />
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
}

const storedCart = () =>
  JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as { quantity?: number }[];

describe('CartPage', () => {
  it('shows the lines, their licences and the server total; sends the cart as selection inputs', async () => {
    answer = () => ({
      data: {
        readCartSummary: summary([
          { selectionIndex: 0, quantity: 1, title: 'Family One' },
          { selectionIndex: 1, quantity: 3, title: 'Specimen Poster' },
        ]),
      },
    });
    renderCart([font, poster]);
    expect(await screen.findByTestId('summary-total')).toHaveProperty('textContent', '€60.50');
    expect(screen.getByText('Third party 1: Studio X')).toBeTruthy();
    const request = received.find((r) => r.operationName === 'ReadCartSummary');
    expect(request?.variables).toMatchObject({
      familyProductSelections: [{ productIDs: ['family-1'], encodingIDs: ['latin'], selectionIndex: 0 }],
      physicalProductSelections: [{ productID: 'poster', quantity: 3, selectionIndex: 1 }],
      country: 'CZ',
    });
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/checkout/edit');
  });

  it('corrects the stored cart to the summary and tells the buyer', async () => {
    answer = () => ({
      data: { readCartSummary: summary([{ selectionIndex: 1, quantity: 2, title: 'Specimen Poster' }]) },
    });
    renderCart([font, poster]);
    expect(await screen.findByText('Your cart was updated to what is still available.')).toBeTruthy();
    expect(storedCart()).toEqual([expect.objectContaining({ selectionIndex: 1, quantity: 2 })]);
  });

  it('the stepper stays within the availability and removing goes by selectionIndex', async () => {
    answer = (body) => {
      const physical = (body.variables.physicalProductSelections ?? []) as {
        selectionIndex: number;
        quantity: number;
      }[];
      return {
        data: { readCartSummary: summary(physical.map((p) => ({ ...p, title: 'Specimen Poster' }))) },
      };
    };
    renderCart([{ ...poster, quantity: 4 }]);
    const more = await screen.findByRole('button', { name: 'One more' });
    fireEvent.click(more);
    await waitFor(() => expect(storedCart()[0]?.quantity).toBe(5));
    expect((screen.getByRole('button', { name: 'One more' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Specimen Poster' }));
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('a discount-code error clears the code without an error and asks again without it', async () => {
    window.sessionStorage.setItem(CHECKOUT_STORAGE_KEYS.redeemedDiscountCode, JSON.stringify('OLD'));
    answer = (body) =>
      body.variables.discountCode
        ? { data: null, errors: [{ message: 'This discount code has expired.', extensions: { code: 301 } }] }
        : {
            data: {
              readCartSummary: summary([{ selectionIndex: 1, quantity: 3, title: 'Specimen Poster' }]),
            },
          };
    renderCart([poster]);
    expect(await screen.findByTestId('summary-total')).toBeTruthy();
    expect(window.sessionStorage.getItem(CHECKOUT_STORAGE_KEYS.redeemedDiscountCode)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    const asked = received
      .filter((r) => r.operationName === 'ReadCartSummary')
      .map((r) => r.variables.discountCode);
    // (a request of the previous test may still arrive first)
    expect(asked.slice(asked.indexOf('OLD'))).toEqual(['OLD', null]);
  });

  it('any other error shows its message and keeps Continue disabled', async () => {
    answer = () => ({
      data: null,
      errors: [{ message: 'Sorry, there is not enough stock.', extensions: { code: 216 } }],
    });
    renderCart([poster]);
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, there is not enough stock.');
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('redeems a discount code only after validateDiscountCode accepts it', async () => {
    answer = (body) => {
      if (body.operationName === 'ValidateDiscountCode') {
        return body.variables.discountCode === 'SPRING'
          ? { data: { validateDiscountCode: { valid: true, code: null, message: null, discount: eur(500) } } }
          : { data: { validateDiscountCode: { valid: false, code: 302, message: 'used', discount: null } } };
      }
      return {
        data: { readCartSummary: summary([{ selectionIndex: 1, quantity: 3, title: 'Specimen Poster' }]) },
      };
    };
    renderCart([poster]);
    const field = await screen.findByLabelText('Discount code');
    fireEvent.change(field, { target: { value: 'USED' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('heading', { name: 'There is 1 problem' })).toBeTruthy();
    await waitFor(() =>
      expect(messagesUnder(screen.getByLabelText('Discount code'))).toEqual([
        'This discount code has already been used.',
      ]),
    );
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'SPRING' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Discount code SPRING applied.')).toBeTruthy();
    await waitFor(() =>
      expect(
        received.some((r) => r.operationName === 'ReadCartSummary' && r.variables.discountCode === 'SPRING'),
      ).toBe(true),
    );
  });

  it('shows the empty state without asking the server', async () => {
    renderCart([]);
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    // No summary is asked for (the licence list, which the page reads whatever the cart, may be in flight).
    expect(received.filter((body) => body.operationName === 'ReadCartSummary')).toEqual([]);
  });

  it('before a shipping method is chosen: every line priced, a subtotal, shipping as the next step', async () => {
    const shippingNotChosen = {
      data: null,
      errors: [
        {
          message: 'Choose how your order should be shipped.',
          extensions: { code: 200, fields: { shipping: 'Choose how your order should be shipped.' } },
        },
      ],
    };
    // The whole cart needs a shipping method; the lines that are not posted can be priced without one.
    answer = (body) =>
      body.operationName === 'ReadCartSummary' &&
      ((body.variables.physicalProductSelections as unknown[] | undefined)?.length ?? 0) > 0
        ? shippingNotChosen
        : {
            data: {
              readCartSummary: {
                ...summary([{ selectionIndex: 0, quantity: 1, title: 'Family One' }]),
                subTotalPrice: eur(1000),
              },
            },
          };
    renderCart([font, poster]);
    await waitFor(() => expect(screen.getByTestId('summary-subtotal').textContent).toBe('€70.00'));
    const prices = screen.getAllByTestId('cart-line-price').map((price) => price.textContent);
    expect(prices).toEqual(['€10.00', '€60.00']);
    expect(screen.getByTestId('summary-shipping-next').textContent).toBe('Next step');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/checkout/edit');
  });
});
