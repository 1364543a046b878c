import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { REWARD_CLAIMS } from '../lib/club-documents.ts';
import { CLUB_TEXT } from '../lib/club-texts.ts';
import type { RewardClaim, RewardClaimPage } from '../lib/club-types.ts';
import { formatDateTime } from '../lib/format.ts';
import { TEXT } from '../lib/texts.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { DataTable } from '../ui/data-table.tsx';
import { Pager } from '../ui/pager.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { RewardClaimShipForm } from './reward-claim-ship-form.tsx';

const T = CLUB_TEXT.claims;
const column = createColumnHelper<RewardClaim>();

function AddressCell({ claim }: { claim: RewardClaim }) {
  const { address } = claim;
  if (!address) return <em>{T.addressGone}</em>;
  return (
    <address>
      {[
        address.name,
        address.organization,
        ...address.lines,
        [address.zip, address.city].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      {address.countryCode}
    </address>
  );
}

/** Members' claims of shipped rewards: the waiting ones first, each sent with its tracking number. */
export function RewardClaimsPage() {
  const [status, setStatus] = useState('WAITING');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<RewardClaim | null>(null);
  const { state, reload } = useAdminQuery<{ rewardClaims: RewardClaimPage }>(REWARD_CLAIMS, {
    status: status === 'ALL' ? null : status,
    page,
  });
  const columns = [
    column.accessor('claimedAt', { header: T.columns.claimed, cell: (c) => formatDateTime(c.getValue()) }),
    column.display({
      id: 'member',
      header: T.columns.member,
      cell: (c) => (
        <a href={`#/customers/${c.row.original.customerId}`}>
          {c.row.original.customerName || c.row.original.customerEmail}
          <br />
          <small>{c.row.original.customerEmail}</small>
        </a>
      ),
    }),
    column.accessor('rewardTitle', { header: T.columns.reward }),
    column.display({
      id: 'address',
      header: T.columns.address,
      cell: (c) => <AddressCell claim={c.row.original} />,
    }),
    column.accessor('status', {
      header: T.columns.status,
      cell: (c) => <StatusBadge status={T.statuses[c.getValue()] ?? c.getValue()} />,
    }),
    column.display({
      id: 'action',
      header: T.columns.action,
      cell: (c) => {
        const claim = c.row.original;
        if (claim.shipment) return T.sentWith(claim.shipment.trackingNumber);
        return (
          <button
            type="button"
            className="button button-secondary"
            aria-label={T.shipOf(claim.rewardTitle, claim.customerEmail)}
            aria-pressed={chosen?.id === claim.id}
            onClick={() => setChosen(claim)}
          >
            {T.ship}
          </button>
        );
      },
    }),
  ];
  return (
    <div className="stack">
      <h1>{T.title}</h1>
      <p>{T.intro}</p>
      <div className="filters claims-filter">
        <label className="field" htmlFor="claims-filter">
          <span>{T.filter}</span>
          <select
            id="claims-filter"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setPage(1);
            }}
          >
            {Object.entries(T.filters).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="order-layout">
        <QueryView state={state} retry={reload}>
          {({ rewardClaims }) => (
            <div className="stack">
              <p aria-live="polite">{T.count(rewardClaims.total)}</p>
              <DataTable
                caption={T.title}
                columns={columns}
                rows={rewardClaims.nodes}
                rowKey={(row) => row.id}
              />
              <Pager
                page={rewardClaims.page}
                pageSize={rewardClaims.pageSize}
                total={rewardClaims.total}
                labels={TEXT.orders}
                onPage={setPage}
              />
            </div>
          )}
        </QueryView>
        <RewardClaimShipForm
          claim={chosen}
          onShipped={() => {
            setChosen(null);
            reload();
          }}
        />
      </div>
    </div>
  );
}
