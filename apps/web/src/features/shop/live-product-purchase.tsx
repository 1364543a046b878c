'use client';

import { useEffect, useMemo, useState } from 'react';
import { useGraphqlClientLater } from '../../lib/graphql/use-graphql-client-later.ts';
import { type LiveStock, withLiveStock } from './live-stock.ts';
import type { ShopProduct } from './load-shop-product.ts';
import { ProductPurchase } from './product-purchase.tsx';
import { ReadProductStockQuery } from './queries/read-product-stock.ts';

/**
 * The buying box of a cached product page: it starts from the cached product and, once the browser
 * has read the stock and prices now, shows those, so a buyer never chooses from a stale count. The
 * read is made once the page is drawn, so urql is not part of the page's first scripts.
 */
export function LiveProductPurchase({
  product,
  coverUrl,
}: {
  product: ShopProduct;
  coverUrl: string | null;
}) {
  const graphqlClient = useGraphqlClientLater();
  const [live, setLive] = useState<LiveStock | undefined>();
  useEffect(() => {
    let current = true; // an answer for a product no longer shown is dropped
    void (async () => {
      const result = await (await graphqlClient())
        .query(ReadProductStockQuery, { url: product.url }, { requestPolicy: 'network-only' })
        .toPromise();
      if (current) setLive(result.data?.readPhysicalProducts.nodes.find((node) => node.url === product.url));
    })();
    return () => {
      current = false;
    };
  }, [graphqlClient, product.url]);
  const shown = useMemo(() => withLiveStock(product, live), [product, live]);
  return <ProductPurchase product={shown} coverUrl={coverUrl} />;
}
