'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useCart, useHydrated } from '../cart/index.ts';
import { CartLines } from './cart-lines.tsx';
import { isShippingNotChosen } from './cart-summary-state.ts';
import { DiscountCodeField } from './discount-code-field.tsx';
import { SummaryTotals } from './summary-totals.tsx';
import type { SummaryItemView } from './summary-view.ts';
import { useCartSummary } from './use-cart-summary.ts';

/** /checkout: the cart's lines, the discount code and the server's summary; Continue opens the steps. */
export function CartPage() {
  const { t, i18n } = useTranslation();
  const { removeSelection, updateSelection } = useCart();
  const hydrated = useHydrated();
  const { state, selections } = useCartSummary({ onCorrected: () => toast(t('cart.corrected')) });
  const items = useMemo(
    () =>
      new Map<number, SummaryItemView>(
        state.status === 'Loaded' ? state.summary.items.map((item) => [item.selectionIndex, item]) : [],
      ),
    [state],
  );

  // The server has no cart: render nothing definite until the browser's cart is read.
  if (!hydrated) return <p role="status">{t('cart.loading')}</p>;
  if (state.status === 'NoItems') {
    return (
      <section className="cart-empty" aria-labelledby="cart-title">
        <h1 id="cart-title">{t('cart.title')}</h1>
        <p>{t('cart.empty')}</p>
        <p>
          <Link href="/fonts">{t('cart.browseFonts')}</Link> ·{' '}
          <Link href="/products">{t('cart.browseProducts')}</Link>
        </p>
      </section>
    );
  }

  return (
    <section className="checkout" aria-labelledby="cart-title">
      <h1 id="cart-title">{t('cart.title')}</h1>
      <CartLines
        selections={selections}
        items={items}
        onRemove={removeSelection}
        onQuantity={(selectionIndex, quantity) => updateSelection(selectionIndex, { quantity })}
      />
      <aside className="checkout-summary">
        <DiscountCodeField selections={selections} />
        {state.status === 'Loading' ? (
          <p role="status" aria-busy="true">
            {t('cart.loading')}
          </p>
        ) : null}
        {state.status === 'Error' ? (
          // Shipping is chosen in the checkout steps: until then it is a note, not a failure.
          <p role={isShippingNotChosen(state) ? 'status' : 'alert'}>
            {state.message ?? i18n.t(state.messageKey as never)}
          </p>
        ) : null}
        {state.status === 'Loaded' ? <SummaryTotals summary={state.summary} /> : null}
        {state.status === 'Loaded' || isShippingNotChosen(state) ? (
          <Link className="button" href="/checkout/edit">
            {t('cart.continue')}
          </Link>
        ) : (
          <button type="button" className="button" disabled>
            {t('cart.continue')}
          </button>
        )}
      </aside>
    </section>
  );
}
