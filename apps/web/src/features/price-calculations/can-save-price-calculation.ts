import type { CartSelection } from '@foundry/domain';

/**
 * Whether the confirm step offers "Save as price calculation": a signed-in buyer (saved addresses,
 * createUserOrder) with a cart of fonts and digital products only. Goods would hold their stock for
 * the quote's 30 days, so the server refuses them (priceCalculationProblem in packages/domain); a
 * physical line that is never shipped is a digital product (an e-book).
 */
export function canSavePriceCalculation(
  selections: readonly CartSelection[],
  billingAddressID: string | null | undefined,
): boolean {
  if (!billingAddressID || selections.length === 0) return false;
  return selections.every(
    (selection) => selection.kind === 'font' || (selection.product.digital ?? !selection.shippingRequired),
  );
}
