import { decimalAmount } from '@foundry/domain/reports/csv';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { SALES_REPORT } from '../lib/documents.ts';
import { downloadCsv } from '../lib/download-csv.ts';
import { formatMoney } from '../lib/format.ts';
import { monthOf, monthsBefore } from '../lib/report-periods.ts';
import { TEXT } from '../lib/texts.ts';
import type { SalesReportRow } from '../lib/types.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { BarChart } from '../ui/bar-chart.tsx';
import { DataTable } from '../ui/data-table.tsx';
import { moneyCell } from '../ui/money-cell.ts';
import { MonthRangeForm } from '../ui/month-range-form.tsx';
import { QueryView } from '../ui/query-view.tsx';

type Grouping = keyof typeof TEXT.reports.sales.groupings;
const GROUPINGS = Object.keys(TEXT.reports.sales.groupings) as Grouping[];
const T = TEXT.reports.sales;

/** A group's words: a family's title, licences, a month; lines of no family or licence by their kind. */
const labelOf = (row: SalesReportRow) => T.lineKinds[row.key] ?? row.label;
const money = (amount: number, currency: string) => formatMoney({ amount, currency });

const column = createColumnHelper<SalesReportRow>();
const COLUMNS = [
  column.accessor(labelOf, { id: 'label', header: T.columns.label }),
  column.accessor('currency', { header: TEXT.reports.currency }),
  column.accessor('net', {
    header: T.columns.net,
    cell: moneyCell,
  }),
  column.accessor('vat', {
    header: T.columns.vat,
    cell: moneyCell,
  }),
  column.accessor('gross', {
    header: T.columns.gross,
    cell: moneyCell,
  }),
];

/** Sales by family, licence or month: net, VAT and gross per currency, refunds subtracted. */
export function SalesReport() {
  const now = new Date();
  const [query, setQuery] = useState({
    by: 'MONTH' as Grouping,
    from: monthsBefore(now, 11),
    to: monthOf(now),
  });
  const { state, reload } = useAdminQuery<{ salesReport: SalesReportRow[] }>(SALES_REPORT, query);
  const save = (rows: SalesReportRow[]) =>
    downloadCsv(
      `sales-by-${query.by.toLowerCase()}-${query.from}-${query.to}.csv`,
      [T.groupings[query.by], 'currency', 'net', 'vat', 'gross'],
      rows.map((row) => [
        labelOf(row),
        row.currency,
        decimalAmount(row.net),
        decimalAmount(row.vat),
        decimalAmount(row.gross),
      ]),
    );
  return (
    <section aria-labelledby="sales-report-title" className="report">
      <h2 id="sales-report-title">{TEXT.reports.kinds.sales}</h2>
      <MonthRangeForm
        label={TEXT.reports.kinds.sales}
        initial={query}
        onSubmit={(range, form) => setQuery({ ...range, by: form.get('by') as Grouping })}
      >
        <label className="field">
          <span>{T.by}</span>
          <select name="by" defaultValue={query.by}>
            {GROUPINGS.map((grouping) => (
              <option key={grouping} value={grouping}>
                {T.groupings[grouping]}
              </option>
            ))}
          </select>
        </label>
      </MonthRangeForm>
      <QueryView state={state} retry={reload}>
        {({ salesReport }) => (
          <>
            <div className="actions">
              <button type="button" className="button button-secondary" onClick={() => save(salesReport)}>
                {TEXT.reports.downloadCsv}
              </button>
            </div>
            {[...new Set(salesReport.map((row) => row.currency))].map((currency) => (
              <BarChart
                key={currency}
                title={T.chart(currency)}
                bars={salesReport
                  .filter((row) => row.currency === currency)
                  .map((row) => ({
                    key: row.key,
                    label: labelOf(row),
                    value: row.gross,
                    valueText: money(row.gross, currency),
                  }))}
              />
            ))}
            <DataTable
              caption={`${TEXT.reports.kinds.sales}: ${T.groupings[query.by]}`}
              columns={COLUMNS}
              rows={salesReport}
              rowKey={(row) => `${row.key}-${row.currency}`}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}
