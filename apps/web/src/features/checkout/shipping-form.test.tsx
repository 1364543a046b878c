// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CartSelection } from '@foundry/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import { messagesUnder } from '../../ui/form-test-support.ts';
import { EMPTY_USER_INFO, type SelectedShipping } from './checkout-state.ts';
import { ShippingForm } from './shipping-form.tsx';

let server: Server;
let origin: string;
const eur = (amount: number) => ({ amount, currency: 'EUR' });
const SHIPPINGS = [
  {
    id: 's1',
    type: 'post',
    title: 'Czech Post',
    subTitle: 'Tracked',
    description: null,
    deliveryTime: '2–3 days',
    price: eur(500),
    percentageVAT: 21,
    pickupAddress: null,
  },
  {
    id: 's2',
    type: 'PickupOnLocationShipping',
    title: 'Pick up',
    subTitle: null,
    description: null,
    deliveryTime: null,
    price: eur(0),
    percentageVAT: 21,
    pickupAddress: 'Křenová 67, Brno',
  },
];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as { operationName: string };
    const answer =
      body.operationName === 'ReadAvailableShippings'
        ? { data: { readAvailableShippings: SHIPPINGS } }
        : { data: null };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(cleanup);

const poster: CartSelection = {
  kind: 'physical',
  product: { id: 'poster', title: 'Poster', percentageVAT: 21, price: eur(2000), availability: 5 },
  quantity: 1,
  shippingRequired: true,
  accountRequired: false,
  selectionIndex: 0,
};

function Step({ onSubmit, kept }: { onSubmit: () => void; kept: (shipping: SelectedShipping) => void }) {
  const [selected, setSelected] = useState<SelectedShipping>({});
  return (
    <ShippingForm
      selections={[poster]}
      userInfo={{ ...EMPTY_USER_INFO, country: 'CZ' }}
      selected={selected}
      onSelect={(shipping) => {
        kept(shipping);
        setSelected(shipping);
      }}
      onSubmit={onSubmit}
      onBack={() => undefined}
    />
  );
}

describe('ShippingForm', () => {
  it('asks for a method, keeps the one chosen at once and goes on with it', async () => {
    const onSubmit = vi.fn();
    const kept = vi.fn();
    renderInApp(
      <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
        <GraphqlProvider>
          <Step onSubmit={onSubmit} kept={kept} />
        </GraphqlProvider>
      </RuntimeConfigProvider>,
    );
    const post = await screen.findByRole('radio', { name: /Czech Post/ });
    expect(screen.getByText('Tracked · Delivery: 2–3 days')).toBeTruthy();
    expect(screen.getByText('Pick up at: Křenová 67, Brno')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Please choose a shipping method.');
    expect(screen.getByRole('radiogroup').textContent).toContain('Please choose a shipping method.');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(post);
    expect(kept).toHaveBeenLastCalledWith({ id: 's1', type: 'post', title: 'Czech Post', price: eur(500) });
    await waitFor(() => expect(messagesUnder(post)).toEqual([]));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
