import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { CANCEL_WEBINAR, WEBINARS } from '../lib/club-documents.ts';
import { CLUB_TEXT } from '../lib/club-texts.ts';
import type { AdminWebinar } from '../lib/club-types.ts';
import { formatDateTime } from '../lib/format.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { DataTable } from '../ui/data-table.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { WebinarForm } from './webinar-form.tsx';

const T = CLUB_TEXT.webinars;
const column = createColumnHelper<AdminWebinar>();

/** The club's webinars: the list (latest first), a new one, editing and cancelling one. */
export function WebinarsPage() {
  const { state, reload } = useAdminQuery<{ adminWebinars: AdminWebinar[] }>(WEBINARS);
  const [editing, setEditing] = useState<AdminWebinar | null>(null);
  const cancelling = useFormWrite();
  const columns = [
    column.accessor('startsAt', { header: T.columns.start, cell: (c) => formatDateTime(c.getValue()) }),
    column.accessor('title', { header: T.columns.title }),
    column.accessor('durationMinutes', { header: T.columns.length, cell: (c) => T.minutes(c.getValue()) }),
    column.accessor('state', {
      header: T.columns.state,
      cell: (c) => <StatusBadge status={T.states[c.getValue()] ?? c.getValue()} />,
    }),
    column.display({
      id: 'action',
      header: T.columns.action,
      cell: (c) => {
        const webinar = c.row.original;
        const cancellable =
          webinar.state === 'UPCOMING' || webinar.state === 'LIVE' || webinar.state === 'DRAFT';
        return (
          <div className="actions actions-tight">
            <button
              type="button"
              className="button button-secondary"
              aria-label={T.editOf(webinar.title)}
              aria-pressed={editing?.id === webinar.id}
              onClick={() => setEditing(webinar)}
            >
              {T.edit}
            </button>
            {cancellable ? (
              <button
                type="button"
                className="button button-danger"
                disabled={cancelling.busy}
                aria-label={T.cancelOf(webinar.title)}
                onClick={async () => {
                  if (!window.confirm(T.cancelConfirm(webinar.title))) return;
                  if (
                    await cancelling.run(CANCEL_WEBINAR, { id: webinar.id }, () => T.cancelled(webinar.title))
                  )
                    reload();
                }}
              >
                {T.cancelWebinar}
              </button>
            ) : null}
          </div>
        );
      },
    }),
  ];
  return (
    <div className="stack">
      <h1>{T.title}</h1>
      <p>{T.intro}</p>
      <div className="order-layout">
        <div className="stack">
          <OutcomeNote outcome={cancelling.outcome} />
          <QueryView state={state} retry={reload}>
            {(data) => (
              <DataTable
                caption={T.title}
                columns={columns}
                rows={data.adminWebinars}
                rowKey={(row) => row.id}
              />
            )}
          </QueryView>
        </div>
        <WebinarForm
          key={editing?.id ?? 'new'}
          webinar={editing}
          onSaved={reload}
          onNew={() => setEditing(null)}
        />
      </div>
    </div>
  );
}
