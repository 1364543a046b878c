import { productPath } from '@foundry/domain/shop/shop-listing';
import type { TFunction } from 'i18next';
import Image from 'next/image';
import { type ResultOf, readFragment } from '../../lib/graphql/graphql.ts';
import { PrefetchLink } from '../../lib/links/prefetch-link.tsx';
import { ProductPrice } from './product-price.tsx';
import { type ReadShopListingQuery, ShopProductCardFragment } from './queries/read-shop-listing.ts';
import { absoluteMediaUrl } from './shop-media.ts';

export type ListedProduct = ResultOf<typeof ReadShopListingQuery>['readPhysicalProducts']['nodes'][number];

/** Widths the card's cover takes: one column on phones, up to four on wide screens (see shop.css). */
export const PRODUCT_CARD_IMAGE_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** A product in a listing: cover, title, price (old price struck through) and 'Sold out'. */
export function ProductCard({
  product: fragment,
  apiUrl,
  t,
  eager = false,
  largestPaint = false,
}: {
  product: ListedProduct;
  apiUrl: string;
  t: TFunction;
  /** The first cards are above the fold: load their covers at once. */
  eager?: boolean;
  /** The first card's cover is the largest paint on a phone: fetched before the other images. */
  largestPaint?: boolean;
}) {
  const product = readFragment(ShopProductCardFragment, fragment);
  const cover = product.coverImage;
  return (
    <article className="product-card" data-product={product.url} data-available={product.available}>
      <PrefetchLink href={productPath(product.url)} className="product-card__link">
        <div className="product-card__cover" style={{ backgroundColor: product.coverBgColor ?? undefined }}>
          {cover ? (
            <Image
              src={absoluteMediaUrl(cover.url, apiUrl)}
              alt={cover.alt}
              width={cover.width}
              height={cover.height}
              sizes={PRODUCT_CARD_IMAGE_SIZES}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={largestPaint ? 'high' : undefined}
            />
          ) : null}
          {product.available ? null : <span className="product-card__badge">{t('shop.soldOut')}</span>}
        </div>
        <h2 className="product-card__title">{product.title}</h2>
      </PrefetchLink>
      <ProductPrice price={product.price} oldPrice={product.oldPrice} t={t} />
    </article>
  );
}
