import type { GraphQLContext } from '../../context.ts';
import { resolveCartBuyer } from '../cart/cart-buyer.ts';
import type { CartSummary } from '../cart/cart-summary.ts';
import { computeCartSummary } from '../cart/compute-cart-summary.ts';
import type { LicenseSelectionInputValue } from '../products/license-selection-from-input.ts';
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
  context: Pick<GraphQLContext, 'repositories' | 'vatChecker' | 'user' | 'logger'>,
  input: CorporateCartInput,
  now = new Date(),
): Promise<CartSummary> {
  const { repositories } = context;
  const code = await usableCorporateCode(repositories.corporate, input.code, now);
  const selection = await corporateSelection(repositories, code, input.productID, input.licenses);
  const buyer = await resolveCartBuyer(repositories.carts, { userId: context.user?.id ?? null });
  return computeCartSummary(
    { repositories, vatChecker: context.vatChecker, logger: context.logger, now },
    { familyProductSelections: [selection], buyer },
    { mode: 'strict' },
  );
}
