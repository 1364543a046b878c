'use client';

import { useMemo } from 'react';
import { useQuery } from 'urql';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { withLiveStock } from './live-stock.ts';
import type { ShopProduct } from './load-shop-product.ts';
import { ProductPurchase } from './product-purchase.tsx';
import { ReadProductStockQuery } from './queries/read-product-stock.ts';

interface LiveProductPurchaseProps {
  product: ShopProduct;
  coverUrl: string | null;
}

/**
 * The buying box of a cached product page: it starts from the cached product and, once the browser
 * has read the stock and prices now, shows those, so a buyer never chooses from a stale count.
 */
function LiveProductPurchaseRead({ product, coverUrl }: LiveProductPurchaseProps) {
  const [{ data }] = useQuery({
    query: ReadProductStockQuery,
    variables: { url: product.url },
    requestPolicy: 'network-only',
  });
  const live = data?.readPhysicalProducts.nodes.find((node) => node.url === product.url);
  const shown = useMemo(() => withLiveStock(product, live), [product, live]);
  return <ProductPurchase product={shown} coverUrl={coverUrl} />;
}

/** The buying box with urql's Provider for its read (the frame of every page leaves it out). */
export function LiveProductPurchase(props: LiveProductPurchaseProps) {
  return (
    <GraphqlProvider>
      <LiveProductPurchaseRead {...props} />
    </GraphqlProvider>
  );
}
