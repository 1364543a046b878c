import { formatMoney, type Money } from '@foundry/domain';

interface PriceProps {
  value: Money;
  /** A price before a reduction, struck through before the current one. */
  was?: Money | null;
  /** Says "excl. VAT" (or the given words) after the amount. */
  excludingVat?: boolean;
  excludingVatLabel?: string;
  locale?: string;
  className?: string;
}

/** A price from minor units, in tabular figures, optionally with the price before and a VAT note. */
export function Price({
  value,
  was,
  excludingVat = false,
  excludingVatLabel = 'excl. VAT',
  locale,
  className,
}: PriceProps) {
  return (
    <span className={`ui-price ${className ?? ''}`}>
      {was ? <s className="ui-price__was">{formatMoney(was, locale)}</s> : null}
      <span className="ui-price__amount">{formatMoney(value, locale)}</span>
      {excludingVat ? <span className="ui-price__note">{excludingVatLabel}</span> : null}
    </span>
  );
}
