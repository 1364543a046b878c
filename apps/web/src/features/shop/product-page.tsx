import { shopListingOf } from '@foundry/domain/shop/shop-listing';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { FocusOnArrival } from '../../lib/focus/focus-on-arrival.tsx';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { languageName } from './language-name.ts';
import { LiveProductPurchase } from './live-product-purchase.tsx';
import { loadShopProduct } from './load-shop-product.ts';
import { ProductGallery } from './product-gallery.tsx';
import { absoluteMediaUrl } from './shop-media.ts';

export interface ProductRouteProps {
  params: Promise<{ url: string }>;
}

function firstSentence(text: string): string {
  const line = text.trim().split(/\n/)[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 197)}…` : line;
}

export async function productMetadata({ params }: ProductRouteProps): Promise<Metadata> {
  const product = await loadShopProduct((await params).url);
  if (!product) return { title: '404' };
  const apiUrl = readRuntimeConfig().apiUrl;
  const cover = product.coverImage;
  return {
    title: product.title,
    description: firstSentence(product.body) || undefined,
    openGraph: cover
      ? {
          images: [
            {
              url: absoluteMediaUrl(cover.url, apiUrl),
              width: cover.width,
              height: cover.height,
              alt: cover.alt,
            },
          ],
        }
      : null,
  };
}

/**
 * A product at /product/{url}: pictures, description, attributes and the buying box. Rendered on
 * the server from a cached read and served from the page cache; the stock and prices are read again
 * and the cart only touched in the browser (LiveProductPurchase).
 */
export async function ProductPage({ params }: ProductRouteProps) {
  const product = await loadShopProduct((await params).url);
  if (!product) notFound();
  const t = serverT();
  const apiUrl = readRuntimeConfig().apiUrl;
  const listing = shopListingOf(product.productType);
  const images = product.images.length > 0 ? product.images : product.coverImage ? [product.coverImage] : [];
  const details = [
    ...product.attributes,
    ...(product.categories.length
      ? [{ name: t('shop.product.categories'), value: product.categories.join(', ') }]
      : []),
    ...(product.publishers.length
      ? [{ name: t('shop.product.publishers'), value: product.publishers.join(', ') }]
      : []),
    ...(product.languages.length
      ? [
          {
            name: t('shop.product.languages'),
            value: product.languages.map((code) => languageName(code)).join(', '),
          },
        ]
      : []),
  ];
  return (
    <article className="page product-page" data-product={product.url}>
      <ProductGallery
        images={images}
        apiUrl={apiUrl}
        label={t('shop.product.images', { title: product.title })}
        background={product.coverBgColor}
      />
      <div className="product-page__info">
        <p className="product-page__back">
          <Link href={`/${listing}`}>
            {t('shop.product.backTo', { listing: t(`shop.titles.${listing}`) })}
          </Link>
        </p>
        <h1 id="product-title">{product.title}</h1>
        <FocusOnArrival targetId="product-title" />
        <LiveProductPurchase
          product={product}
          coverUrl={product.coverImage ? absoluteMediaUrl(product.coverImage.url, apiUrl) : null}
        />
        <div className="product-page__body">
          {product.body
            .split(/\n\s*\n/)
            .filter((paragraph) => paragraph.trim())
            .map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
        </div>
        {details.length > 0 ? (
          <section aria-labelledby="product-details-title">
            <h2 id="product-details-title">{t('shop.product.details')}</h2>
            <dl className="product-page__details">
              {details.map((detail) => (
                <div key={detail.name}>
                  <dt>{detail.name}</dt>
                  <dd>{detail.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
      </div>
    </article>
  );
}
