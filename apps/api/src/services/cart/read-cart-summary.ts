import type { GraphQLContext } from '../../context.ts';
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
  context: Pick<GraphQLContext, 'repositories' | 'vatChecker' | 'user' | 'logger'>,
  input: ReadCartSummaryInput,
): Promise<CartSummary> {
  const buyer = await resolveCartBuyer(context.repositories.carts, {
    userId: context.user?.id ?? null,
    user: input.user,
    country: input.country,
  });
  return computeCartSummary(
    { repositories: context.repositories, vatChecker: context.vatChecker, logger: context.logger },
    {
      familyProductSelections: input.familyProductSelections,
      physicalProductSelections: input.physicalProductSelections,
      upgradeOwnerId: context.user?.id ?? null,
      shippingID: input.shipping?.id,
      discountCode: input.discountCode,
      buyer,
    },
    { mode: 'correct' },
  );
}
