'use client';

import type { ShopQuery } from '@foundry/domain/shop/shop-path';
import { type InitialListPage, useLoadMoreQuery } from '../../lib/paging/use-load-more-query.ts';
import type { ListedProduct } from './product-card.tsx';
import { ReadShopListingQuery } from './queries/read-shop-listing.ts';

export interface InitialProductsPage extends InitialListPage<ListedProduct> {
  query: ShopQuery;
}

/**
 * A listing grown by "Load more" (docs/shop-contract.md). A change of filter or sort is a new page
 * from the server; the list is keyed by its path so it starts over.
 */
export function useLoadMoreProducts(initial: InitialProductsPage) {
  return useLoadMoreQuery({
    initial,
    document: ReadShopListingQuery,
    variables: (paging) => ({ ...initial.query, ...paging }),
    pageOf: (data) => data.readPhysicalProducts,
  });
}
