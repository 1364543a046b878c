import { createColumnHelper } from '@tanstack/react-table';
import { CUSTOMER } from '../lib/customer-documents.ts';
import { CUSTOMER_TEXT } from '../lib/customer-texts.ts';
import type { ClubMove, CustomerDetail } from '../lib/customer-types.ts';
import { formatDateTime, formatMoney } from '../lib/format.ts';
import type { OrderRow, Staff } from '../lib/types.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { DataTable } from '../ui/data-table.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { ClubPointsForm, EraseForm, ExportButton, ResetLinkButton } from './customer-actions.tsx';

const T = CUSTOMER_TEXT.detail;
const orderColumn = createColumnHelper<OrderRow>();
const ORDER_COLUMNS = [
  orderColumn.accessor('number', {
    header: T.orders,
    cell: (info) => <a href={`#/orders/${info.row.original.id}`}>{info.getValue()}</a>,
  }),
  orderColumn.accessor('createdAt', {
    header: T.historyColumns.date,
    cell: (i) => formatDateTime(i.getValue()),
  }),
  orderColumn.accessor('status', { header: 'Status', cell: (i) => <StatusBadge status={i.getValue()} /> }),
  orderColumn.accessor('total', { header: 'Total', cell: (i) => formatMoney(i.getValue()) }),
];
const moveColumn = createColumnHelper<ClubMove>();
const HISTORY_COLUMNS = [
  moveColumn.accessor('createdAt', {
    header: T.historyColumns.date,
    cell: (i) => formatDateTime(i.getValue()),
  }),
  moveColumn.accessor('points', {
    header: T.historyColumns.points,
    cell: (i) => (i.getValue() > 0 ? `+${i.getValue()}` : String(i.getValue())),
  }),
  moveColumn.accessor('kind', { header: T.historyColumns.kind }),
  moveColumn.accessor('description', { header: T.historyColumns.description }),
];

export function CustomerPage({ id, staff }: { id: string; staff: Staff }) {
  const { state, reload } = useAdminQuery<{ customer: CustomerDetail }>(CUSTOMER, { id });
  const mayWrite = staff.permissions.includes('customers.write');
  return (
    <>
      <p>
        <a href="#/customers">← {T.back}</a>
      </p>
      <QueryView state={state} retry={reload}>
        {({ customer: detail }) => (
          <div className="order-layout">
            <section className="stack">
              <h1>{detail.customer.name || detail.customer.email}</h1>
              <p>
                {detail.customer.email}
                {detail.customer.organization ? ` · ${detail.customer.organization}` : ''} ·{' '}
                {detail.customer.country ?? '–'} · {T.since(formatDateTime(detail.customer.createdAt))}
                {detail.customer.club ? ` · ${T.club}` : ''}
              </p>
              <h2>{T.orders}</h2>
              {detail.orders.length === 0 ? (
                <p>{T.noOrders}</p>
              ) : (
                <DataTable
                  caption={T.orders}
                  columns={ORDER_COLUMNS}
                  rows={detail.orders}
                  rowKey={(o) => o.id}
                />
              )}
              <h2>{T.fonts}</h2>
              {detail.fonts.length === 0 ? <p>{T.noFonts}</p> : null}
              <ul className="lines">
                {detail.fonts.map((font) => (
                  <li key={font.orderItemId}>
                    <span>{font.title}</span>
                    <a href={`#/orders/${font.orderId}`}>{formatDateTime(font.paidAt)}</a>
                  </li>
                ))}
              </ul>
              <h2>{T.projects}</h2>
              {detail.webfontsProjects.length === 0 ? <p>{T.noProjects}</p> : null}
              <ul className="lines">
                {detail.webfontsProjects.map((project) => (
                  <li key={project.id}>
                    <span>
                      {project.title} · {project.type}
                    </span>
                    <StatusBadge status={project.status} />
                  </li>
                ))}
              </ul>
              <h2 id="club-history">{T.clubHistory}</h2>
              <p>
                <strong>{T.clubPoints(detail.clubPoints)}</strong>
              </p>
              {detail.clubHistory.length === 0 ? (
                <p>{T.noClubHistory}</p>
              ) : (
                <DataTable
                  caption={T.clubHistory}
                  columns={HISTORY_COLUMNS}
                  rows={detail.clubHistory}
                  rowKey={(move) => move.id}
                />
              )}
            </section>
            {mayWrite ? (
              <aside className="stack">
                <ClubPointsForm customerId={detail.customer.id} onDone={reload} />
                <ResetLinkButton customerId={detail.customer.id} />
                <ExportButton customerId={detail.customer.id} />
                <EraseForm customer={detail.customer} />
              </aside>
            ) : null}
          </div>
        )}
      </QueryView>
    </>
  );
}
