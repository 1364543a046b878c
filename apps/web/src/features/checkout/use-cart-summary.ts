'use client';

import { useEffect, useMemo, useRef } from 'react';
import { useQuery } from 'urql';
import { useGeoCountry } from '../../lib/geo/use-geo-country.ts';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import type { VariablesOf } from '../../lib/graphql/graphql.ts';
import { useCart, writeCart } from '../cart/index.ts';
import { type CartSummaryState, cartSummaryOutcome } from './cart-summary-state.ts';
import { ReadCartSummaryQuery } from './checkout-operations.ts';
import { useCheckoutUserInfo, useRedeemedDiscountCode, useSelectedShipping } from './checkout-state.ts';
import { summaryVariables } from './summary-variables.ts';
import type { CartSummaryView } from './summary-view.ts';

export interface CartSummaryOptions {
  /** Keep the stored items even when the summary differs (views that must not change the cart). */
  readOnly?: boolean;
  /** Error state when the summary needs shipping and none is chosen (confirm and pay). */
  requireShipping?: boolean;
  /** Fires after the stored cart was corrected to the server's summary. */
  onCorrected?: () => void;
}

function namesShipping(errors: readonly { extensions?: Record<string, unknown> }[] | undefined): boolean {
  const fields = errors?.[0]?.extensions?.fields;
  return typeof fields === 'object' && fields !== null && 'shipping' in fields;
}

/** The cart summary state machine over readCartSummary, with its effects on the stored state. */
export function useCartSummary({
  readOnly = false,
  requireShipping = false,
  onCorrected,
}: CartSummaryOptions = {}) {
  const { selections } = useCart();
  const [discountCode, setDiscountCode] = useRedeemedDiscountCode();
  const [shipping] = useSelectedShipping();
  const [userInfo] = useCheckoutUserInfo();
  const geoCountry = useGeoCountry();

  const variables = useMemo(
    () => summaryVariables(selections, { discountCode, shipping, userInfo, geoCountry }),
    [selections, discountCode, shipping, userInfo, geoCountry],
  );
  const [result, reexecute] = useQuery({
    query: ReadCartSummaryQuery,
    variables: variables as VariablesOf<typeof ReadCartSummaryQuery>,
    // Wait for the visitor's country (VAT) rather than asking twice; it resolves to null on failure.
    pause: selections.length === 0 || (geoCountry === undefined && userInfo.country === ''),
    requestPolicy: 'cache-and-network',
  });

  const data = result.data?.readCartSummary as CartSummaryView | undefined;
  const outcome = cartSummaryOutcome<CartSummaryView>({
    selections,
    fetching: result.fetching && !data,
    data: result.stale ? undefined : data,
    failure: result.error ? failureOfOperation(result.error) : null,
    failureNamesShipping: namesShipping(result.error?.graphQLErrors),
    readOnly,
    requireShipping,
    shippingChosen: Boolean(shipping.id),
  });

  // Each answer is applied once: the corrected cart changes the variables and asks again.
  const applied = useRef<unknown>(null);
  const answer = result.error ?? result.data;
  const onCorrectedRef = useRef(onCorrected);
  onCorrectedRef.current = onCorrected;
  useEffect(() => {
    if (answer === undefined || applied.current === answer) return;
    applied.current = answer;
    if (outcome.clearDiscountCode) setDiscountCode('');
    if (outcome.correctedSelections) {
      writeCart(outcome.correctedSelections);
      onCorrectedRef.current?.();
    }
  }, [answer, outcome.clearDiscountCode, outcome.correctedSelections, setDiscountCode]);

  const state: CartSummaryState<CartSummaryView> = outcome.state;
  return { state, selections, discountCode, retry: () => reexecute({ requestPolicy: 'network-only' }) };
}
