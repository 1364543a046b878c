'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import { useFocusOnArrival } from '../../lib/focus/focus-on-arrival.tsx';
import { BUYING_TEXTS } from '../../lib/i18n/areas/buying.ts';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { Button } from '../../ui/button.tsx';
import { useCart, useHydrated } from '../cart/index.ts';
import { CartLines } from './cart-lines.tsx';
import { isShippingNotChosen } from './cart-summary-state.ts';
import { CHECKOUT_STEPS_PATH } from './checkout-steps.ts';
import { DiscountCodeField } from './discount-code-field.tsx';
import { SubtotalBeforeShipping } from './subtotal-before-shipping.tsx';
import { SummaryTotals } from './summary-totals.tsx';
import type { SummaryItemView } from './summary-view.ts';
import { useCartPreview } from './use-cart-preview.ts';
import { useCartSummary } from './use-cart-summary.ts';
import { useLicenceCatalogue } from './use-licence-catalogue.ts';

/** /checkout: the cart's lines, the discount code and the server's summary; Continue opens the steps. */
export function CartPage() {
  const { t, i18n } = useTexts(BUYING_TEXTS, CHECKOUT_TEXTS);
  const { removeSelection, updateSelection } = useCart();
  const hydrated = useHydrated();
  useFocusOnArrival('cart-title', hydrated);
  const { state, selections } = useCartSummary({ onCorrected: () => toast(t('cart.corrected')) });
  const shippingNotChosen = isShippingNotChosen(state);
  const preview = useCartPreview(selections, shippingNotChosen);
  const catalogue = useLicenceCatalogue();
  const items = useMemo(
    () =>
      state.status === 'Loaded'
        ? new Map<number, SummaryItemView>(state.summary.items.map((item) => [item.selectionIndex, item]))
        : preview.items,
    [state, preview.items],
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
      {/* The lines' titles are third-level headings, as in the checkout steps: this keeps the order. */}
      <h2 className="visually-hidden">{t('buying.cart.linesTitle')}</h2>
      <CartLines
        selections={selections}
        items={items}
        catalogue={catalogue}
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
        {state.status === 'Error' && !shippingNotChosen ? (
          <p role="alert">{state.message ?? i18n.t(state.messageKey as never)}</p>
        ) : null}
        {/* Shipping is chosen in the checkout steps: until then the cart shows its subtotal. */}
        {shippingNotChosen ? <SubtotalBeforeShipping subtotal={preview.subtotal} /> : null}
        {state.status === 'Loaded' ? <SummaryTotals summary={state.summary} /> : null}
        {state.status === 'Loaded' || shippingNotChosen ? (
          <Link className="ui-button ui-button--primary checkout-continue" href={CHECKOUT_STEPS_PATH}>
            {t('cart.continue')}
          </Link>
        ) : (
          <Button isDisabled className="checkout-continue">
            {t('cart.continue')}
          </Button>
        )}
      </aside>
    </section>
  );
}
