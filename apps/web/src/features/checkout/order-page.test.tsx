// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_CODE } from '@foundry/errors';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { OrderPage } from './order-page.tsx';

// The API's answer to ReadOrder, set per test: an error with a catalogue code.
let answerCode: number = ERROR_CODE.ORDER_INVALID;
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    for await (const _chunk of request) {
      // the body is not needed: every call is ReadOrder
    }
    const answer = { data: null, errors: [{ message: 'refused', extensions: { code: answerCode } }] };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(cleanup);

function renderOrderPage() {
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <OrderPage orderId="41" hash="not-the-hash" />
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
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
