import type { CurrencyCode, Money } from '../money/money.ts';
import { money } from '../money/money.ts';

/** A priced product: its price and, when it once cost more, its old price. */
export interface PricedProduct {
  price: Money;
  oldPrice: Money | null;
}

/** The price of products bought together: the sum of their prices. */
export function sumOfPrices(products: readonly PricedProduct[], currency: CurrencyCode): Money {
  return money(
    products.reduce((sum, product) => sum + product.price.amount, 0),
    currency,
  );
}

/**
 * The old price of products bought together: each one's old price, or its price when it has none,
 * added up; null when none of them has an old price (there is nothing to strike through).
 */
export function sumOfOldPrices(products: readonly PricedProduct[], currency: CurrencyCode): Money | null {
  if (!products.some((product) => product.oldPrice !== null)) return null;
  return money(
    products.reduce((sum, product) => sum + (product.oldPrice ?? product.price).amount, 0),
    currency,
  );
}
