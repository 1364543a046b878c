import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { AFFILIATE, AFFILIATE_BALANCES, RECORD_AFFILIATE_PAYOUT } from '../lib/club-documents.ts';
import { CLUB_TEXT } from '../lib/club-texts.ts';
import type { AffiliateAccount, AffiliateBalance } from '../lib/club-types.ts';
import { formatDateTime, formatMoney } from '../lib/format.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { DataTable } from '../ui/data-table.tsx';
import { FormField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';
import { QueryView } from '../ui/query-view.tsx';

const T = CLUB_TEXT.affiliates;
type Commission = AffiliateAccount['unpaidCommissions'][number];
type Payout = AffiliateAccount['payouts'][number];
const balanceColumn = createColumnHelper<AffiliateBalance>();
const commissionColumn = createColumnHelper<Commission>();
const payoutColumn = createColumnHelper<Payout>();

function Balances() {
  const { state, reload } = useAdminQuery<{ affiliateBalances: AffiliateBalance[] }>(AFFILIATE_BALANCES);
  const columns = [
    balanceColumn.display({
      id: 'affiliate',
      header: T.columns.affiliate,
      cell: (c) => (
        <>
          {c.row.original.name || c.row.original.email}
          <br />
          <small>{c.row.original.email}</small>
        </>
      ),
    }),
    balanceColumn.accessor('codes', { header: T.columns.codes }),
    balanceColumn.accessor('unpaid', { header: T.columns.unpaid, cell: (c) => formatMoney(c.getValue()) }),
    balanceColumn.accessor('unpaidCount', { header: T.columns.count }),
    balanceColumn.accessor('paid', { header: T.columns.paid, cell: (c) => formatMoney(c.getValue()) }),
    balanceColumn.display({
      id: 'open',
      header: T.columns.action,
      cell: (c) => (
        <a
          className="button button-secondary"
          href={`#/affiliates/${c.row.original.userId}`}
          aria-label={T.openOf(c.row.original.email)}
        >
          {T.open}
        </a>
      ),
    }),
  ];
  return (
    <QueryView state={state} retry={reload}>
      {(data) => (
        <DataTable
          caption={T.title}
          columns={columns}
          rows={data.affiliateBalances}
          rowKey={(row) => row.userId}
        />
      )}
    </QueryView>
  );
}

/** The unpaid commissions, all chosen at first; the payout is the sum of those chosen. */
function PayoutForm({ account, onPaid }: { account: AffiliateAccount; onPaid: () => void }) {
  const write = useFormWrite();
  const [chosen, setChosen] = useState(() => new Set(account.unpaidCommissions.map((c) => c.id)));
  const [reference, setReference] = useState('');
  const picked = account.unpaidCommissions.filter((c) => chosen.has(c.id));
  const total = formatMoney({ amount: picked.reduce((sum, c) => sum + c.amount.amount, 0), currency: 'EUR' });
  const toggle = (id: string) =>
    setChosen((set) => {
      const next = new Set(set);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns = [
    commissionColumn.display({
      id: 'pay',
      header: T.commissionColumns.pay,
      cell: (c) => (
        <input
          type="checkbox"
          checked={chosen.has(c.row.original.id)}
          aria-label={T.choose(c.row.original.invoiceNumber ?? c.row.original.orderId)}
          onChange={() => toggle(c.row.original.id)}
        />
      ),
    }),
    commissionColumn.accessor('earnedAt', {
      header: T.commissionColumns.earned,
      cell: (c) => formatDateTime(c.getValue()),
    }),
    commissionColumn.display({
      id: 'order',
      header: T.commissionColumns.order,
      cell: (c) => (
        <a href={`#/orders/${c.row.original.orderId}`}>
          {c.row.original.invoiceNumber ?? c.row.original.orderId}
        </a>
      ),
    }),
    commissionColumn.accessor('programCode', { header: T.commissionColumns.code }),
    commissionColumn.accessor('amount', {
      header: T.commissionColumns.amount,
      cell: (c) => formatMoney(c.getValue()),
    }),
  ];
  async function record() {
    if (picked.length === 0) return write.refuse({ commissionIds: T.noneChosen });
    if (!window.confirm(T.recordConfirm(total, account.email))) return;
    const done = await write.run(
      RECORD_AFFILIATE_PAYOUT,
      { userId: account.userId, commissionIds: picked.map((c) => c.id), reference: reference.trim() || null },
      () => T.recorded(total),
    );
    if (done) onPaid();
  }
  return (
    <section className="stack" aria-labelledby="unpaid-title">
      <h2 id="unpaid-title">{T.unpaidTitle}</h2>
      <OutcomeNote outcome={write.outcome} />
      {account.unpaidCommissions.length === 0 ? (
        <p>{T.nothingOwed}</p>
      ) : (
        <>
          <DataTable
            caption={T.unpaidTitle}
            columns={columns}
            rows={account.unpaidCommissions}
            rowKey={(row) => row.id}
          />
          <p className="payout-total" aria-live="polite">
            {T.chosenTotal(total, picked.length)}
          </p>
          <FormField
            id="payout-reference"
            label={T.reference}
            error={write.fieldErrors.reference}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            maxLength={100}
          />
          <div>
            <button
              type="button"
              className="button button-primary"
              disabled={write.busy}
              aria-busy={write.busy}
              onClick={() => void record()}
            >
              {T.record}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

function AffiliateDetail({ userId }: { userId: string }) {
  const { state, reload } = useAdminQuery<{ affiliate: AffiliateAccount | null }>(AFFILIATE, { userId });
  const columns = [
    payoutColumn.accessor('paidAt', {
      header: T.payoutColumns.date,
      cell: (c) => formatDateTime(c.getValue()),
    }),
    payoutColumn.accessor('amount', {
      header: T.payoutColumns.amount,
      cell: (c) => formatMoney(c.getValue()),
    }),
    payoutColumn.accessor('reference', {
      header: T.payoutColumns.reference,
      cell: (c) => c.getValue() ?? '–',
    }),
    payoutColumn.accessor('commissionsCount', { header: T.payoutColumns.count }),
  ];
  return (
    <QueryView state={state} retry={reload}>
      {({ affiliate }) =>
        affiliate ? (
          <div className="stack">
            <h1>{affiliate.name || affiliate.email}</h1>
            <p>{affiliate.email}</p>
            <PayoutForm
              key={affiliate.unpaidCommissions.map((c) => c.id).join()}
              account={affiliate}
              onPaid={reload}
            />
            <h2>{T.payoutsTitle}</h2>
            <DataTable
              caption={T.payoutsTitle}
              columns={columns}
              rows={affiliate.payouts}
              rowKey={(row) => row.id}
            />
          </div>
        ) : (
          <p role="alert">{T.notFound}</p>
        )
      }
    </QueryView>
  );
}

/** Affiliates: what each is owed, or one affiliate's commissions and payouts when `id` is given. */
export function AffiliatesPage({ id }: { id: string | undefined }) {
  return (
    <div className="stack">
      {id ? (
        <p>
          <a href="#/affiliates">{T.all}</a>
        </p>
      ) : (
        <>
          <h1>{T.title}</h1>
          <p>{T.intro}</p>
        </>
      )}
      {id ? <AffiliateDetail userId={id} /> : <Balances />}
    </div>
  );
}
