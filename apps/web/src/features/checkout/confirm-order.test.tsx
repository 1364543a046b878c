// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { recordingRouter } from '../../lib/testing/render-in-app.tsx';
import { messagesUnder } from '../../ui/form-test-support.ts';
import { AuthProvider } from '../auth/index.ts';
import { addFontSelection, addPhysicalSelection, clearCart, readCart } from '../cart/index.ts';
import { EMPTY_USER_INFO } from './checkout-state.ts';
import { ConfirmOrder } from './confirm-order.tsx';

const push = vi.fn();
// The App Router's own context, as Next gives it, with `push` recorded (no module mock: the unit
// project's files share modules).
const router = { ...recordingRouter(), push, replace: push };

type Body = { operationName: string; variables: Record<string, unknown> };
const received: Body[] = [];
let server: Server;
let origin: string;
const money = (amount: number) => ({ amount, currency: 'EUR' });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as Body;
    received.push(body);
    const answers: Record<string, unknown> = {
      ReadAuthUser: { data: { readUser: { id: '7', email: 'ada@example.com' } } },
      ReadCartSummary: {
        data: {
          readCartSummary: {
            items: readCart().map((selection) => ({
              selectionIndex: selection.selectionIndex,
              quantity: 1,
              title: selection.kind === 'font' ? 'Vollkorn Family' : 'Poster',
              price: money(10_000),
              oldPrice: null,
              totalVAT: money(2_100),
              percentageVAT: 21,
              discount: money(0),
              variant: null,
              license: [],
              encodings: [],
            })),
            subTotalPrice: money(10_000),
            discountPrice: money(0),
            vatPrice: money(2_100),
            totalPrice: money(12_100),
            clubPoints: 0,
            shipping: null,
            vat: { kind: 'DOMESTIC', country: 'CZ', rate: 21, note: null },
            shippingRequired: false,
            accountRequired: false,
          },
        },
      },
      CreateUserOrder: { data: { createUserOrder: { id: '42', hash: 'h42', paymentUrl: null } } },
    };
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(answers[body.operationName] ?? { data: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  window.sessionStorage.setItem('foundry.geoCountry', JSON.stringify({ country: 'CZ' }));
});
afterEach(() => {
  cleanup();
  clearCart();
  received.length = 0;
  push.mockReset();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

function renderConfirm(billing: string | null) {
  render(
    <AppRouterContext.Provider value={router}>
      <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
        <I18nProvider>
          <GraphqlProvider>
            <AuthProvider>
              <ConfirmOrder
                selections={readCart()}
                userInfo={{ ...EMPTY_USER_INFO, name: 'Ada', country: 'CZ' }}
                shipping={{}}
                discountCode=""
                addressSelection={billing ? { Billing: billing, Shipping: null, License: null } : null}
                onFieldErrors={() => undefined}
                onPlaced={() => undefined}
                onBack={() => undefined}
              />
            </AuthProvider>
          </GraphqlProvider>
        </I18nProvider>
      </RuntimeConfigProvider>
    </AppRouterContext.Provider>,
  );
}

const sent = (operationName: string) => received.filter((body) => body.operationName === operationName);
const SAVE = 'Save as price calculation';

describe('ConfirmOrder: the terms', () => {
  it('places nothing until the terms are accepted: said under the box and in the summary, and a gift is sent as ticked', async () => {
    addFontSelection({ productIds: ['1'], encodingIds: ['1'], licenses: [] });
    renderConfirm('5');
    const place = await screen.findByRole('button', { name: 'Place order and pay' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(place);

    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('There is 1 problem');
    const terms = screen.getByRole('checkbox', { name: /terms/i });
    expect(messagesUnder(terms)).toEqual(['Please accept the terms and conditions.']);
    // The summary's link leads to the box.
    fireEvent.click(within(summary).getByRole('link', { name: /^I accept the terms/ }));
    expect(document.activeElement).toBe(terms);
    expect(sent('CreateUserOrder')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'This order is a gift' }));
    fireEvent.click(terms);
    fireEvent.click(place);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/pay/42/h42'));
    expect(sent('CreateUserOrder')[0]?.variables).toMatchObject({ isGift: true, billingAddressID: '5' });
  });
});

describe('ConfirmOrder: save as price calculation', () => {
  it('saves an all-digital cart of a signed-in buyer as a price calculation and opens the list', async () => {
    addFontSelection({ productIds: ['1'], encodingIds: ['1'], licenses: [] });
    renderConfirm('5');
    const save = await screen.findByRole('button', { name: SAVE });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('checkbox', { name: /terms/i }));
    fireEvent.click(save);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/my_account/price_calculations'));
    expect(sent('CreateUserOrder')[0]?.variables).toMatchObject({
      billingAddressID: '5',
      priceCalculation: true,
    });
  });

  it('places an ordinary order with the other button', async () => {
    addFontSelection({ productIds: ['1'], encodingIds: ['1'], licenses: [] });
    renderConfirm('5');
    const place = await screen.findByRole('button', { name: 'Place order and pay' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('checkbox', { name: /terms/i }));
    fireEvent.click(place);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/pay/42/h42'));
    expect(sent('CreateUserOrder')[0]?.variables).toMatchObject({ priceCalculation: false });
  });

  it('is not offered with physical goods or to a guest', async () => {
    addFontSelection({ productIds: ['1'], encodingIds: ['1'], licenses: [] });
    addPhysicalSelection({
      product: {
        id: '9',
        title: 'Poster',
        percentageVAT: 21,
        price: money(1_000),
        availability: 5,
      },
      variant: null,
      quantity: 1,
      shippingRequired: true,
      accountRequired: false,
    });
    renderConfirm('5');
    await screen.findByRole('button', { name: 'Place order and pay' });
    expect(screen.queryByRole('button', { name: SAVE })).toBeNull();
    cleanup();
    clearCart();
    addFontSelection({ productIds: ['1'], encodingIds: ['1'], licenses: [] });
    renderConfirm(null);
    await screen.findByRole('button', { name: 'Place order and pay' });
    expect(screen.queryByRole('button', { name: SAVE })).toBeNull();
  });
});
