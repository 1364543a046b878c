'use client';

import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../lib/env/runtime-config-provider.tsx';
import { ProductCard } from './product-card.tsx';
import { type InitialProductsPage, useLoadMoreProducts } from './use-load-more-products.ts';

/** Covers of the first row load at once; the rest wait until they come near the viewport. */
const EAGER_COVERS = 4;

/**
 * The products of a listing. "Load more" appends the next page in place; it is a real link to
 * ?page=N, so the listing also pages without JavaScript and for crawlers.
 */
export function ProductList(props: InitialProductsPage & { path: string }) {
  const { t, i18n } = useTranslation();
  const { apiUrl } = useRuntimeConfig();
  const { list, loading, loadMore, failure } = useLoadMoreProducts(props);
  return (
    <>
      {list.nodes.length === 0 ? <p className="product-list__empty">{t('shop.empty')}</p> : null}
      <ul className="product-list">
        {list.nodes.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} apiUrl={apiUrl} t={t} eager={index < EAGER_COVERS} />
          </li>
        ))}
      </ul>
      {failure ? (
        <p role="alert" className="product-list__error">
          {i18n.t(failure.messageKey)}
        </p>
      ) : null}
      <nav className="pager" aria-label={t('shop.paging')}>
        {props.page > 1 ? (
          <Link href={props.page === 2 ? props.path : `${props.path}?page=${props.page - 1}`} rel="prev">
            {t('shop.previousPage')}
          </Link>
        ) : null}
        {list.hasNextPage ? (
          <Link
            href={`${props.path}?page=${list.nextPage}`}
            rel="next"
            className="button"
            aria-busy={loading}
            scroll={false}
            onClick={(event) => {
              event.preventDefault();
              if (!loading) void loadMore();
            }}
          >
            {t('shop.loadMore')}
          </Link>
        ) : null}
      </nav>
    </>
  );
}
