import { cache } from 'react';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { serverQuery } from '../../lib/graphql/server-query.ts';
import { ReadShopProductQuery } from './queries/read-shop-product.ts';

export type ShopProduct = ResultOf<typeof ReadShopProductQuery>['readPhysicalProducts']['nodes'][number];

/**
 * The product with this URL slug, or null (the page answers 404). Cached per request so metadata and
 * page share one call, but never across requests: the page shows the stock, and a buyer must see
 * what is left now, not a minute ago. A failing API throws to the error page.
 */
export const loadShopProduct = cache(async (url: string): Promise<ShopProduct | null> => {
  const result = await serverQuery(ReadShopProductQuery, { url });
  if (!result.ok) throw new Error(`readPhysicalProducts(url) failed (${result.failure.kind})`);
  return result.data.readPhysicalProducts.nodes.find((product) => product.url === url) ?? null;
});
