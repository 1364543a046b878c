// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { startOperationStandIn } from '../../lib/testing/operation-stand-in.ts';
import { recordingRouter } from '../../lib/testing/render-in-app.tsx';
import { AuthProvider } from '../auth/index.ts';
import { addPhysicalSelection, clearCart, readCart } from '../cart/index.ts';
import { CheckoutFlow } from './checkout-flow.tsx';

// The review step (docs/checkout.md): an item only an account may order stops a guest there,
// with a way to sign in that comes back to the steps; a signed-in buyer goes on.
let signedIn = false;
const money = (amount: number) => ({ amount, currency: 'EUR' });
let api: Awaited<ReturnType<typeof startOperationStandIn>>;

beforeAll(async () => {
  api = await startOperationStandIn((body) =>
    body.operationName === 'ReadAuthUser' && signedIn
      ? { data: { readUser: { id: '7', email: 'ada@example.com' } } }
      : { data: null, errors: [{ message: 'Please log in.', extensions: { code: 1 } }] },
  );
});
afterAll(() => api.close());
afterEach(() => {
  cleanup();
  clearCart();
  api.reset();
  signedIn = false;
});

function renderSteps(accountRequired: boolean) {
  api.answer('ReadCartSummary', () => ({
    data: {
      readCartSummary: {
        items: readCart().map((selection) => ({
          selectionIndex: selection.selectionIndex,
          quantity: 1,
          title: 'Letters',
          price: money(2_900),
          oldPrice: null,
          totalVAT: money(290),
          percentageVAT: 10,
          discount: money(0),
          variant: null,
          license: [],
          encodings: [],
        })),
        subTotalPrice: money(2_900),
        discountPrice: money(0),
        vatPrice: money(290),
        totalPrice: money(3_190),
        clubPoints: 0,
        shipping: null,
        vat: { kind: 'DOMESTIC', country: 'CZ', rate: 10, note: null },
        shippingRequired: true,
        accountRequired,
      },
    },
  }));
  addPhysicalSelection({
    product: { id: '9', title: 'Letters', percentageVAT: 10, price: money(2_900), availability: 5 },
    variant: null,
    quantity: 1,
    shippingRequired: true,
    accountRequired,
  });
  render(
    <AppRouterContext.Provider value={recordingRouter()}>
      <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: api.origin })}>
        <I18nProvider>
          <GraphqlProvider>
            <AuthProvider>
              <CheckoutFlow />
            </AuthProvider>
          </GraphqlProvider>
        </I18nProvider>
      </RuntimeConfigProvider>
    </AppRouterContext.Provider>,
  );
}

const NOTICE = /can only be ordered with an account/;
const nextButton = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;

describe('the review step and an item that needs an account', () => {
  it('stops a guest with a sign-in link back to the steps, Next off', async () => {
    renderSteps(true);
    const message = await screen.findByText(NOTICE);
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in or create an account' }).getAttribute('href')).toBe(
      '/my_account/login?intended=%2Fcheckout%2Fedit',
    );
    expect(nextButton().disabled).toBe(true);
  });

  it('lets a signed-in buyer go on', async () => {
    signedIn = true;
    renderSteps(true);
    await waitFor(() => expect(api.sent('ReadAuthUser').length).toBeGreaterThan(0));
    await waitFor(() => expect(nextButton().disabled).toBe(false));
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('says nothing to a guest when no item needs an account', async () => {
    renderSteps(false);
    await waitFor(() => expect(nextButton().disabled).toBe(false));
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
