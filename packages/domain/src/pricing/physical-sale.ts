/**
 * Sales of physical products and e-books (docs/products.md): a sale price charged from a start until
 * an end (either may be open). A price reduction must be announced against the lowest price of the
 * 30 days before it (EU price indication rules), so while the sale runs that lowest price is the
 * struck-through old price.
 */

/** How far back the lowest price before a sale looks. */
export const SALE_LOOKBACK_DAYS = 30;

export interface PhysicalPriceFacts {
  priceAmount: number;
  oldPriceAmount: number | null;
  salePriceAmount: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  /** The lowest regular price of the 30 days before the sale, stored when the sale was set. */
  saleLowestPriorAmount: number | null;
}

export function saleIsOn(product: PhysicalPriceFacts, now: Date): boolean {
  if (product.salePriceAmount === null) return false;
  if (product.saleStartsAt !== null && now < product.saleStartsAt) return false;
  if (product.saleEndsAt !== null && now >= product.saleEndsAt) return false;
  return true;
}

/**
 * What a product or variant costs at `now` and what is struck through beside it. A variant with a
 * price of its own keeps it: the sale is on the product's price.
 */
export function physicalPriceAt(
  product: PhysicalPriceFacts,
  variantPriceAmount: number | null,
  now: Date,
): { priceAmount: number; oldPriceAmount: number | null } {
  if (variantPriceAmount !== null) return { priceAmount: variantPriceAmount, oldPriceAmount: null };
  if (saleIsOn(product, now) && product.salePriceAmount !== null) {
    return {
      priceAmount: product.salePriceAmount,
      oldPriceAmount: product.saleLowestPriorAmount ?? product.priceAmount,
    };
  }
  return { priceAmount: product.priceAmount, oldPriceAmount: product.oldPriceAmount };
}

/** A regular price and the time it took effect. */
export interface PriceSince {
  priceAmount: number;
  since: Date;
}

/**
 * The lowest regular price in force during the 30 days before `saleStart`: every price set in that
 * window and the one in force when it opened; `currentAmount` when nothing was recorded before the
 * sale (the history starts with the first change, which records the price it replaced).
 */
export function lowestPriceBefore(
  history: readonly PriceSince[],
  currentAmount: number,
  saleStart: Date,
): number {
  const windowStart = new Date(saleStart.getTime() - SALE_LOOKBACK_DAYS * 24 * 60 * 60 * 1000);
  const sorted = [...history].sort((a, b) => a.since.getTime() - b.since.getTime());
  const before = sorted.filter((entry) => entry.since < saleStart);
  const inWindow = before.filter((entry) => entry.since >= windowStart).map((entry) => entry.priceAmount);
  const inForceAtStart = before.filter((entry) => entry.since < windowStart).at(-1);
  const opening = inForceAtStart?.priceAmount ?? (before.length === 0 ? currentAmount : null);
  return Math.min(...inWindow, ...(opening === null ? [] : [opening]));
}
