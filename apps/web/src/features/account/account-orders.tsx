'use client';

import { formatMoney, type Money } from '@foundry/domain';
import Link from 'next/link';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useAuth } from '../auth/index.ts';
import { ReadAccountOrdersQuery } from './account-operations.ts';

const PAGE_SIZE = 20;
const ORDER_TYPES = ['FONT', 'PRODUCT', 'WEBFONT_SERVICE'] as const;
const ORDER_STATUSES = [
  'NEW',
  'PENDING',
  'WAITING_FOR_BANKTRANSFER',
  'PAID',
  'COMPLIMENTARY',
  'ERROR',
  'CANCELLED',
  'REFUNDED',
] as const;
type OrderType = (typeof ORDER_TYPES)[number];
type OrderStatus = (typeof ORDER_STATUSES)[number];

interface Filter {
  search: string;
  type: OrderType | '';
  status: OrderStatus | '';
}

/** My orders: search, type and status filters, pages of 20, each order linking to its page. */
export function AccountOrders() {
  const { t } = useTranslation();
  const { loggedIn } = useAuth();
  const [filter, setFilter] = useState<Filter>({ search: '', type: '', status: '' });
  const [page, setPage] = useState(1);
  const [{ data, fetching, error }] = useQuery({
    query: ReadAccountOrdersQuery,
    variables: {
      search: filter.search || null,
      type: filter.type || null,
      status: filter.status || null,
      page,
      pageSize: PAGE_SIZE,
    },
    pause: !loggedIn,
  });
  const orders = data?.readUser.orders;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilter({
      search: String(form.get('search') ?? '').trim(),
      type: String(form.get('type') ?? '') as Filter['type'],
      status: String(form.get('status') ?? '') as Filter['status'],
    });
    setPage(1);
  };

  return (
    <section className="account-section" aria-labelledby="orders-list-title">
      <h2 id="orders-list-title" className="visually-hidden">
        {t('accountArea.menu.my_orders')}
      </h2>
      <p>
        <Link href="/my_account/price_calculations">{t('priceCalculations.linkFromOrders')}</Link>
        {' — '}
        {t('priceCalculations.linkFromOrdersNote')}
      </p>
      <search>
        <form className="orders-filter" onSubmit={apply}>
          <label>
            {t('accountArea.orders.search')}
            <input
              name="search"
              type="search"
              maxLength={100}
              placeholder={t('accountArea.orders.searchPlaceholder')}
              defaultValue={filter.search}
            />
          </label>
          <label>
            {t('accountArea.orders.type')}
            <select name="type" defaultValue={filter.type}>
              <option value="">{t('accountArea.orders.all')}</option>
              {ORDER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`accountArea.orders.types.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('accountArea.orders.status')}
            <select name="status" defaultValue={filter.status}>
              <option value="">{t('accountArea.orders.all')}</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`accountArea.orders.statuses.${status}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button">
            {t('accountArea.orders.filter')}
          </button>
        </form>
      </search>
      {error && !data ? <p role="alert">{t('errorPage.genericTitle')}</p> : null}
      {!orders && (fetching || !loggedIn) ? <p>{t('accountArea.loading')}</p> : null}
      {orders && orders.nodes.length === 0 ? <p>{t('accountArea.orders.none')}</p> : null}
      {orders && orders.nodes.length > 0 ? (
        <table className="orders-table" aria-busy={fetching}>
          <thead>
            <tr>
              <th scope="col">{t('accountArea.orders.number')}</th>
              <th scope="col">{t('accountArea.orders.date')}</th>
              <th scope="col">{t('accountArea.orders.type')}</th>
              <th scope="col">{t('accountArea.orders.status')}</th>
              <th scope="col">{t('accountArea.orders.total')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.nodes.map((order) => (
              <tr key={order.id}>
                <td>
                  <Link href={`/orders/${encodeURIComponent(order.id)}/${encodeURIComponent(order.hash)}`}>
                    {t('accountArea.orders.number')} {order.id}
                  </Link>
                </td>
                <td>
                  <time dateTime={order.created}>{new Date(order.created).toLocaleDateString('en')}</time>
                </td>
                <td>{t(`accountArea.orders.types.${order.type}`)}</td>
                <td>{t(`accountArea.orders.statuses.${order.status}`)}</td>
                <td>{formatMoney(order.totalPrice as Money)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {orders && (page > 1 || orders.pageInfo.hasNextPage) ? (
        <nav className="account-actions" aria-label={t('accountArea.menu.my_orders')}>
          <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('accountArea.orders.previous')}
          </button>
          <button
            type="button"
            className="button"
            disabled={!orders.pageInfo.hasNextPage}
            onClick={() => setPage(orders.pageInfo.nextPage)}
          >
            {t('accountArea.orders.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
