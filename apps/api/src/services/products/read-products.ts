import { AppError, ERROR_CODE } from '@foundry/errors';
import type { Repositories } from '../../repositories/repositories.ts';
import type { FontProductNode } from './font-product-node.ts';
import {
  type LicenseSelectionInputValue,
  licenseSelectionFromInput,
} from './license-selection-from-input.ts';
import { priceFontSelections } from './price-font-selections.ts';

export interface ReadProductsArgs {
  productIDs: readonly (string | number)[];
  encodingIDs?: readonly (string | number)[] | null | undefined;
  licenses?: readonly LicenseSelectionInputValue[] | null | undefined;
  preRelease?: boolean | null | undefined;
}

/** The configurator asks for a family and its styles; a hundred is far beyond any real request. */
export const MAX_PRODUCT_IDS = 100;
const MAX_ENCODING_IDS = 20;

/** Live prices of products under a licence selection and encodings (docs/pricing.md). */
export async function readProducts(
  args: ReadProductsArgs,
  repositories: Pick<Repositories, 'products' | 'licenses' | 'families'>,
): Promise<FontProductNode[]> {
  const productIds = [...new Set(args.productIDs.map(String))];
  if (productIds.length === 0) {
    throw new AppError(ERROR_CODE.PRODUCT_IDS_MISSING, {
      fields: { productIDs: 'Name at least one product.' },
    });
  }
  if (productIds.length > MAX_PRODUCT_IDS) {
    const message = `At most ${MAX_PRODUCT_IDS} products at once.`;
    throw new AppError(ERROR_CODE.PRODUCT_IDS_MISSING, { message, fields: { productIDs: message } });
  }
  const encodingIds = args.encodingIDs ?? [];
  if (encodingIds.length > MAX_ENCODING_IDS) {
    const message = `At most ${MAX_ENCODING_IDS} encodings at once.`;
    throw new AppError(ERROR_CODE.ENCODING_MISSING, { message, fields: { encodingIDs: message } });
  }
  const [priced] = await priceFontSelections(repositories, [
    {
      productIds,
      encodingIds,
      licenses: licenseSelectionFromInput(args.licenses),
      preRelease: args.preRelease,
    },
  ]);
  if (!priced || priced.missingProductIds.length > 0) {
    const missing = priced?.missingProductIds.join(', ') ?? '';
    throw new AppError(ERROR_CODE.PRODUCT_UNKNOWN, {
      fields: { productIDs: `No product has the id ${missing}.` },
    });
  }
  return priced.products;
}
