import { cache } from 'react';
import { CACHE_TAGS, productTag } from '../../lib/cache/cache-tags.ts';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import { ReadShopProductQuery } from './queries/read-shop-product.ts';

export type ShopProduct = ResultOf<typeof ReadShopProductQuery>['readPhysicalProducts']['nodes'][number];

/**
 * The product with this URL slug, or null (the page answers 404). A cached read, so the page is
 * cached too: renewed when a product changes (an edit, a price, stock taken by an order) or after
 * a minute. The stock and prices the buyer acts on are read again in the browser
 * (LiveProductPurchase). A failing API throws to the error page.
 */
export const loadShopProduct = cache(async (url: string): Promise<ShopProduct | null> => {
  const result = await serverQuery(
    ReadShopProductQuery,
    { url },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: [CACHE_TAGS.products, productTag(url)] },
  );
  if (!result.ok) throw new Error(`readPhysicalProducts(url) failed (${result.failure.kind})`);
  return result.data.readPhysicalProducts.nodes.find((product) => product.url === url) ?? null;
});
