import { isCorporateLicenseSelection } from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { CorporateCodeWithProducts } from '../../repositories/corporate-repository.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import type { FamilySelectionInput } from '../cart/family-selection-input.ts';
import { parseId } from '../ids/parse-ids.ts';
import {
  type LicenseSelectionInputValue,
  licenseSelectionFromInput,
} from '../products/license-selection-from-input.ts';
import { readLicenseCatalogue } from '../products/read-license-catalogue.ts';

/**
 * The corporate purchase as the cart prices a font selection: the code's product in its own encoding
 * under the corporate licence. Throws 303 (no such product), 305 (not a font this code unlocks) and
 * 304 (no complete corporate licence, or another licence than corporate and its third parties).
 */
export async function corporateSelection(
  repositories: Pick<Repositories, 'products' | 'licenses'>,
  code: CorporateCodeWithProducts,
  productID: string | number,
  licenses: readonly LicenseSelectionInputValue[] | null | undefined,
): Promise<FamilySelectionInput> {
  const productId = parseId(productID);
  const [products, catalogue] = await Promise.all([
    productId === null ? Promise.resolve([]) : repositories.products.byIds([productId]),
    readLicenseCatalogue(repositories.licenses),
  ]);
  const product = products[0];
  if (!product)
    throw new AppError(ERROR_CODE.DISCOUNT_PRODUCT_NOT_FOUND, {
      fields: { productID: 'This product does not exist.' },
    });
  if (!code.productIds.includes(product.id))
    throw new AppError(ERROR_CODE.DISCOUNT_PRODUCT_NOT_CORPORATE_FONT, {
      fields: { productID: 'This access code does not unlock this product.' },
    });
  const selection = licenseSelectionFromInput(licenses);
  if (!isCorporateLicenseSelection(selection, catalogue))
    throw new AppError(ERROR_CODE.DISCOUNT_LICENSE_MISSING, {
      fields: { licenses: 'Choose the corporate licence.' },
    });
  return {
    productIDs: [product.id],
    encodingIDs: product.encodingId === null ? [] : [product.encodingId],
    licenses: licenses ?? [],
    selectionIndex: 0,
  };
}
