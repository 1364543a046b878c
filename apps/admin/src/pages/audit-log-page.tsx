import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { AUDIT_LOG } from '../lib/documents.ts';
import { formatDateTime } from '../lib/format.ts';
import { TEXT } from '../lib/texts.ts';
import type { AuditEntry } from '../lib/types.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { DataTable } from '../ui/data-table.tsx';
import { QueryView } from '../ui/query-view.tsx';

const column = createColumnHelper<AuditEntry>();
const COLUMNS = [
  column.accessor('at', { header: TEXT.audit.columns.at, cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('staffEmail', { header: TEXT.audit.columns.who }),
  column.accessor('action', { header: TEXT.audit.columns.action }),
  column.accessor((row) => `${row.entityType} ${row.entityId}`, {
    id: 'entity',
    header: TEXT.audit.columns.entity,
    cell: (info) =>
      info.row.original.entityType === 'order' ? (
        <a href={`#/orders/${info.row.original.entityId}`}>{info.getValue()}</a>
      ) : (
        info.getValue()
      ),
  }),
  column.accessor((row) => `${row.before ?? '–'} → ${row.after ?? '–'}`, {
    id: 'change',
    header: TEXT.audit.columns.change,
    cell: (info) => <code className="change">{info.getValue()}</code>,
  }),
];

export function AuditLogPage() {
  const [page, setPage] = useState(1);
  const { state, reload } = useAdminQuery<{
    auditLog: { total: number; page: number; pageSize: number; nodes: AuditEntry[] };
  }>(AUDIT_LOG, { page });
  return (
    <>
      <h1>{TEXT.audit.title}</h1>
      <QueryView state={state} retry={reload}>
        {({ auditLog }) => (
          <>
            <DataTable
              caption={TEXT.audit.title}
              columns={COLUMNS}
              rows={auditLog.nodes}
              rowKey={(row) => row.id}
            />
            {auditLog.total > auditLog.pageSize ? (
              <div className="pager">
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  {TEXT.orders.previous}
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={page * auditLog.pageSize >= auditLog.total}
                  onClick={() => setPage(page + 1)}
                >
                  {TEXT.orders.next}
                </button>
              </div>
            ) : null}
          </>
        )}
      </QueryView>
    </>
  );
}
