import type { CartSelection } from '@foundry/domain';
import type { CheckoutUserInfo, SelectedShipping } from './checkout-state.ts';
import { orderUserInput } from './order-user-input.ts';
import { selectionInputs } from './selection-inputs.ts';

export interface SummaryContext {
  discountCode: string;
  shipping: SelectedShipping;
  userInfo: CheckoutUserInfo;
  /** The visitor's country from their location; undefined while it is being found. */
  geoCountry: string | null | undefined;
}

/** readCartSummary's variables for a cart and the buyer's stored checkout choices. */
export function summaryVariables(selections: readonly CartSelection[], context: SummaryContext) {
  const { discountCode, shipping, userInfo, geoCountry } = context;
  return {
    ...selectionInputs(selections),
    discountCode: discountCode || null,
    shipping: shipping.id ? { id: shipping.id, price: shipping.price?.amount ?? null } : null,
    user: orderUserInput(userInfo),
    country: userInfo.country || geoCountry || null,
  };
}
