'use client';

import { formatMoney, linePrice, money } from '@foundry/domain';
import { BUYING_TEXTS } from '../../lib/i18n/areas/buying.ts';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { isShippingNotChosen } from './cart-summary-state.ts';
import { SubtotalBeforeShipping } from './subtotal-before-shipping.tsx';
import { SummaryTotals } from './summary-totals.tsx';
import { useCartPreview } from './use-cart-preview.ts';
import { useCartSummary } from './use-cart-summary.ts';

/**
 * The order summary beside the checkout's form steps: each item with its price, then the subtotal, VAT
 * and total (before shipping is chosen: the subtotal, with shipping as a later step).
 */
export function OrderSummaryAside() {
  const { t } = useTexts(BUYING_TEXTS, CHECKOUT_TEXTS);
  const { state, selections } = useCartSummary({ readOnly: true });
  const shippingNotChosen = isShippingNotChosen(state);
  const preview = useCartPreview(selections, shippingNotChosen);
  const items =
    state.status === 'Loaded'
      ? new Map(state.summary.items.map((item) => [item.selectionIndex, item]))
      : preview.items;
  return (
    <aside className="checkout-summary order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-summary__title">
        {t('buying.summary.title')}
      </h2>
      <ul className="order-summary__items" aria-label={t('buying.summary.items')}>
        {selections.map((selection) => {
          const item = items.get(selection.selectionIndex);
          const title =
            item?.title ?? (selection.kind === 'physical' ? selection.product.title : selection.title) ?? '';
          const quantity =
            selection.kind === 'physical' && selection.quantity > 1 ? ` × ${selection.quantity}` : '';
          return (
            <li key={selection.selectionIndex} className="order-summary__item">
              <span>
                {title}
                {quantity}
              </span>
              <span className="order-summary__price">
                {item
                  ? formatMoney(item.price)
                  : selection.kind === 'physical'
                    ? formatMoney(
                        money(
                          linePrice(selection.product.price.amount, selection.quantity),
                          selection.product.price.currency,
                        ),
                      )
                    : ''}
              </span>
            </li>
          );
        })}
      </ul>
      {state.status === 'Loaded' ? <SummaryTotals summary={state.summary} /> : null}
      {shippingNotChosen ? <SubtotalBeforeShipping subtotal={preview.subtotal} /> : null}
      {state.status === 'Loading' ? <p role="status">{t('cart.loading')}</p> : null}
    </aside>
  );
}
