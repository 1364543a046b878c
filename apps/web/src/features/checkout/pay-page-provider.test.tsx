// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { SearchParamsContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiProviders, type ApiStandIn, startApiStandIn } from '../../lib/testing/api-stand-in.tsx';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import { PayPage } from './pay-page.tsx';

// The pay page picks its form by the provider readPaymentSession names (docs/payments.md, "The pay
// page"): the shop's card fields for the built-in test provider, Adyen's Drop-in for adyen.
let session: Record<string, unknown>;
let api: ApiStandIn;

const SESSION = {
  id: 'CS_UNIT_1',
  sessionData: 'Ab02b4c0!unit',
  amount: { amount: 4900, currency: 'EUR' },
  countryCode: 'CZ',
  locale: 'en-US',
  returnUrl: 'http://localhost/pay/41/hash',
  paymentMethods: [{ type: 'scheme', name: 'Cards' }],
  order: { id: '41', hash: 'hash', status: 'NEW', paymentError: null },
};

beforeAll(async () => {
  api = await startApiStandIn((body) =>
    body.query.includes('readPaymentSession')
      ? { data: { readPaymentSession: session } }
      : { data: { readOrder: null } },
  );
});
afterAll(() => api.close());
afterEach(cleanup);

function renderPayPage() {
  renderInApp(
    <SearchParamsContext.Provider value={new URLSearchParams()}>
      <ApiProviders origin={api.origin}>
        <PayPage orderId="41" hash="hash" />
      </ApiProviders>
    </SearchParamsContext.Provider>,
    { pathname: '/pay/41/hash' },
  );
}

describe('PayPage: the form follows the payment provider', () => {
  it('shows the shop’s own card fields with the built-in test provider', async () => {
    session = { ...SESSION, provider: 'test', sessionData: null, clientKey: null, environment: null };
    renderPayPage();
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pay with Adyen' })).toBeNull();
    // Asked as the catalogue writes it: the pay route's id/hash pair in orderID, no hash of its own.
    const asked = api.received.find((body) => body.query.includes('readPaymentSession'));
    expect(asked?.variables).toEqual({ orderID: '41/hash', returnUrl: 'http://localhost:3000/pay/41/hash' });
  });

  it('mounts Adyen’s Drop-in instead with adyen, and never the shop’s card fields', async () => {
    // A live client key on the test environment: Adyen Web refuses it before any request, so the
    // real library runs offline here and its refusal shows as the page's plain error.
    session = { ...SESSION, provider: 'adyen', clientKey: 'live_MISMATCHED', environment: 'test' };
    renderPayPage();
    const dropIn = await screen.findByRole('region', { name: 'Pay with Adyen' });
    expect(dropIn.textContent).toContain('Loading the payment form…');
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The payment form could not be loaded');
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
  });
});
