// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { AppToaster } from '../../lib/toasts/app-toaster.tsx';
import { useOrderDownload } from './use-order-download.ts';

type Body = { operationName: string; variables: Record<string, unknown> };
const received: Body[] = [];
let finalStatus = 'Failed';
let server: Server;
let origin: string;

beforeAll(async () => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as Body;
    received.push(body);
    const job = { id: 'job-1', hash: 'job-hash', file: null };
    const answer =
      body.operationName === 'CreateDownloadInfo'
        ? { data: { createDownloadInfo: { ...job, status: 'Pending' } } }
        : { data: { readDownloadInfo: { ...job, status: finalStatus } } };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  act(() => toast.remove());
  cleanup();
  received.length = 0;
  vi.useRealTimers();
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <I18nProvider>
        <GraphqlProvider>{children}</GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>
  );
}

describe('useOrderDownload', () => {
  it('polls the job, runs one download at a time and shows the failure toast for 5 s', async () => {
    finalStatus = 'Failed';
    const toastError = vi.spyOn(toast, 'error');
    render(<AppToaster />, { wrapper });
    const { result } = renderHook(() => useOrderDownload('order-1', 'order-hash'), { wrapper });
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.start();
      void result.current.start(); // a second click while the first runs does nothing
    });
    await waitFor(() => expect(result.current.busy).toBe(true));
    await act(() => first);
    expect(received.map((r) => r.operationName)).toEqual(['CreateDownloadInfo', 'ReadDownloadInfo']);
    expect(received[0]?.variables).toMatchObject({ orderID: 'order-1', hash: 'order-hash', type: 'order' });
    expect(received[1]?.variables).toEqual({ id: 'job-1', hash: 'job-hash' });
    expect(toastError).toHaveBeenCalledWith('Something went wrong. Please try again later.', {
      duration: 5000,
    });
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeTruthy();
    expect(result.current.busy).toBe(false);
    toastError.mockRestore();
  }, 10_000);
});
