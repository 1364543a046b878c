'use client';

import {
  ALL_ORDERS,
  formatMoney,
  type Money,
  ORDER_SEARCH_MAX_LENGTH,
  type OrderSearch,
  type OrderSearchValues,
  orderSearchSchema,
} from '@foundry/domain';
import Link from 'next/link';
import { useState } from 'react';
import { useQuery } from 'urql';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { ACCOUNT_TEXTS } from '../../lib/i18n/areas/account.ts';
import { PRICE_CALCULATIONS_TEXTS } from '../../lib/i18n/areas/price-calculations.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Form } from '../../ui/form.tsx';
import { FormSelect } from '../../ui/form-select.tsx';
import { FormSubmit } from '../../ui/form-submit.tsx';
import { FormTextField } from '../../ui/form-text-field.tsx';
import { useAuth } from '../auth/index.ts';
import { ReadAccountOrdersQuery } from './account-operations.ts';

const PAGE_SIZE = 20;
/** The filter's options in the order a customer thinks of them. */
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
const NO_FILTER: OrderSearchValues = { search: '', type: ALL_ORDERS, status: ALL_ORDERS };

/** My orders: search, type and status filters (orderSearchSchema), pages of 20, each order linking to its page. */
export function AccountOrders() {
  const { t } = useTexts(ACCOUNT_TEXTS, PRICE_CALCULATIONS_TEXTS);
  const { loggedIn } = useAuth();
  const [filter, setFilter] = useState<OrderSearch>({ search: null, type: null, status: null });
  const [page, setPage] = useState(1);
  const [{ data, fetching, error }] = useQuery({
    query: ReadAccountOrdersQuery,
    variables: { ...filter, page, pageSize: PAGE_SIZE },
    pause: !loggedIn,
  });
  const orders = data?.readUser.orders;
  const form = useZodForm(orderSearchSchema, NO_FILTER);
  const all = { id: ALL_ORDERS, label: t('accountArea.orders.all') };

  const apply = (chosen: OrderSearch) => {
    setFilter(chosen);
    setPage(1);
    return undefined;
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
        <Form form={form} onSubmit={apply} className="orders-filter">
          <FormTextField<OrderSearchValues>
            name="search"
            label={t('accountArea.orders.search')}
            type="search"
            maxLength={ORDER_SEARCH_MAX_LENGTH}
            placeholder={t('accountArea.orders.searchPlaceholder')}
          />
          <FormSelect<OrderSearchValues>
            name="type"
            label={t('accountArea.orders.type')}
            options={[
              all,
              ...ORDER_TYPES.map((type) => ({ id: type, label: t(`accountArea.orders.types.${type}`) })),
            ]}
          />
          <FormSelect<OrderSearchValues>
            name="status"
            label={t('accountArea.orders.status')}
            options={[
              all,
              ...ORDER_STATUSES.map((status) => ({
                id: status,
                label: t(`accountArea.orders.statuses.${status}`),
              })),
            ]}
          />
          <div className="ui-form__actions">
            <FormSubmit>{t('accountArea.orders.filter')}</FormSubmit>
          </div>
        </Form>
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
