// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { type Body, startStandInApi } from '../../lib/testing/account-stand-in-api.ts';
import { WebfontsStats } from './webfonts-stats.tsx';

// The first render compiles the app's providers: on a loaded machine that takes seconds.

let api: Awaited<ReturnType<typeof startStandInApi>>;

const item = (month: string, pageViews: number, freePageViews: number, cost: number) => ({
  month,
  pageViews,
  freePageViews,
  cost: { amount: cost, currency: 'EUR', symbol: '€' },
  projectsCount: 1,
});

/** Answers the months asked for out of a fixed year of page views. */
function answerStats(body: Body) {
  const all = [
    item('2026-08', 800, 800, 0),
    item('2026-09', 12500, 10000, 250),
    item('2026-10', 4000, 4000, 0),
  ];
  const from = (body.variables.dateFrom as string | undefined) ?? '0000-00';
  const to = (body.variables.dateTo as string | undefined) ?? '9999-99';
  return {
    data: {
      readWebfontsProjectStats: {
        firstMonth: '2026-08',
        downloadCsv: `http://api.test/files/webfonts-stats.csv?from=${from}`,
        items: all.filter((entry) => entry.month >= from && entry.month <= to),
      },
    },
  };
}

beforeAll(async () => {
  api = await startStandInApi();
});
afterAll(() => api.close());
afterEach(() => {
  cleanup();
  api.reset();
});

function renderStats() {
  api.answer('ReadWebfontsProjectStats', answerStats);
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: api.origin })}>
      <I18nProvider>
        <GraphqlProvider>
          <WebfontsStats projectID="5" />
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>,
  );
}

describe("a web font project's statistics", () => {
  it('shows the months as a table and a chart, with the CSV download', async () => {
    renderStats();
    const table = await screen.findByRole('table', {
      name: 'Page views, free page views and cost per month',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MonthPage viewsFree page viewsCost',
      'August 2026800800€0.00',
      'September 202612,50010,000€2.50',
      'October 20264,0004,000€0.00',
    ]);
    const chart = screen.getByRole('img', { name: /Page views per month/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
    // The busiest month has the tallest bar.
    const heights = [...chart.querySelectorAll('rect')].map((bar) => Number(bar.getAttribute('height')));
    expect(Math.max(...heights)).toBe(heights[1]);
    expect(heights[0]).toBeLessThan(heights[2] as number);
    expect(screen.getByRole('link', { name: 'Download as CSV' }).getAttribute('href')).toBe(
      'http://api.test/files/webfonts-stats.csv?from=0000-00',
    );
    expect(screen.getByText('Counted since August 2026.')).toBeTruthy();
    expect(api.sent('ReadWebfontsProjectStats')[0]?.variables).toEqual({ id: '5' });
  }, 30_000);

  it('reads the months of a chosen range and refuses a range that ends before it starts', async () => {
    renderStats();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-09' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The start month must not be after the end month.')).toBeTruthy();
    expect(api.sent('ReadWebfontsProjectStats')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-09' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-09' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
        'MonthPage viewsFree page viewsCost',
        'September 202612,50010,000€2.50',
      ]),
    );
    expect(api.sent('ReadWebfontsProjectStats').at(-1)?.variables).toEqual({
      id: '5',
      dateFrom: '2026-09',
      dateTo: '2026-09',
    });
  }, 30_000);

  it('says so when there are no page views in the range', async () => {
    renderStats();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('There are no page views in these months.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  }, 30_000);
});
