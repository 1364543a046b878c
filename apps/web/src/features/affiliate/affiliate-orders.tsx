'use client';

import { formatMoney, type Money } from '@foundry/domain';
import { useId } from 'react';
import { accountDate } from '../../lib/dates/account-date.ts';
import { AFFILIATE_TEXTS } from '../../lib/i18n/areas/affiliate.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';

export interface AffiliateOrderView {
  id: string;
  date: string;
  totalNet: Money;
  commission: Money;
  programCode: string;
}

/** The latest paid orders the affiliate's links brought: order number, date, net and commission. */
export function AffiliateOrders({ orders }: { orders: readonly AffiliateOrderView[] }) {
  const { t, i18n } = useTexts(AFFILIATE_TEXTS);
  const id = useId();
  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('affiliate.orders.heading')}</h2>
      {orders.length === 0 ? (
        <p>{t('affiliate.orders.none')}</p>
      ) : (
        <table className="orders-table">
          <caption className="visually-hidden">{t('affiliate.orders.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('affiliate.orders.order')}</th>
              <th scope="col">{t('affiliate.orders.date')}</th>
              <th scope="col">{t('affiliate.orders.net')}</th>
              <th scope="col">{t('affiliate.orders.commission')}</th>
              <th scope="col">{t('affiliate.orders.programme')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row">#{order.id}</th>
                <td>{accountDate(order.date)}</td>
                <td>{formatMoney(order.totalNet, i18n.language)}</td>
                <td>{formatMoney(order.commission, i18n.language)}</td>
                <td>
                  <code>{order.programCode}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
