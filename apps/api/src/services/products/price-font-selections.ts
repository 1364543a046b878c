import {
  type LicenseSelection,
  licenseSelectionFactorBp,
  type Money,
  type OrderItemLicense,
  sumOfOldPrices,
  sumOfPrices,
} from '@foundry/domain';
import type { EncodingRow } from '../../repositories/family-repository.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import { parseIds } from '../ids/parse-ids.ts';
import type { FontProductNode } from './font-product-node.ts';
import { licensesOfSelection } from './licenses-of-selection.ts';
import { loadFontProducts } from './load-font-products.ts';
import { priceFontProduct } from './price-font-product.ts';
import { priceWithLicenceErrors } from './price-with-licence-errors.ts';
import { readLicenseCatalogue } from './read-license-catalogue.ts';

/** One font selection of a cart or order (licences already converted with licenseSelectionFromInput). */
export interface FontSelectionToPrice {
  productIds: readonly (string | number)[];
  encodingIds?: readonly (string | number)[] | null | undefined;
  licenses: LicenseSelection;
  /** Accepted and not priced differently (docs/pricing.md). */
  preRelease?: boolean | null | undefined;
}

export interface PricedFontSelection {
  /** The product's title, or the chosen styles' titles joined with ', '. */
  title: string;
  /** One unit: the selection's products priced and added up. */
  price: Money;
  /** Added up the same way, where a product has none its price counts; null when none has one. */
  oldPrice: Money | null;
  licenses: OrderItemLicense[];
  /** The chosen encodings some product of the selection is sold in (the own encoding when none chosen). */
  encodings: EncodingRow[];
  /** Titles of chosen encodings no product of the selection is sold in (not charged). */
  unsupportedEncodings: string[];
  unsupportedEncodingIds: number[];
  /** The priced products, in the order asked; ids that name no product are in missingProductIds. */
  products: FontProductNode[];
  missingProductIds: string[];
}

/**
 * Prices font selections for the cart summary and orders, with the same rules readProducts shows
 * (docs/pricing.md). A fixed number of statements for any number of selections and products.
 * Throws AppError 209 when a selection names a licence, option or choice the catalogue lacks.
 */
export async function priceFontSelections(
  repositories: Pick<Repositories, 'products' | 'licenses' | 'families'>,
  selections: readonly FontSelectionToPrice[],
): Promise<PricedFontSelection[]> {
  if (selections.length === 0) return [];
  const allProductIds = selections.flatMap((selection) => parseIds(selection.productIds));
  const [catalogue, loaded, encodingRows] = await Promise.all([
    readLicenseCatalogue(repositories.licenses),
    loadFontProducts(repositories, allProductIds),
    // A handful of rows; all of them saves a second round trip for the products' own encodings.
    repositories.families.allEncodings(),
  ]);
  const encodingById = new Map(encodingRows.map((row) => [row.id, row]));

  return selections.map((selection) => {
    const encodingIds = parseIds(selection.encodingIds ?? []);
    const request = { encodingIds, selection: selection.licenses, catalogue };
    const missingProductIds: string[] = [];
    const products: FontProductNode[] = [];
    for (const id of selection.productIds) {
      const [parsed] = parseIds([id]);
      const row = parsed === undefined ? undefined : loaded.byId.get(parsed);
      if (row) products.push(priceWithLicenceErrors(() => priceFontProduct(row, loaded, request)));
      else missingProductIds.push(String(id));
    }
    if (products.length === 0) {
      // Still check the licences, so a bad selection is reported even without products.
      priceWithLicenceErrors(() => licenseSelectionFactorBp(selection.licenses, catalogue));
    }
    const currency = products[0]?.price.currency ?? 'EUR';
    const price = sumOfPrices(products, currency);
    const oldPrice = sumOfOldPrices(products, currency);
    const counted = [...new Set(products.flatMap((product) => product.encodingIds))];
    const unsupportedEncodingIds = encodingIds.filter(
      (id) => products.length > 0 && products.every((product) => product.unsupportedEncodingIds.includes(id)),
    );
    return {
      title: products.map((product) => product.title).join(', '),
      price,
      oldPrice,
      licenses: licensesOfSelection(selection.licenses, catalogue),
      encodings: counted.flatMap((id) => {
        const row = encodingById.get(id);
        return row ? [row] : [];
      }),
      unsupportedEncodings: unsupportedEncodingIds.map((id) => encodingById.get(id)?.title ?? String(id)),
      unsupportedEncodingIds,
      products,
      missingProductIds,
    };
  });
}
