import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { ORDER_PRODUCT_FILTERS, ORDERS } from '../lib/documents.ts';
import { formatDateTime, formatMoney } from '../lib/format.ts';
import { TEXT } from '../lib/texts.ts';
import type { OrderRow } from '../lib/types.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { DataTable } from '../ui/data-table.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';

const STATUSES = [
  'NEW',
  'PENDING',
  'PAID',
  'WAITING_FOR_BANKTRANSFER',
  'COMPLIMENTARY',
  'CANCELLED',
  'REFUNDED',
  'ERROR',
];
const column = createColumnHelper<OrderRow>();
const COLUMNS = [
  column.accessor('number', {
    header: TEXT.orders.columns.number,
    cell: (info) => <a href={`#/orders/${info.row.original.id}`}>{info.getValue()}</a>,
  }),
  column.accessor('createdAt', {
    header: TEXT.orders.columns.date,
    cell: (info) => formatDateTime(info.getValue()),
  }),
  column.accessor((row) => `${row.customerName ?? ''} ${row.email ?? ''}`.trim(), {
    id: 'customer',
    header: TEXT.orders.columns.customer,
  }),
  column.accessor('country', { header: TEXT.orders.columns.country, cell: (info) => info.getValue() ?? '–' }),
  column.accessor('status', {
    header: TEXT.orders.columns.status,
    cell: (info) => <StatusBadge status={info.getValue()} />,
  }),
  column.accessor('total', {
    header: TEXT.orders.columns.total,
    cell: (info) => formatMoney(info.getValue()),
  }),
];

type Filters = {
  statuses: string[];
  customer: string;
  country: string;
  from: string;
  to: string;
  /** `family:{id}`, `physical:{id}` or empty. */
  product: string;
  page: number;
};
type Choice = { id: string; title: string };
type ProductFilters = { orderProductFilters: { families: Choice[]; physicalProducts: Choice[] } };
type Orders = { orders: { total: number; page: number; pageSize: number; nodes: OrderRow[] } };

export function OrdersPage() {
  const [filters, setFilters] = useState<Filters>({
    statuses: [],
    customer: '',
    country: '',
    from: '',
    to: '',
    product: '',
    page: 1,
  });
  const choices = useAdminQuery<ProductFilters>(ORDER_PRODUCT_FILTERS);
  const [productKind, productId] = filters.product.split(':');
  const variables = {
    statuses: filters.statuses,
    customer: filters.customer || null,
    country: filters.country || null,
    from: filters.from || null,
    to: filters.to || null,
    familyId: productKind === 'family' ? productId : null,
    physicalProductId: productKind === 'physical' ? productId : null,
    page: filters.page,
  };
  const { state, reload } = useAdminQuery<Orders>(ORDERS, variables);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const status = String(form.get('status') ?? '');
    setFilters({
      statuses: status ? [status] : [],
      customer: String(form.get('customer') ?? '').trim(),
      country: String(form.get('country') ?? '').trim(),
      from: String(form.get('from') ?? ''),
      to: String(form.get('to') ?? ''),
      product: String(form.get('product') ?? ''),
      page: 1,
    });
  }

  return (
    <>
      <h1>{TEXT.orders.title}</h1>
      <form className="filters" onSubmit={search} aria-label={TEXT.orders.filters}>
        <label className="field">
          <span>{TEXT.orders.status}</span>
          <select name="status" defaultValue="">
            <option value="">{TEXT.orders.anyStatus}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {status.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{TEXT.orders.customer}</span>
          <input name="customer" type="search" />
        </label>
        <label className="field field-narrow">
          <span>{TEXT.orders.country}</span>
          <input name="country" maxLength={2} autoCapitalize="characters" />
        </label>
        <label className="field">
          <span>{TEXT.orders.product}</span>
          <select name="product" defaultValue="">
            <option value="">{TEXT.orders.anyProduct}</option>
            {choices.state.status === 'done' ? (
              <>
                <optgroup label={TEXT.orders.productGroups.families}>
                  {choices.state.data.orderProductFilters.families.map((family) => (
                    <option key={family.id} value={`family:${family.id}`}>
                      {family.title}
                    </option>
                  ))}
                </optgroup>
                <optgroup label={TEXT.orders.productGroups.physical}>
                  {choices.state.data.orderProductFilters.physicalProducts.map((product) => (
                    <option key={product.id} value={`physical:${product.id}`}>
                      {product.title}
                    </option>
                  ))}
                </optgroup>
              </>
            ) : null}
          </select>
        </label>
        <label className="field field-narrow">
          <span>{TEXT.orders.from}</span>
          <input name="from" type="date" />
        </label>
        <label className="field field-narrow">
          <span>{TEXT.orders.to}</span>
          <input name="to" type="date" />
        </label>
        <button type="submit" className="button button-primary">
          {TEXT.orders.apply}
        </button>
      </form>
      <QueryView state={state} retry={reload}>
        {({ orders }) => (
          <>
            <p aria-live="polite">{TEXT.orders.count(orders.total)}</p>
            <DataTable
              caption={TEXT.orders.title}
              columns={COLUMNS}
              rows={orders.nodes}
              rowKey={(row) => row.id}
            />
            {orders.total > orders.pageSize ? (
              <div className="pager">
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={orders.page <= 1}
                  onClick={() => setFilters({ ...filters, page: orders.page - 1 })}
                >
                  {TEXT.orders.previous}
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={orders.page * orders.pageSize >= orders.total}
                  onClick={() => setFilters({ ...filters, page: orders.page + 1 })}
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
