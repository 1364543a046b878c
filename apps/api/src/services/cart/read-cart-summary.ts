import type { ServiceDeps } from '../service-deps.ts';
import { resolveCartBuyer } from './cart-buyer.ts';
import type { CartSummary } from './cart-summary.ts';
import { computeCartSummary } from './compute-cart-summary.ts';
import type { CartLinesInput } from './price-cart-lines.ts';

export interface ReadCartSummaryInput extends CartLinesInput {
  shipping?: { id: string; price?: number | null | undefined } | null | undefined;
  discountCode?: string | null | undefined;
  user?:
    | {
        country: string;
        vatNumber?: string | null | undefined;
        shippingAddress?: { country: string } | null | undefined;
      }
    | null
    | undefined;
  country?: string | null | undefined;
}

/** readCartSummary: the buyer from the form, the session's default address or `country`; mode 'correct'. */
export async function readCartSummary(
  input: ReadCartSummaryInput,
  deps: Pick<ServiceDeps, 'repositories' | 'vatChecker' | 'viewer' | 'logger'>,
): Promise<CartSummary> {
  const buyer = await resolveCartBuyer(deps.repositories.carts, {
    userId: deps.viewer?.id ?? null,
    user: input.user,
    country: input.country,
  });
  return computeCartSummary(
    { repositories: deps.repositories, vatChecker: deps.vatChecker, logger: deps.logger },
    {
      familyProductSelections: input.familyProductSelections,
      physicalProductSelections: input.physicalProductSelections,
      upgradeOwnerId: deps.viewer?.id ?? null,
      shippingID: input.shipping?.id,
      discountCode: input.discountCode,
      buyer,
    },
    { mode: 'correct' },
  );
}
