'use client';

import { formatMoney } from '@foundry/domain';
import { useQuery } from 'urql';
import { BUYING_TEXTS } from '../../lib/i18n/areas/buying.ts';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { ReadOrderQuery } from './order-operations.ts';
import type { MoneyView } from './summary-view.ts';

interface PayOrderView {
  items: readonly { title: string; quantity: number; price: MoneyView }[];
  vatPrice: MoneyView;
  totalPrice: MoneyView;
}

/** What the buyer is paying for, beside the payment form: each item, the VAT and the total. */
export function PayOrderItems({ orderId, hash }: { orderId: string; hash: string }) {
  const { t } = useTexts(BUYING_TEXTS, CHECKOUT_TEXTS);
  const [{ data }] = useQuery({ query: ReadOrderQuery, variables: { orderID: orderId, hash } });
  const order = data?.readOrder as PayOrderView | undefined;
  if (!order) return null;
  return (
    <section className="checkout-summary order-summary" aria-labelledby="pay-items-title">
      <h2 id="pay-items-title" className="order-summary__title">
        {t('buying.payItems')}
      </h2>
      <ul className="order-summary__items" data-testid="pay-items">
        {order.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: order items have no identity in the API
          <li key={index} className="order-summary__item">
            <span>
              {item.title}
              {item.quantity > 1 ? ` × ${item.quantity}` : ''}
            </span>
            <span className="order-summary__price">{formatMoney(item.price)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-totals">
        <dt>{t('checkout.vat')}</dt>
        <dd>{formatMoney(order.vatPrice)}</dd>
        <dt className="checkout-totals__total">{t('checkout.total')}</dt>
        <dd className="checkout-totals__total">{formatMoney(order.totalPrice)}</dd>
      </dl>
    </section>
  );
}
