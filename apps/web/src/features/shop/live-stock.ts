import type { ResultOf } from '../../lib/graphql/graphql.ts';
import type { ShopProduct } from './load-shop-product.ts';
import type { ReadProductStockQuery } from './queries/read-product-stock.ts';

export type LiveStock = ResultOf<typeof ReadProductStockQuery>['readPhysicalProducts']['nodes'][number];

/**
 * The cached product with the stock and prices read now. Variants the live read does not know
 * (removed since the page was cached) keep what the page had; a live read of another product
 * changes nothing.
 */
export function withLiveStock(product: ShopProduct, live: LiveStock | null | undefined): ShopProduct {
  if (!live || live.id !== product.id) return product;
  const liveVariants = new Map(live.variants.map((variant) => [variant.id, variant]));
  return {
    ...product,
    price: live.price,
    oldPrice: live.oldPrice,
    available: live.available,
    availability: live.availability,
    variants: product.variants.map((variant) => {
      const now = liveVariants.get(variant.id);
      return now
        ? { ...variant, available: now.available, availability: now.availability, price: now.price }
        : variant;
    }),
  };
}
