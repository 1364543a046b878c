import { type CartSelection, correctCartFromSummary, type SummaryLine } from '@foundry/domain';
import { isDiscountCodeError } from '@foundry/errors';
import type { GraphqlFailure } from '../../lib/graphql/graphql-failure.ts';

/** The cart summary's states (docs/checkout.md). */
export type CartSummaryState<Summary> =
  | { status: 'Loading' }
  | { status: 'Loaded'; summary: Summary }
  | { status: 'NoItems' }
  | { status: 'Error'; messageKey: string; message?: string; shippingNotChosen?: true };

export interface SummaryShape {
  items: readonly SummaryLine[];
  shippingRequired: boolean;
}

export interface SummaryInput<Summary extends SummaryShape> {
  selections: readonly CartSelection[];
  fetching: boolean;
  data: Summary | null | undefined;
  failure: GraphqlFailure | null | undefined;
  /** The failure names the `shipping` field: physical items need a shipping method not chosen yet. */
  failureNamesShipping?: boolean;
  /** Read-only views (the confirm step, an order) keep the stored items as they are. */
  readOnly: boolean;
  /** Steps after shipping need a chosen shipping method when the summary says one is required. */
  requireShipping: boolean;
  shippingChosen: boolean;
}

export interface SummaryOutcome<Summary> {
  state: CartSummaryState<Summary>;
  /** The stored cart corrected to the server's summary; null when nothing is to be written. */
  correctedSelections: CartSelection[] | null;
  /** A discount-code error (300–306): forget the code silently and ask again without it. */
  clearDiscountCode: boolean;
}

export const SHIPPING_NOT_CHOSEN_KEY = 'checkout.shippingNotChosen';

/**
 * Physical items need a shipping method the buyer has not chosen yet: an error state that does not
 * stop the buyer from going on to the step where it is chosen.
 */
export function isShippingNotChosen(state: CartSummaryState<unknown>): boolean {
  return state.status === 'Error' && state.shippingNotChosen === true;
}

/** What the summary shows and what must change in the stored state, from the latest answer. */
export function cartSummaryOutcome<Summary extends SummaryShape>(
  input: SummaryInput<Summary>,
): SummaryOutcome<Summary> {
  const nothing = { correctedSelections: null, clearDiscountCode: false };
  if (input.selections.length === 0) return { state: { status: 'NoItems' }, ...nothing };
  if (input.failure) {
    if (input.failure.kind === 'graphql' && isDiscountCodeError(input.failure.code)) {
      return { state: { status: 'Loading' }, correctedSelections: null, clearDiscountCode: true };
    }
    const { messageKey } = input.failure;
    const message = input.failure.kind === 'graphql' ? input.failure.message : undefined;
    if (input.failureNamesShipping && !input.shippingChosen) {
      const state = {
        status: 'Error',
        messageKey: SHIPPING_NOT_CHOSEN_KEY,
        shippingNotChosen: true,
      } as const;
      return { state: message ? { ...state, message } : state, ...nothing };
    }
    return { state: { status: 'Error', messageKey, ...(message ? { message } : {}) }, ...nothing };
  }
  if (input.fetching || !input.data) return { state: { status: 'Loading' }, ...nothing };

  const summary = input.data;
  const correction = correctCartFromSummary(input.selections, summary.items);
  const correctedSelections = correction.changed && !input.readOnly ? correction.selections : null;
  if (correctedSelections && correctedSelections.length === 0) {
    return { state: { status: 'NoItems' }, correctedSelections, clearDiscountCode: false };
  }
  if (input.requireShipping && summary.shippingRequired && !input.shippingChosen) {
    return {
      state: { status: 'Error', messageKey: SHIPPING_NOT_CHOSEN_KEY, shippingNotChosen: true },
      correctedSelections,
      clearDiscountCode: false,
    };
  }
  return { state: { status: 'Loaded', summary }, correctedSelections, clearDiscountCode: false };
}
