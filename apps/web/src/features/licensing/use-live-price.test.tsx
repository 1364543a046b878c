// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Client } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { LIVE_PRICE_DEBOUNCE_MS, type PriceRequest, useLivePrice } from './use-live-price.ts';

type Answer = {
  data?: { readProducts: { id: string; price: { amount: number; currency: string }; oldPrice: null }[] };
};

/** A stand-in urql client whose answers the test releases one by one, in any order. */
function controlledClient() {
  const calls: { variables: PriceRequest; resolve: (answer: Answer) => void }[] = [];
  const client = {
    query: (_document: unknown, variables: PriceRequest) => ({
      toPromise: () => new Promise<Answer>((resolve) => calls.push({ variables, resolve })),
    }),
  } as unknown as Client;
  return { client, calls };
}

const answer = (amount: number): Answer => ({
  data: { readProducts: [{ id: 'p', price: { amount, currency: 'EUR' }, oldPrice: null }] },
});
const request = (computers: string): PriceRequest => ({
  productIDs: ['p'],
  encodingIDs: [],
  licenses: [{ id: 'desktop', options: [{ name: 'computers', value: computers }] }],
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useLivePrice', () => {
  it('waits for a pause before asking, and asks once for the last request', async () => {
    const { client, calls } = controlledClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RuntimeConfigProvider config={readRuntimeConfig({})}>
        <GraphqlProvider client={client}>{children}</GraphqlProvider>
      </RuntimeConfigProvider>
    );
    const { result, rerender } = renderHook(({ value }) => useLivePrice(value), {
      wrapper,
      initialProps: { value: request('1') },
    });
    rerender({ value: request('5') });
    await act(async () => vi.advanceTimersByTime(LIVE_PRICE_DEBOUNCE_MS - 1));
    expect(calls).toHaveLength(0);
    expect(result.current.status).toBe('loading');
    await act(async () => vi.advanceTimersByTime(1));
    expect(calls.map((call) => call.variables.licenses[0]?.options[0]?.value)).toEqual(['5']);
    await act(async () => calls[0]?.resolve(answer(9800)));
    expect(result.current).toEqual({
      status: 'ready',
      price: { amount: 9800, currency: 'EUR' },
      oldPrice: null,
    });
  });

  it('drops an answer that arrives after a newer request started', async () => {
    const { client, calls } = controlledClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RuntimeConfigProvider config={readRuntimeConfig({})}>
        <GraphqlProvider client={client}>{children}</GraphqlProvider>
      </RuntimeConfigProvider>
    );
    const { result, rerender } = renderHook(({ value }) => useLivePrice(value), {
      wrapper,
      initialProps: { value: request('1') },
    });
    await act(async () => vi.advanceTimersByTime(LIVE_PRICE_DEBOUNCE_MS));
    rerender({ value: request('5') });
    await act(async () => vi.advanceTimersByTime(LIVE_PRICE_DEBOUNCE_MS));
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]?.resolve(answer(9800)));
    await act(async () => calls[0]?.resolve(answer(4900)));
    expect(result.current).toMatchObject({ status: 'ready', price: { amount: 9800 } });
  });

  it('asks nothing without products', async () => {
    const { client, calls } = controlledClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RuntimeConfigProvider config={readRuntimeConfig({})}>
        <GraphqlProvider client={client}>{children}</GraphqlProvider>
      </RuntimeConfigProvider>
    );
    const { result } = renderHook(() => useLivePrice(null), { wrapper });
    await act(async () => vi.advanceTimersByTime(LIVE_PRICE_DEBOUNCE_MS * 2));
    expect(calls).toHaveLength(0);
    expect(result.current.status).toBe('idle');
  });
});
