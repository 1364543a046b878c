import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { formatDateTime, formatMoney } from '../lib/format.ts';
import { PRODUCTS } from '../lib/product-documents.ts';
import { PRODUCT_EDITING_TEXT } from '../lib/product-editing-texts.ts';
import type { ProductListItem } from '../lib/product-types.ts';
import { TEXT } from '../lib/texts.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { DataTable } from '../ui/data-table.tsx';
import { QueryView } from '../ui/query-view.tsx';

const T = TEXT.products;
const column = createColumnHelper<ProductListItem>();
const money = (amount: number, row: ProductListItem) => formatMoney({ amount, currency: row.currency });
const COLUMNS = [
  column.accessor('title', {
    header: T.columns.title,
    cell: (info) => <a href={`#/products/${info.row.original.id}`}>{info.getValue()}</a>,
  }),
  column.accessor((row) => (row.digital ? T.ebooks : row.productType), {
    id: 'type',
    header: T.columns.type,
  }),
  column.accessor('priceAmount', {
    header: T.columns.price,
    cell: (info) => money(info.getValue(), info.row.original),
  }),
  column.accessor('salePriceAmount', {
    header: T.columns.sale,
    cell: (info) => {
      const row = info.row.original;
      const sale = info.getValue();
      return sale === null
        ? '–'
        : T.saleRuns(money(sale, row), formatDateTime(row.saleStartsAt), formatDateTime(row.saleEndsAt));
    },
  }),
  column.accessor('stock', {
    header: T.columns.stock,
    cell: (info) => (info.row.original.digital ? '–' : info.getValue()),
  }),
  column.accessor('published', {
    header: T.columns.published,
    cell: (info) => (info.getValue() ? T.yes : T.no),
  }),
];

type Kind = 'physical' | 'ebooks' | 'all';
const DIGITAL: Record<Kind, boolean | null> = { physical: false, ebooks: true, all: null };

/** Physical goods and e-books by title, with their price, sale and stock. */
export function ProductsPage() {
  const [filters, setFilters] = useState<{ kind: Kind; search: string }>({ kind: 'physical', search: '' });
  const { state, reload } = useAdminQuery<{ products: ProductListItem[] }>(PRODUCTS, {
    digital: DIGITAL[filters.kind],
    search: filters.search || null,
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilters({ kind: String(form.get('kind')) as Kind, search: String(form.get('search') ?? '').trim() });
  }
  return (
    <div className="stack">
      <h1>{T.title}</h1>
      <div className="actions">
        <a className="button button-primary" href="#/products/new">
          {PRODUCT_EDITING_TEXT.add}
        </a>
      </div>
      <form className="filters" onSubmit={submit} aria-label={T.filters}>
        <label className="field">
          <span>{T.kind}</span>
          <select name="kind" defaultValue={filters.kind}>
            <option value="physical">{T.physical}</option>
            <option value="ebooks">{T.ebooks}</option>
            <option value="all">{T.all}</option>
          </select>
        </label>
        <label className="field">
          <span>{T.search}</span>
          <input name="search" type="search" defaultValue={filters.search} maxLength={100} />
        </label>
        <button type="submit" className="button button-primary">
          {T.apply}
        </button>
      </form>
      <QueryView state={state} retry={reload}>
        {(data) => (
          <DataTable caption={T.title} columns={COLUMNS} rows={data.products} rowKey={(row) => row.id} />
        )}
      </QueryView>
    </div>
  );
}
