'use client';

import { formatMoney } from '@foundry/domain';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import type { CartSummaryView } from './summary-view.ts';

/** Subtotal, discount, shipping, VAT and total of a cart summary, as a definition list. */
export function SummaryTotals({ summary }: { summary: CartSummaryView }) {
  const { t } = useTexts(CHECKOUT_TEXTS);
  const vatLabel =
    summary.vat.kind === 'REVERSE_CHARGE'
      ? t('checkout.reverseCharge')
      : t('checkout.vatRate', { rate: summary.vat.rate });
  return (
    <dl className="checkout-totals" aria-label={t('checkout.total')}>
      <dt>{t('checkout.subtotal')}</dt>
      <dd data-testid="summary-subtotal">{formatMoney(summary.subTotalPrice)}</dd>
      {summary.discountPrice.amount > 0 ? (
        <>
          <dt>{t('checkout.discount')}</dt>
          <dd data-testid="summary-discount">−{formatMoney(summary.discountPrice)}</dd>
        </>
      ) : null}
      {summary.shipping ? (
        <>
          <dt>
            {t('checkout.shipping')}: {summary.shipping.title}
          </dt>
          <dd data-testid="summary-shipping">{formatMoney(summary.shipping.price)}</dd>
        </>
      ) : null}
      <dt>{vatLabel}</dt>
      <dd data-testid="summary-vat">{formatMoney(summary.vatPrice)}</dd>
      {summary.vat.note ? <dd className="checkout-totals__note">{summary.vat.note}</dd> : null}
      <dt className="checkout-totals__total">{t('checkout.total')}</dt>
      <dd className="checkout-totals__total" data-testid="summary-total">
        {formatMoney(summary.totalPrice)}
      </dd>
      {summary.clubPoints > 0 ? (
        <dd className="checkout-totals__note">{t('checkout.clubPoints', { count: summary.clubPoints })}</dd>
      ) : null}
    </dl>
  );
}
