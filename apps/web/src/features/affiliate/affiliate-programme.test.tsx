// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { startStandInApi } from '../../lib/testing/account-stand-in-api.ts';
import { AuthProvider } from '../auth/index.ts';
import { AffiliateProgramme } from './affiliate-programme.tsx';

let api: Awaited<ReturnType<typeof startStandInApi>>;

beforeAll(async () => {
  api = await startStandInApi();
});
afterAll(() => api.close());
afterEach(() => {
  cleanup();
  api.reset();
  vi.restoreAllMocks();
});

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const PROGRAMME = {
  programs: [
    {
      id: '1',
      code: 'ALICE-1',
      domain: 'alice-type.example',
      status: 'ACTIVE',
      link: 'http://localhost:3000/?affiliate=ALICE-1',
      securityToken: 'tok-1',
    },
    {
      id: '2',
      code: 'ALICE-OFF',
      domain: 'old.example',
      status: 'BLOCKED',
      link: 'http://localhost:3000/?affiliate=ALICE-OFF',
      securityToken: 'tok-2',
    },
  ],
  invoiceLimit: eur(10_000),
  minInvoiceLimit: eur(5_000),
  maxInvoiceLimit: eur(1_000_000),
  unpaidAmount: eur(1_225),
  orders: [
    {
      id: '501',
      date: '2026-11-20T10:00:00.000Z',
      totalNet: eur(7_350),
      commission: eur(735),
      programCode: 'ALICE-1',
    },
  ],
};
const STATS = [
  { month: '2026-10', visits: 12, numOrders: 0, commission: eur(0) },
  { month: '2026-11', visits: 30, numOrders: 2, commission: eur(1_225) },
];

function answerProgramme() {
  api.answer('ReadAffiliateProgramme', () => ({ data: { readAffiliateProgramme: PROGRAMME } }));
  api.answer('ReadAffiliateStats', () => ({ data: { readAffiliateStats: STATS } }));
}

function renderPage() {
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: api.origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <AuthProvider>
            <AffiliateProgramme />
          </AuthProvider>
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
}

describe('AffiliateProgramme', () => {
  it('shows the programmes with their links and copies one', async () => {
    answerProgramme();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();
    const programmes = await screen.findByRole('region', { name: 'Your programmes' });
    const [active, blocked] = within(programmes).getAllByRole('listitem');
    expect(within(active as HTMLElement).getByRole('heading', { name: 'alice-type.example' })).toBeTruthy();
    expect(active?.textContent).toContain('Active');
    expect(active?.textContent).toContain('http://localhost:3000/?affiliate=ALICE-1');
    expect(blocked?.textContent).toContain('Blocked');
    fireEvent.click(screen.getByRole('button', { name: 'Copy the link of alice-type.example' }));
    await waitFor(() => expect(within(programmes).getByRole('status').textContent).toBe('Link copied.'));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/?affiliate=ALICE-1');
  });

  it('shows what is owed and saves the invoice limit in whole euros', async () => {
    answerProgramme();
    api.answer('UpdateAffiliateProgrammeInvoiceLimit', (body) => ({
      data: {
        updateAffiliateProgrammeInvoiceLimit: {
          ...PROGRAMME,
          invoiceLimit: eur(Number(body.variables.limit)),
        },
      },
    }));
    renderPage();
    const payout = await screen.findByRole('region', { name: 'Commission and payout' });
    expect(payout.textContent).toContain('€12.25');
    const limit = within(payout).getByLabelText('Invoice limit (whole euros)') as HTMLInputElement;
    expect(limit.value).toBe('100');

    fireEvent.change(limit, { target: { value: '20' } });
    fireEvent.click(within(payout).getByRole('button', { name: 'Save limit' }));
    expect((await within(payout).findByRole('alert')).textContent).toContain(
      'Invoice limit (whole euros): Enter whole euros from €50.00 to €10,000.00.',
    );
    expect(limit.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(limit, { target: { value: '99.5' } });
    fireEvent.click(within(payout).getByRole('button', { name: 'Save limit' }));
    await waitFor(() =>
      expect(within(payout).getByRole('alert').textContent).toContain('Enter a whole number.'),
    );
    expect(api.sent('UpdateAffiliateProgrammeInvoiceLimit')).toEqual([]);

    fireEvent.change(limit, { target: { value: '250' } });
    fireEvent.click(within(payout).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(within(payout).getByRole('status').textContent).toBe('Saved.'));
    expect(api.sent('UpdateAffiliateProgrammeInvoiceLimit')[0]?.variables).toEqual({ limit: 25_000 });
    expect(within(payout).queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal of a limit beside the field', async () => {
    answerProgramme();
    api.answer('UpdateAffiliateProgrammeInvoiceLimit', () => ({
      data: null,
      errors: [
        {
          message: 'The invoice limit is not allowed.',
          extensions: { code: 103, fields: { limit: 'Choose whole euros from 50 to 10000.' } },
        },
      ],
    }));
    renderPage();
    const payout = await screen.findByRole('region', { name: 'Commission and payout' });
    fireEvent.change(within(payout).getByLabelText('Invoice limit (whole euros)'), {
      target: { value: '300' },
    });
    fireEvent.click(within(payout).getByRole('button', { name: 'Save limit' }));
    expect((await within(payout).findByRole('alert')).textContent).toContain(
      'Choose whole euros from 50 to 10000.',
    );
    expect(within(payout).getByLabelText('Invoice limit (whole euros)').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('tabulates the months with a total and asks for the months chosen', async () => {
    answerProgramme();
    renderPage();
    const stats = await screen.findByRole('region', { name: 'Statistics by month' });
    const table = await within(stats).findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MonthVisitsOrdersCommission',
      'October 2026120€0.00',
      'November 2026302€12.25',
      'Total422€12.25',
    ]);
    expect(api.sent('ReadAffiliateStats')[0]?.variables).toEqual({});

    fireEvent.change(within(stats).getByLabelText('From month'), { target: { value: '2026-05' } });
    fireEvent.change(within(stats).getByLabelText('To month'), { target: { value: '2026-02' } });
    fireEvent.click(within(stats).getByRole('button', { name: 'Show' }));
    expect((await within(stats).findByRole('alert')).textContent).toBe(
      'The first month must not be after the last.',
    );
    expect(api.sent('ReadAffiliateStats')).toHaveLength(1);

    fireEvent.change(within(stats).getByLabelText('To month'), { target: { value: '2026-08' } });
    fireEvent.click(within(stats).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(api.sent('ReadAffiliateStats').at(-1)?.variables).toEqual({
        dateFrom: '2026-05-01',
        dateTo: '2026-08-01',
      }),
    );
  });

  it('lists the orders the links brought, without anything of the buyer', async () => {
    answerProgramme();
    renderPage();
    const orders = await screen.findByRole('region', { name: 'Orders you brought' });
    const rows = within(orders).getAllByRole('row');
    expect(rows[1]?.textContent).toBe('#50120 November 2026€73.50€7.35ALICE-1');
  });

  it('tells an account without the programme that it is not open to it', async () => {
    api.answer('ReadAffiliateProgramme', () => ({
      data: null,
      errors: [
        {
          message: 'The affiliate programme is not open to this account.',
          extensions: { code: 103, fields: { affiliate: 'not_enabled' } },
        },
      ],
    }));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The affiliate programme is not open to your account.',
    );
    expect(screen.queryByRole('region', { name: 'Your programmes' })).toBeNull();
  });
});
