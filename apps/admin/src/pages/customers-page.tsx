import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { CUSTOMERS } from '../lib/customer-documents.ts';
import { CUSTOMER_TEXT } from '../lib/customer-texts.ts';
import type { CustomerRow } from '../lib/customer-types.ts';
import { formatDateTime } from '../lib/format.ts';
import { TEXT } from '../lib/texts.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { DataTable } from '../ui/data-table.tsx';
import { Pager } from '../ui/pager.tsx';
import { QueryView } from '../ui/query-view.tsx';

const T = CUSTOMER_TEXT.list;
const column = createColumnHelper<CustomerRow>();
const COLUMNS = [
  column.accessor('name', {
    header: T.columns.name,
    cell: (info) => <a href={`#/customers/${info.row.original.id}`}>{info.getValue() || '–'}</a>,
  }),
  column.accessor('email', { header: T.columns.email }),
  column.accessor('country', { header: T.columns.country, cell: (info) => info.getValue() ?? '–' }),
  column.accessor('createdAt', { header: T.columns.since, cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('orderCount', { header: T.columns.orders }),
];

type Customers = { customers: { total: number; page: number; pageSize: number; nodes: CustomerRow[] } };

export function CustomersPage() {
  const [search, setSearch] = useState({ text: '', page: 1 });
  const { state, reload } = useAdminQuery<Customers>(CUSTOMERS, {
    search: search.text || null,
    page: search.page,
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearch({ text: String(new FormData(event.currentTarget).get('search') ?? '').trim(), page: 1 });
  }
  return (
    <>
      <h1>{T.title}</h1>
      <form className="filters" onSubmit={submit} aria-label={T.searchLabel}>
        <label className="field">
          <span>{T.search}</span>
          <input name="search" type="search" maxLength={200} />
        </label>
        <button type="submit" className="button button-primary">
          {T.submit}
        </button>
      </form>
      <QueryView state={state} retry={reload}>
        {({ customers }) => (
          <>
            <p aria-live="polite">{T.count(customers.total)}</p>
            {customers.nodes.length === 0 ? (
              <p>{TEXT.empty}</p>
            ) : (
              <DataTable
                caption={T.title}
                columns={COLUMNS}
                rows={customers.nodes}
                rowKey={(row) => row.id}
              />
            )}
            <Pager
              page={customers.page}
              pageSize={customers.pageSize}
              total={customers.total}
              labels={T}
              onPage={(page) => setSearch({ ...search, page })}
            />
          </>
        )}
      </QueryView>
    </>
  );
}
