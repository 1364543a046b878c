import { formatMoney, type Money } from '@foundry/domain';
import type { TFunction } from 'i18next';

/** The price, and the old price struck through when there is one (its meaning said to screen readers). */
export function ProductPrice({
  price,
  oldPrice,
  t,
}: {
  price: Money;
  oldPrice?: Money | null | undefined;
  t: TFunction;
}) {
  const showOld = oldPrice && oldPrice.amount > price.amount;
  return (
    <p className="product-price">
      <span className="visually-hidden">{t('shop.price')}: </span>
      <span className="product-price__current" data-testid="price">
        {formatMoney(price)}
      </span>
      {showOld ? (
        <>
          {' '}
          <span className="visually-hidden">{t('shop.oldPrice')}: </span>
          <s className="product-price__old" data-testid="old-price">
            {formatMoney(oldPrice)}
          </s>
        </>
      ) : null}
    </p>
  );
}
