import { createColumnHelper } from '@tanstack/react-table';
import { formatDateTime, formatMoney } from '../lib/format.ts';
import { DISABLE_DISCOUNT_CODE, DISCOUNT_CODES } from '../lib/product-documents.ts';
import type { DiscountCode } from '../lib/product-types.ts';
import { TEXT } from '../lib/texts.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { DataTable } from '../ui/data-table.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { DiscountCodeForm } from './discount-code-form.tsx';

const T = TEXT.discountCodes;

const discountOf = (code: DiscountCode) =>
  code.percent !== null
    ? `${code.percent} %`
    : formatMoney({ amount: code.amount ?? 0, currency: code.currency });

const validity = (code: DiscountCode) =>
  code.validFrom || code.validTo
    ? `${formatDateTime(code.validFrom)} – ${formatDateTime(code.validTo)}`
    : T.always;

/** Discount codes with their use, a form for a new one, and disabling. */
export function DiscountCodesPage() {
  const { state, reload } = useAdminQuery<{ discountCodes: DiscountCode[] }>(DISCOUNT_CODES);
  const disabling = useFormWrite();
  const column = createColumnHelper<DiscountCode>();
  const columns = [
    column.accessor('code', { header: T.columns.code, cell: (info) => <code>{info.getValue()}</code> }),
    column.accessor(discountOf, { id: 'discount', header: T.columns.discount }),
    column.accessor(validity, { id: 'valid', header: T.columns.valid }),
    column.accessor((row) => T.uses(row.usedCount, row.maxUses), { id: 'uses', header: T.columns.uses }),
    column.accessor((row) => (row.disabledAt ? T.off : T.active), {
      id: 'state',
      header: T.columns.state,
      cell: (info) => <StatusBadge status={info.getValue()} />,
    }),
    column.display({
      id: 'action',
      header: T.columns.action,
      cell: (info) => {
        const code = info.row.original;
        if (code.disabledAt) return '–';
        return (
          <button
            type="button"
            className="button button-secondary"
            disabled={disabling.busy}
            aria-label={`${T.disable} ${code.code}`}
            onClick={async () => {
              if (!window.confirm(T.disableConfirm(code.code))) return;
              if (await disabling.run(DISABLE_DISCOUNT_CODE, { id: code.id }, () => T.disabled(code.code)))
                reload();
            }}
          >
            {T.disable}
          </button>
        );
      },
    }),
  ];
  return (
    <div className="stack">
      <h1>{T.title}</h1>
      <div className="order-layout">
        <div className="stack">
          <OutcomeNote outcome={disabling.outcome} />
          <QueryView state={state} retry={reload}>
            {(data) => (
              <DataTable
                caption={T.title}
                columns={columns}
                rows={data.discountCodes}
                rowKey={(row) => row.id}
              />
            )}
          </QueryView>
        </div>
        <DiscountCodeForm onDone={reload} />
      </div>
    </div>
  );
}
