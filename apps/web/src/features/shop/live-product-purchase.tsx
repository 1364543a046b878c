'use client';

import { useMemo } from 'react';
import { useQuery } from 'urql';
import { withLiveStock } from './live-stock.ts';
import type { ShopProduct } from './load-shop-product.ts';
import { ProductPurchase } from './product-purchase.tsx';
import { ReadProductStockQuery } from './queries/read-product-stock.ts';

/**
 * The buying box of a cached product page: it starts from the cached product and, once the browser
 * has read the stock and prices now, shows those, so a buyer never chooses from a stale count.
 */
export function LiveProductPurchase({
  product,
  coverUrl,
}: {
  product: ShopProduct;
  coverUrl: string | null;
}) {
  const [{ data }] = useQuery({
    query: ReadProductStockQuery,
    variables: { url: product.url },
    requestPolicy: 'network-only',
  });
  const live = data?.readPhysicalProducts.nodes.find((node) => node.url === product.url);
  const shown = useMemo(() => withLiveStock(product, live), [product, live]);
  return <ProductPurchase product={shown} coverUrl={coverUrl} />;
}
