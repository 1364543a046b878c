'use client';

import Link from 'next/link';
import { useRuntimeConfig } from '../../lib/env/runtime-config-provider.tsx';
import { SHOP_TEXTS } from '../../lib/i18n/areas/shop.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { PagedList } from '../../ui/paged-list.tsx';
import { ProductCard } from './product-card.tsx';
import { type InitialProductsPage, useLoadMoreProducts } from './use-load-more-products.ts';

/** Covers of the first row load at once; the rest wait until they come near the viewport. */
const EAGER_COVERS = 4;

/**
 * The products of a listing. "Load more" appends the next page in place; it is a real link to
 * ?page=N, so the listing also pages without JavaScript and for crawlers.
 */
export function ProductList(props: InitialProductsPage & { path: string }) {
  const { t, i18n } = useTexts(SHOP_TEXTS);
  const { apiUrl } = useRuntimeConfig();
  const { list, loading, loadMore, failure } = useLoadMoreProducts(props);
  return (
    <PagedList
      items={list.nodes}
      keyOf={(product) => product.id}
      renderItem={(product, index) => (
        <ProductCard
          product={product}
          apiUrl={apiUrl}
          t={t}
          eager={index < EAGER_COVERS}
          largestPaint={index === 0}
        />
      )}
      className="product-list"
      hasNextPage={list.hasNextPage}
      busy={loading}
      onLoadMore={() => void loadMore()}
      nextHref={`${props.path}?page=${list.nextPage}`}
      pagerLabel={t('shop.paging')}
      pagerStart={
        props.page > 1 ? (
          <Link href={props.page === 2 ? props.path : `${props.path}?page=${props.page - 1}`} rel="prev">
            {t('shop.previousPage')}
          </Link>
        ) : null
      }
      loadMoreLabel={t('shop.loadMore')}
      empty={<p className="product-list__empty">{t('shop.empty')}</p>}
      error={failure ? i18n.t(failure.messageKey) : null}
      errorClassName="product-list__error"
    />
  );
}
