import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { CLUB_REWARDS } from '../lib/club-documents.ts';
import { CLUB_TEXT } from '../lib/club-texts.ts';
import type { ClubReward } from '../lib/club-types.ts';
import { formatMoney } from '../lib/format.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { DataTable } from '../ui/data-table.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { ClubRewardForm } from './club-reward-form.tsx';

const T = CLUB_TEXT.rewards;
const column = createColumnHelper<ClubReward>();

/** The club's rewards and vouchers: the list, a new one, and editing one. */
export function ClubRewardsPage() {
  const { state, reload } = useAdminQuery<{ adminClubRewards: ClubReward[] }>(CLUB_REWARDS);
  const [editing, setEditing] = useState<ClubReward | null>(null);
  const columns = [
    column.accessor('title', { header: T.columns.title }),
    column.accessor('kind', { header: T.columns.kind, cell: (c) => T.kinds[c.getValue()] ?? c.getValue() }),
    column.accessor('points', { header: T.columns.points }),
    column.accessor('stock', { header: T.columns.stock, cell: (c) => c.getValue() ?? T.unlimited }),
    column.accessor('voucherValue', {
      header: T.columns.value,
      cell: (c) => {
        const value = c.getValue();
        return value ? formatMoney(value) : '–';
      },
    }),
    column.accessor('active', {
      header: T.columns.state,
      cell: (c) => <StatusBadge status={c.getValue() ? T.active : T.inactive} />,
    }),
    column.accessor('claimsCount', { header: T.columns.claims }),
    column.display({
      id: 'action',
      header: T.columns.action,
      cell: (c) => (
        <button
          type="button"
          className="button button-secondary"
          aria-label={T.editOf(c.row.original.title)}
          aria-pressed={editing?.id === c.row.original.id}
          onClick={() => {
            setEditing(c.row.original);
            document.getElementById('reward-form-title')?.scrollIntoView({ block: 'nearest' });
          }}
        >
          {T.edit}
        </button>
      ),
    }),
  ];
  return (
    <div className="stack">
      <h1>{T.title}</h1>
      <p>{T.intro}</p>
      <div className="order-layout">
        <QueryView state={state} retry={reload}>
          {(data) => (
            <DataTable
              caption={T.title}
              columns={columns}
              rows={data.adminClubRewards}
              rowKey={(row) => row.id}
            />
          )}
        </QueryView>
        <ClubRewardForm
          key={editing?.id ?? 'new'}
          reward={editing}
          onSaved={reload}
          onNew={() => setEditing(null)}
        />
      </div>
    </div>
  );
}
