'use client';

import { formatMoney, type Money } from '@foundry/domain';
import { BUYING_TEXTS } from '../../lib/i18n/areas/buying.ts';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';

/** The cart's totals before a shipping method is chosen: the subtotal, and shipping and VAT still to come. */
export function SubtotalBeforeShipping({ subtotal }: { subtotal: Money | null }) {
  const { t } = useTexts(BUYING_TEXTS, CHECKOUT_TEXTS);
  return (
    <dl className="checkout-totals" aria-label={t('buying.cart.subtotal')}>
      <dt>{t('buying.cart.subtotal')}</dt>
      <dd data-testid="summary-subtotal" aria-busy={subtotal ? undefined : 'true'}>
        {subtotal ? formatMoney(subtotal) : t('cart.loading')}
      </dd>
      <dt>{t('checkout.shipping')}</dt>
      <dd data-testid="summary-shipping-next">{t('buying.cart.shippingNextStep')}</dd>
      <dt>{t('checkout.vat')}</dt>
      <dd>{t('buying.cart.vatAtCheckout')}</dd>
    </dl>
  );
}
