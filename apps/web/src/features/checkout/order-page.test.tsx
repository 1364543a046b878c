// @vitest-environment jsdom
import { ERROR_CODE } from '@foundry/errors';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { ApiProviders, type ApiStandIn, startApiStandIn } from '../../lib/testing/api-stand-in.tsx';
import { OrderPage } from './order-page.tsx';

// The API refuses every ReadOrder with the catalogue code set per test.
let answerCode: number = ERROR_CODE.ORDER_INVALID;
let api: ApiStandIn;
beforeAll(async () => {
  api = await startApiStandIn(() => ({
    data: null,
    errors: [{ message: 'refused', extensions: { code: answerCode } }],
  }));
});
afterAll(() => api.close());
afterEach(cleanup);

function renderOrderPage() {
  render(
    <I18nProvider>
      <ApiProviders origin={api.origin}>
        <OrderPage orderId="41" hash="not-the-hash" />
      </ApiProviders>
    </I18nProvider>,
  );
}

describe('OrderPage', () => {
  it('says the order was not found when the API refuses the read of an unknown or foreign order', async () => {
    answerCode = ERROR_CODE.ORDER_INVALID;
    renderOrderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/could not find this order/i);
    expect(alert.textContent).not.toMatch(/could not be placed/i);
  });

  it("shows the catalogue's message for any other refusal", async () => {
    answerCode = ERROR_CODE.CAPTCHA_INVALID;
    renderOrderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toMatch(/could not find this order/i);
  });
});
