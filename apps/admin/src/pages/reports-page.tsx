import { TEXT } from '../lib/texts.ts';
import { PageViewReport } from './page-view-report.tsx';
import { SalesReport } from './sales-report.tsx';
import { VatOssReport } from './vat-oss-report.tsx';

const KINDS = [
  { path: 'sales', label: TEXT.reports.kinds.sales },
  { path: 'vat', label: TEXT.reports.kinds.vat },
  { path: 'page-views', label: TEXT.reports.kinds.pageViews },
] as const;

/** The owner's reports, one at a time: '#/reports/sales', '#/reports/vat', '#/reports/page-views'. */
export function ReportsPage({ kind = 'sales' }: { kind?: string }) {
  return (
    <>
      <h1>{TEXT.reports.title}</h1>
      <nav aria-label={TEXT.reports.title}>
        <ul className="tabs">
          {KINDS.map((item) => (
            <li key={item.path}>
              <a href={`#/reports/${item.path}`} aria-current={kind === item.path ? 'page' : undefined}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {kind === 'vat' ? <VatOssReport /> : null}
      {kind === 'page-views' ? <PageViewReport /> : null}
      {kind !== 'vat' && kind !== 'page-views' ? <SalesReport /> : null}
    </>
  );
}
