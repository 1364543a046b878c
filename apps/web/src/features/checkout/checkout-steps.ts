import { type CartSelection, cartRequiresShipping, isThirdPartyEntryId } from '@foundry/domain';

/** Where the guided steps live; the cart (/checkout) leads here. */
export const CHECKOUT_STEPS_PATH = '/checkout/edit';

/** The checkout's steps in their fixed order (docs/checkout.md). */
export const CHECKOUT_STEP_ORDER = [
  'review',
  'information',
  'thirdParties',
  'shipping',
  'confirm',
  'pay',
] as const;
export type CheckoutStepId = (typeof CHECKOUT_STEP_ORDER)[number];

/** Some digital item has licences ('third-party-N') that need third-party details. */
export function needsThirdPartyDetails(selections: readonly CartSelection[]): boolean {
  return selections.some(
    (s) => s.kind === 'font' && s.licenses.some((entry) => isThirdPartyEntryId(entry.id)),
  );
}

/**
 * The steps this cart goes through: third parties only when a digital item has third-party
 * licences, shipping only when an item must be posted (an e-book alone goes without).
 */
export function checkoutSteps(selections: readonly CartSelection[]): CheckoutStepId[] {
  const needsShipping = cartRequiresShipping(selections);
  return CHECKOUT_STEP_ORDER.filter((step) => {
    if (step === 'thirdParties') return needsThirdPartyDetails(selections);
    if (step === 'shipping') return needsShipping;
    return true;
  });
}
