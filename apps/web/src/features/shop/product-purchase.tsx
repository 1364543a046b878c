'use client';

import { physicalQuantityInCart } from '@foundry/domain';
import { useState } from 'react';
import { SHOP_TEXTS } from '../../lib/i18n/areas/shop.ts';
import { SHOP_NOTES_TEXTS } from '../../lib/i18n/areas/shop-notes.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { NumberField } from '../../ui/number-field.tsx';
import { Select } from '../../ui/select.tsx';
import { showAddedToCart, useCart } from '../cart/index.ts';
import { LazyOutOfStockForm } from './lazy-out-of-stock-form.tsx';
import type { ShopProduct } from './load-shop-product.ts';
import { ProductPrice } from './product-price.tsx';
import { cartProductType, initialVariant, purchaseState } from './purchase-state.ts';

/**
 * The buying box of a product page: the variant (a select when there are several), its price and
 * stock, the quantity (at most what is in stock minus what the cart holds) and 'Add to cart'. The
 * cart lives in this browser, so the header counter changes at once and a toast confirms; a refusal
 * shows 'Product not available'. A sold-out variant offers the back-in-stock form instead.
 */
export function ProductPurchase({ product, coverUrl }: { product: ShopProduct; coverUrl: string | null }) {
  const { t } = useTexts(SHOP_TEXTS, SHOP_NOTES_TEXTS);
  const cart = useCart();
  const [variantId, setVariantId] = useState(() => initialVariant(product.variants)?.id ?? null);
  const [wanted, setWanted] = useState(1);
  const [refusal, setRefusal] = useState<string | null>(null);

  const variant = product.variants.find((candidate) => candidate.id === variantId) ?? null;
  const availability = variant ? variant.availability : product.availability;
  const inCart = physicalQuantityInCart(cart.selections, product.id, variant?.id ?? null);
  const state = purchaseState(availability, inCart, wanted);
  const price = variant?.price ?? product.price;

  const addToCart = () => {
    setRefusal(null);
    try {
      cart.addPhysicalSelection({
        product: {
          id: product.id,
          title: product.title,
          coverImage: coverUrl,
          // The seller's rate; the cart summary applies the buyer's country.
          percentageVAT: product.percentageVAT,
          price,
          oldPrice: product.oldPrice,
          availability: product.availability,
          type: cartProductType(product.productType),
          url: product.url,
          digital: product.digital,
        },
        variant: variant
          ? { id: variant.id, label: variant.label, availability: variant.availability }
          : null,
        quantity: state.quantity,
        shippingRequired: product.shippingRequired,
        accountRequired: product.accountRequired,
      });
    } catch {
      const message = t('shop.product.notAvailable');
      setRefusal(message);
      toast.error(message);
      return;
    }
    setWanted(1);
    showAddedToCart(
      t('shop.product.added', { title: variant ? `${product.title} (${variant.label})` : product.title }),
    );
  };

  return (
    <section className="product-purchase" aria-label={t('shop.product.purchase', { title: product.title })}>
      <ProductPrice price={price} oldPrice={product.oldPrice} t={t} />
      {product.variants.length > 1 ? (
        <Select
          className="product-purchase__field"
          label={t('shop.product.variant')}
          name="variant"
          selectedKey={variantId ?? null}
          onChange={(chosen) => {
            setVariantId(chosen);
            setWanted(1);
            setRefusal(null);
          }}
          options={product.variants.map((option) => ({
            id: option.id,
            label: option.availability > 0 ? option.label : `${option.label} (${t('shop.soldOut')})`,
          }))}
        />
      ) : null}
      {product.digital ? (
        // An e-book: one PDF delivered with the order, so no stock count and no shipping to speak of.
        <div className="product-purchase__digital" data-testid="digital">
          <p>
            <strong>{t('shopNotes.digitalDownload')}</strong>
          </p>
          <p>{t('shopNotes.digitalDelivery')}</p>
          {inCart > 0 ? <p aria-live="polite">{t('shop.product.inCart', { count: inCart })}</p> : null}
        </div>
      ) : (
        <p className="product-purchase__stock" data-testid="stock" aria-live="polite">
          {state.soldOut ? (
            <strong className="product-purchase__sold-out">{t('shop.soldOut')}</strong>
          ) : (
            <>
              {t('shop.product.inStock', { count: availability })}
              {inCart > 0 ? ` · ${t('shop.product.inCart', { count: inCart })}` : null}
            </>
          )}
        </p>
      )}
      {state.soldOut ? (
        <LazyOutOfStockForm
          key={variant?.id ?? 'product'}
          productID={product.id}
          variation={variant?.id ?? null}
        />
      ) : (
        <div className="product-purchase__buy">
          {/* One copy of a digital product covers the buyer: no quantity to choose. */}
          {product.digital ? null : (
            <NumberField
              className="product-purchase__field"
              label={t('shop.product.quantity')}
              name="quantity"
              minValue={1}
              maxValue={Math.max(1, state.left)}
              step={1}
              value={state.quantity}
              onChange={setWanted}
            />
          )}
          <button type="button" className="button button--large product-purchase__add" onClick={addToCart}>
            {t('shop.product.addToCart')}
          </button>
          {state.left === 0 ? <p className="product-purchase__note">{t('shop.product.allInCart')}</p> : null}
          {refusal ? (
            <p className="product-purchase__error" role="alert">
              {refusal}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
