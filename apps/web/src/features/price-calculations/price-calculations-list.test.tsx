// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { AuthProvider } from '../auth/index.ts';
import { PriceCalculationsList } from './price-calculations-list.tsx';

type Body = { operationName: string; variables: Record<string, unknown> };
type Quote = {
  id: string;
  hash: string;
  created: string;
  status: string;
  priceCalculationUrl: string | null;
  priceCalculationValidUntil: string | null;
  paymentUrl: string | null;
  cancellable: boolean;
  totalPrice: { amount: number; currency: string };
  items: { title: string; quantity: number }[];
};
const received: Body[] = [];
let quotes: Quote[] = [];
let cancelAnswer: Record<string, unknown> | null = null;
let server: Server;
let origin: string;

const quote = (id: string, created: string, extra: Partial<Quote> = {}): Quote => ({
  id,
  hash: `hash-${id}`,
  created,
  status: 'NEW',
  priceCalculationUrl: `http://api.test/orders/${id}/hash-${id}/price-calculation.pdf`,
  priceCalculationValidUntil: new Date(new Date(created).getTime() + 30 * 86_400_000).toISOString(),
  paymentUrl: `http://web.test/pay/${id}/hash-${id}`,
  cancellable: true,
  totalPrice: { amount: 11_900, currency: 'EUR' },
  items: [{ title: 'Vollkorn Family', quantity: 1 }],
  ...extra,
});

beforeAll(async () => {
  // A stand-in API keeping the open price calculations as the real one lists them (newest first).
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as Body;
    received.push(body);
    let answer: unknown = { data: null };
    switch (body.operationName) {
      case 'ReadAuthUser':
        answer = { data: { readUser: { id: '7', email: 'ada@example.com' } } };
        break;
      case 'ReadPriceCalculations': {
        const pageSize = body.variables.pageSize as number;
        const page = body.variables.page as number;
        const nodes = quotes.slice((page - 1) * pageSize, page * pageSize);
        answer = {
          data: {
            readUser: {
              id: '7',
              priceCalculations: {
                nodes,
                pageInfo: { hasNextPage: quotes.length > page * pageSize, nextPage: page + 1 },
              },
            },
          },
        };
        break;
      }
      case 'RemovePriceCalculation':
        if (cancelAnswer) {
          answer = cancelAnswer;
          break;
        }
        quotes = quotes.filter((each) => each.id !== body.variables.id);
        answer = { data: { cancelOrder: { id: body.variables.id, status: 'CANCELLED' } } };
        break;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  cleanup();
  received.length = 0;
  quotes = [];
  cancelAnswer = null;
  vi.restoreAllMocks();
});

function renderList() {
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <AuthProvider>
            <PriceCalculationsList />
          </AuthProvider>
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
}

const sent = (operationName: string) => received.filter((body) => body.operationName === operationName);

describe('PriceCalculationsList', () => {
  it('lists each open price calculation: date, items, total, valid until, PDF and Pay now', async () => {
    quotes = [
      quote('42', '2026-11-20T10:00:00Z', {
        items: [
          { title: 'Vollkorn Family', quantity: 1 },
          { title: 'Vollkorn Specimen (PDF)', quantity: 2 },
        ],
        totalPrice: { amount: 23_450, currency: 'EUR' },
      }),
      quote('17', '2026-11-02T10:00:00Z'),
    ];
    renderList();
    const pdf = await screen.findByRole('link', { name: 'Download the PDF of price calculation 42' });
    const row = pdf.closest('tr') as HTMLElement;
    expect(within(row).getByText('November 20, 2026')).toBeTruthy();
    expect(within(row).getByText('December 20, 2026')).toBeTruthy();
    expect(within(row).getByText('Vollkorn Family')).toBeTruthy();
    expect(within(row).getByText('2 × Vollkorn Specimen (PDF)')).toBeTruthy();
    expect(within(row).getByText('€234.50')).toBeTruthy();
    expect(pdf.getAttribute('href')).toBe('http://api.test/orders/42/hash-42/price-calculation.pdf');
    expect(within(row).getByRole('link', { name: 'Pay price calculation 42' }).getAttribute('href')).toBe(
      '/pay/42/hash-42',
    );
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(sent('ReadPriceCalculations')[0]?.variables).toEqual({ page: 1, pageSize: 20 });
  });

  it('says so when there are none', async () => {
    renderList();
    await screen.findByText('You have no open price calculations.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('removes one only after the user confirms, then lists the rest', async () => {
    quotes = [quote('42', '2026-11-20T10:00:00Z'), quote('17', '2026-11-02T10:00:00Z')];
    renderList();
    const remove = await screen.findByRole('button', { name: 'Remove price calculation 42' });
    fireEvent.click(remove);
    const question = await screen.findByRole('alertdialog', { name: 'Remove price calculation 42?' });
    expect(within(question).getByText('It cannot be paid afterwards.')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent('RemovePriceCalculation')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove price calculation 42' }));
    const again = await screen.findByRole('alertdialog', { name: 'Remove price calculation 42?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Price calculation 42 was removed.');
    expect(sent('RemovePriceCalculation').map((body) => body.variables)).toEqual([{ id: '42' }]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove price calculation 42' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Remove price calculation 17' })).toBeTruthy();
  });

  it('shows why a removal was refused (already paid meanwhile)', async () => {
    quotes = [quote('42', '2026-11-20T10:00:00Z')];
    cancelAnswer = { data: null, errors: [{ message: 'Already paid.', extensions: { code: 218 } }] };
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove price calculation 42' }));
    const question = await screen.findByRole('alertdialog', { name: 'Remove price calculation 42?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
  });

  it('pages through more than twenty', async () => {
    quotes = Array.from({ length: 21 }, (_, index) =>
      quote(String(100 - index), new Date(Date.UTC(2026, 10, 21, 12 - index)).toISOString()),
    );
    renderList();
    await screen.findByRole('button', { name: 'Remove price calculation 100' });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('button', { name: 'Remove price calculation 80' });
    expect(screen.queryByRole('button', { name: 'Remove price calculation 100' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
