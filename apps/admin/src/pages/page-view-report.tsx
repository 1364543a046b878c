import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { PAGE_VIEW_REPORT } from '../lib/documents.ts';
import { downloadCsv } from '../lib/download-csv.ts';
import { monthOf, monthsBefore } from '../lib/report-periods.ts';
import { TEXT } from '../lib/texts.ts';
import type { PageViewRow } from '../lib/types.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { BarChart } from '../ui/bar-chart.tsx';
import { DataTable } from '../ui/data-table.tsx';
import { MonthRangeForm } from '../ui/month-range-form.tsx';
import { QueryView } from '../ui/query-view.tsx';

const T = TEXT.reports.pageViews;
const count = new Intl.NumberFormat('en-GB');

const column = createColumnHelper<PageViewRow>();
const COLUMNS = [
  column.accessor('month', { header: T.columns.month }),
  column.accessor('projectTitle', { header: T.columns.project }),
  column.accessor('customerEmail', { header: T.columns.customer }),
  column.accessor('pageViews', { header: T.columns.views, cell: (info) => count.format(info.getValue()) }),
];

type Report = { pageViewReport: { projects: PageViewRow[]; totals: { month: string; pageViews: number }[] } };

/** Page views the CSS kits of web font projects counted, per project and month. */
export function PageViewReport() {
  const now = new Date();
  const [range, setRange] = useState({ from: monthsBefore(now, 11), to: monthOf(now) });
  const { state, reload } = useAdminQuery<Report>(PAGE_VIEW_REPORT, range);
  const save = (rows: PageViewRow[]) =>
    downloadCsv(
      `web-font-page-views-${range.from}-${range.to}.csv`,
      ['month', 'project id', 'project', 'customer', 'page views'],
      rows.map((row) => [row.month, row.projectId, row.projectTitle, row.customerEmail, row.pageViews]),
    );
  return (
    <section aria-labelledby="page-view-report-title" className="report">
      <h2 id="page-view-report-title">{TEXT.reports.kinds.pageViews}</h2>
      <MonthRangeForm label={TEXT.reports.kinds.pageViews} initial={range} onSubmit={setRange} />
      <QueryView state={state} retry={reload}>
        {({ pageViewReport }) => (
          <>
            <div className="actions">
              <button
                type="button"
                className="button button-secondary"
                onClick={() => save(pageViewReport.projects)}
              >
                {TEXT.reports.downloadCsv}
              </button>
            </div>
            <BarChart
              title={T.chart}
              bars={pageViewReport.totals.map((total) => ({
                key: total.month,
                label: total.month,
                value: total.pageViews,
                valueText: count.format(total.pageViews),
              }))}
            />
            <DataTable
              caption={TEXT.reports.kinds.pageViews}
              columns={COLUMNS}
              rows={pageViewReport.projects}
              rowKey={(row) => `${row.projectId}-${row.month}`}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}
