import { cache } from 'react';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import { ReadShopProductQuery } from './queries/read-shop-product.ts';

export type ShopProduct = ResultOf<typeof ReadShopProductQuery>['readPhysicalProducts']['nodes'][number];

/**
 * The product with this URL slug, or null (the page answers 404). Cached per request so metadata and
 * page share one call, and for a minute across requests; a failing API throws to the error page.
 */
export const loadShopProduct = cache(async (url: string): Promise<ShopProduct | null> => {
  const result = await serverQuery(
    ReadShopProductQuery,
    { url },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  if (!result.ok) throw new Error(`readPhysicalProducts(url) failed (${result.failure.kind})`);
  return result.data.readPhysicalProducts.nodes.find((product) => product.url === url) ?? null;
});
