import { decimalAmount, percentOfBasisPoints } from '@foundry/domain/reports/csv';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { VAT_OSS_REPORT } from '../lib/documents.ts';
import { downloadCsv } from '../lib/download-csv.ts';
import { formatMoney } from '../lib/format.ts';
import { recentQuarters } from '../lib/report-periods.ts';
import { TEXT } from '../lib/texts.ts';
import type { OssSalesRow, ReverseChargeRow } from '../lib/types.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { type Bar, BarChart } from '../ui/bar-chart.tsx';
import { DataTable } from '../ui/data-table.tsx';
import { moneyCell } from '../ui/money-cell.ts';
import { QueryView } from '../ui/query-view.tsx';

const T = TEXT.reports.vat;
const money = (amount: number, currency: string) => formatMoney({ amount, currency });
const countryOf = (row: { country: string; countryName: string }) => `${row.countryName} (${row.country})`;

const oss = createColumnHelper<OssSalesRow>();
const inRowCurrency = (
  key: 'taxableAmount' | 'vatAmount' | 'correctionTaxableAmount' | 'correctionVatAmount',
) =>
  oss.accessor(key, {
    header: T.columns[COLUMN_OF[key]],
    cell: moneyCell,
  });
const COLUMN_OF = {
  taxableAmount: 'taxable',
  vatAmount: 'vat',
  correctionTaxableAmount: 'correctionTaxable',
  correctionVatAmount: 'correctionVat',
} as const;
const OSS_COLUMNS = [
  oss.accessor(countryOf, { id: 'country', header: T.columns.country }),
  oss.accessor('rateBp', {
    header: T.columns.rate,
    cell: (info) => `${percentOfBasisPoints(info.getValue())} %`,
  }),
  oss.accessor('currency', { header: TEXT.reports.currency }),
  inRowCurrency('taxableAmount'),
  inRowCurrency('vatAmount'),
  inRowCurrency('correctionTaxableAmount'),
  inRowCurrency('correctionVatAmount'),
];

const reverse = createColumnHelper<ReverseChargeRow>();
const REVERSE_COLUMNS = [
  reverse.accessor(countryOf, { id: 'country', header: T.columns.country }),
  reverse.accessor('vatNumber', { header: T.columns.vatNumber }),
  reverse.accessor('currency', { header: TEXT.reports.currency }),
  reverse.accessor('amount', {
    header: T.columns.amount,
    cell: moneyCell,
  }),
  reverse.accessor('correctionAmount', {
    header: T.columns.correction,
    cell: moneyCell,
  }),
];

/** VAT due per member state in one currency: the rows of its rates added, corrections included. */
function vatDueBars(rows: OssSalesRow[], currency: string): Bar[] {
  const due = new Map<string, { label: string; value: number }>();
  for (const row of rows.filter((r) => r.currency === currency)) {
    const entry = due.get(row.country) ?? { label: countryOf(row), value: 0 };
    entry.value += row.vatAmount + row.correctionVatAmount;
    due.set(row.country, entry);
  }
  return [...due].map(([key, { label, value }]) => ({
    key,
    label,
    value,
    valueText: money(value, currency),
  }));
}

type Report = {
  vatOssReport: { quarter: string; consumerSales: OssSalesRow[]; reverseCharge: ReverseChargeRow[] };
};

/** The figures of the One-Stop-Shop return of a quarter, and the reverse-charge sales beside it. */
export function VatOssReport() {
  const quarters = recentQuarters(new Date(), 12);
  const [quarter, setQuarter] = useState(quarters[0] as string);
  const { state, reload } = useAdminQuery<Report>(VAT_OSS_REPORT, { quarter });
  function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuarter(String(new FormData(event.currentTarget).get('quarter')));
  }
  const saveConsumerSales = (rows: OssSalesRow[]) =>
    downloadCsv(
      `vat-oss-${quarter}.csv`,
      [
        'member state',
        'country',
        'vat rate %',
        'currency',
        'taxable amount',
        'vat',
        'correction taxable amount',
        'correction vat',
      ],
      rows.map((row) => [
        row.country,
        row.countryName,
        percentOfBasisPoints(row.rateBp),
        row.currency,
        decimalAmount(row.taxableAmount),
        decimalAmount(row.vatAmount),
        decimalAmount(row.correctionTaxableAmount),
        decimalAmount(row.correctionVatAmount),
      ]),
    );
  const saveReverseCharge = (rows: ReverseChargeRow[]) =>
    downloadCsv(
      `vat-reverse-charge-${quarter}.csv`,
      ['member state', 'country', 'vat number', 'currency', 'amount', 'correction amount'],
      rows.map((row) => [
        row.country,
        row.countryName,
        row.vatNumber,
        row.currency,
        decimalAmount(row.amount),
        decimalAmount(row.correctionAmount),
      ]),
    );
  return (
    <section aria-labelledby="vat-report-title" className="report">
      <h2 id="vat-report-title">{TEXT.reports.kinds.vat}</h2>
      <form className="filters" onSubmit={show} aria-label={TEXT.reports.kinds.vat}>
        <label className="field">
          <span>{T.quarter}</span>
          <select name="quarter" defaultValue={quarter}>
            {quarters.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button-primary">
          {TEXT.reports.show}
        </button>
      </form>
      <QueryView state={state} retry={reload}>
        {({ vatOssReport }) => (
          <>
            <h3>{T.consumerTitle}</h3>
            <p className="subtitle">{T.consumerHint}</p>
            <div className="actions">
              <button
                type="button"
                className="button button-secondary"
                onClick={() => saveConsumerSales(vatOssReport.consumerSales)}
              >
                {TEXT.reports.downloadCsv}
              </button>
            </div>
            {[...new Set(vatOssReport.consumerSales.map((row) => row.currency))].map((currency) => (
              <BarChart
                key={currency}
                title={T.chart(currency)}
                bars={vatDueBars(vatOssReport.consumerSales, currency)}
              />
            ))}
            <DataTable
              caption={`${T.consumerTitle}, ${vatOssReport.quarter}`}
              columns={OSS_COLUMNS}
              rows={vatOssReport.consumerSales}
              rowKey={(row) => `${row.country}-${row.rateBp}-${row.currency}`}
            />
            <h3>{T.reverseTitle}</h3>
            <div className="actions">
              <button
                type="button"
                className="button button-secondary"
                onClick={() => saveReverseCharge(vatOssReport.reverseCharge)}
              >
                {T.downloadReverse}
              </button>
            </div>
            <DataTable
              caption={`${T.reverseTitle}, ${vatOssReport.quarter}`}
              columns={REVERSE_COLUMNS}
              rows={vatOssReport.reverseCharge}
              rowKey={(row) => `${row.country}-${row.vatNumber}-${row.currency}`}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}
