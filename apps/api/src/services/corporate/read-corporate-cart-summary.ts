import { resolveCartBuyer } from '../cart/cart-buyer.ts';
import type { CartSummary } from '../cart/cart-summary.ts';
import { computeCartSummary } from '../cart/compute-cart-summary.ts';
import type { LicenseSelectionInputValue } from '../products/license-selection-from-input.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { corporateSelection } from './corporate-selection.ts';
import { usableCorporateCode } from './usable-corporate-code.ts';

export interface CorporateCartInput {
  code: string;
  productID: string | number;
  licenses?: readonly LicenseSelectionInputValue[] | null | undefined;
}

/**
 * readCorporateCartSummary: the code's product under the chosen corporate licence, priced by the
 * cart summary (same money, VAT and club points rules; the buyer is the signed-in user's default
 * address; domestic otherwise). Codes 300/301/302 for the code, 303/304/305 for the selection.
 */
export async function readCorporateCartSummary(
  input: CorporateCartInput,
  deps: Pick<ServiceDeps, 'repositories' | 'vatChecker' | 'viewer' | 'logger'>,
  now = new Date(),
): Promise<CartSummary> {
  const { repositories } = deps;
  const code = await usableCorporateCode(repositories.corporate, input.code, now);
  const selection = await corporateSelection(repositories, code, input.productID, input.licenses);
  const buyer = await resolveCartBuyer(repositories.carts, { userId: deps.viewer?.id ?? null });
  return computeCartSummary(
    { repositories, vatChecker: deps.vatChecker, logger: deps.logger, now },
    { familyProductSelections: [selection], buyer },
    { mode: 'strict' },
  );
}
