import { createColumnHelper } from '@tanstack/react-table';
import { CORPORATE_CODES, DISABLE_CORPORATE_CODE } from '../lib/documents.ts';
import { formatDateTime } from '../lib/format.ts';
import { TEXT } from '../lib/texts.ts';
import type { CorporateCode } from '../lib/types.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { DataTable } from '../ui/data-table.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { CorporateCodeForm } from './corporate-code-form.tsx';

const T = TEXT.corporate;
const column = createColumnHelper<CorporateCode>();

/** Corporate codes: create one, see each with its use, disable one. */
export function CorporateCodesPage() {
  const { state, reload } = useAdminQuery<{ corporateCodes: CorporateCode[] }>(CORPORATE_CODES);
  const disabling = useFormWrite();
  async function disable(code: CorporateCode) {
    if (!window.confirm(T.disableConfirm(code.code))) return;
    if (await disabling.run(DISABLE_CORPORATE_CODE, { id: code.id }, T.disabled(code.code))) reload();
  }
  const columns = [
    column.accessor('code', { header: T.columns.code, cell: (cell) => <code>{cell.getValue()}</code> }),
    column.accessor('company', { header: T.columns.company }),
    column.accessor('status', {
      header: T.columns.status,
      cell: (cell) => T.statuses[cell.getValue()] ?? cell.getValue(),
    }),
    column.display({
      id: 'uses',
      header: T.columns.uses,
      cell: (cell) => T.uses(cell.row.original.usedCount, cell.row.original.maxUses),
    }),
    column.accessor('validTo', {
      header: T.columns.validTo,
      cell: (cell) => formatDateTime(cell.getValue()),
    }),
    column.accessor('products', {
      header: T.columns.products,
      cell: (cell) =>
        cell
          .getValue()
          .map((product) => product.title)
          .join(', '),
    }),
    column.display({
      id: 'action',
      header: T.columns.action,
      cell: (cell) =>
        cell.row.original.status === 'ENDED' ? null : (
          <button
            type="button"
            className="button button-secondary"
            aria-label={`${T.disable} ${cell.row.original.code}`}
            onClick={() => void disable(cell.row.original)}
          >
            {T.disable}
          </button>
        ),
    }),
  ];
  return (
    <>
      <h1>{T.title}</h1>
      <p>{T.intro}</p>
      <OutcomeNote outcome={disabling.outcome} />
      <div className="stack">
        <CorporateCodeForm onCreated={reload} />
        <QueryView state={state} retry={reload}>
          {({ corporateCodes }) => (
            <DataTable caption={T.title} columns={columns} rows={corporateCodes} rowKey={(row) => row.id} />
          )}
        </QueryView>
      </div>
    </>
  );
}
