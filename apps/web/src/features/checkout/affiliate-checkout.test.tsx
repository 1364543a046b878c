// @vitest-environment jsdom
import { DEV_CAPTCHA_TOKEN } from '@foundry/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { startStandInApi } from '../../lib/testing/account-stand-in-api.ts';
import { recordingRouter } from '../../lib/testing/render-in-app.tsx';
import { AFFILIATE_COOKIE, AffiliateCapture } from '../affiliate/index.ts';
import { AuthProvider } from '../auth/index.ts';
import { addFontSelection, clearCart, readCart } from '../cart/index.ts';
import { EMPTY_USER_INFO } from './checkout-state.ts';
import { ConfirmOrder } from './confirm-order.tsx';

const push = vi.fn();
// The App Router's own context, as Next gives it, with `push` recorded (no module mock: the unit
// project's files share modules).
const router = { ...recordingRouter(), push, replace: push };

const money = (amount: number) => ({ amount, currency: 'EUR' });
let api: Awaited<ReturnType<typeof startStandInApi>>;

beforeAll(async () => {
  api = await startStandInApi();
});
afterAll(() => api.close());
afterEach(() => {
  cleanup();
  clearCart();
  api.reset();
  push.mockReset();
  // biome-ignore lint/suspicious/noDocumentCookie: forgets the captured code between tests
  document.cookie = `${AFFILIATE_COOKIE}=; Max-Age=0; Path=/`;
  window.history.replaceState(null, '', '/');
});

function answerCheckout() {
  api.answer('ReadCartSummary', () => ({
    data: {
      readCartSummary: {
        items: readCart().map((selection) => ({
          selectionIndex: selection.selectionIndex,
          quantity: 1,
          title: 'Vollkorn Family',
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
  }));
  api.answer('CreateOrder', () => ({ data: { createOrder: { id: '41', hash: 'h41', paymentUrl: null } } }));
  api.answer('CreateUserOrder', () => ({
    data: { createUserOrder: { id: '42', hash: 'h42', paymentUrl: null } },
  }));
}

/** The landing page with the capture (as the root layout mounts it), then the checkout's last step. */
async function landAndCheckOut(landingUrl: string, billing: string | null) {
  window.history.replaceState(null, '', landingUrl);
  const landing = render(<AffiliateCapture />);
  landing.unmount();
  answerCheckout();
  addFontSelection({ productIds: ['1'], encodingIds: ['1'], licenses: [] });
  render(
    <AppRouterContext.Provider value={router}>
      <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: api.origin })}>
        <I18nProvider>
          <GraphqlProvider>
            <AuthProvider>
              <ConfirmOrder
                selections={readCart()}
                userInfo={{
                  ...EMPTY_USER_INFO,
                  email: 'jana@example.cz',
                  name: 'Jana',
                  address: ['Křenová 67', '', ''],
                  city: 'Brno',
                  country: 'CZ',
                }}
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
  const place = await screen.findByRole('button', { name: 'Place order and pay' });
  await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getByRole('checkbox', { name: /terms/i }));
  fireEvent.click(place);
}

describe('the affiliate code at checkout', () => {
  it('sends the code a guest arrived with as createOrder’s affiliateID', async () => {
    await landAndCheckOut('/fonts/vollkorn?affiliate=ALICE-1', null);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/pay/41/h41'));
    expect(api.sent('CreateOrder')[0]?.variables).toMatchObject({
      affiliateID: 'ALICE-1',
      reCaptchaToken: DEV_CAPTCHA_TOKEN,
    });
  });

  it('sends it with createUserOrder for a signed-in buyer too', async () => {
    await landAndCheckOut('/?affiliate=BOB_2', '5');
    await waitFor(() => expect(push).toHaveBeenCalledWith('/pay/42/h42'));
    expect(api.sent('CreateUserOrder')[0]?.variables).toMatchObject({
      affiliateID: 'BOB_2',
      billingAddressID: '5',
    });
  });

  it('sends null without an affiliate link', async () => {
    await landAndCheckOut('/fonts/vollkorn', null);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/pay/41/h41'));
    expect(api.sent('CreateOrder')[0]?.variables.affiliateID).toBeNull();
  });
});
