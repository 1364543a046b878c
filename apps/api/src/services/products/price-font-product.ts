import { type LicenseCatalogue, type LicenseSelection, money, priceFontSelection } from '@foundry/domain';
import type { ProductRow } from '../../repositories/product-repository.ts';
import type { FontProductNode } from './font-product-node.ts';
import type { LoadedFontProducts } from './load-font-products.ts';

export interface PricingRequest {
  /** Chosen encodings; null or empty: the product's own encoding. */
  encodingIds: readonly number[] | null;
  selection: LicenseSelection;
  catalogue: LicenseCatalogue;
}

/** A product and its children priced under the selection (docs/pricing.md). */
export function priceFontProduct(
  product: ProductRow,
  loaded: LoadedFontProducts,
  request: PricingRequest,
): FontProductNode {
  const children = (loaded.childrenOf.get(product.id) ?? []).map((child) =>
    priceFontProduct(child, loaded, request),
  );
  const sold = soldEncodingsOf(product, loaded);
  const chosen = [...new Set(request.encodingIds ?? [])];
  const counted = chosen.filter((id) => sold.includes(id));
  const encodingIds = counted.length > 0 ? counted : ownEncodingsOf(product, children);
  const priceOf = (basePrice: number) =>
    money(
      priceFontSelection({
        basePrice,
        encodingCount: counted.length,
        selection: request.selection,
        catalogue: request.catalogue,
      }),
      product.currency,
    );
  const family = product.familyId === null ? undefined : loaded.families.get(product.familyId);
  return {
    id: product.id,
    kind: product.kind,
    title: product.title,
    family: family ? { ...family, shownEncodingId: product.encodingId ?? family.encodingId } : null,
    style: product.styleId === null ? null : (loaded.styles.get(product.styleId) ?? null),
    encodingIds,
    unsupportedEncodingIds: chosen.filter((id) => !sold.includes(id)),
    price: priceOf(product.priceAmount),
    oldPrice: product.oldPriceAmount === null ? null : priceOf(product.oldPriceAmount),
    children,
  };
}

/** FONT/FAMILY: the encodings its family is sold in; a bundle: those of any of its families. */
function soldEncodingsOf(product: ProductRow, loaded: LoadedFontProducts): number[] {
  if (product.familyId !== null) {
    const sold = loaded.soldEncodings.get(product.familyId) ?? [];
    return sold.length > 0 || product.encodingId === null ? sold : [product.encodingId];
  }
  const children = loaded.childrenOf.get(product.id) ?? [];
  return [...new Set(children.flatMap((child) => soldEncodingsOf(child, loaded)))];
}

function ownEncodingsOf(product: ProductRow, children: FontProductNode[]): number[] {
  if (product.encodingId !== null) return [product.encodingId];
  return [...new Set(children.flatMap((child) => child.encodingIds))];
}
