'use client';

import { type CartSelection, cartRequiresShipping, linePrice, type Money, money } from '@foundry/domain';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { useGeoCountry } from '../../lib/geo/use-geo-country.ts';
import type { VariablesOf } from '../../lib/graphql/graphql.ts';
import { ReadCartSummaryQuery } from './checkout-operations.ts';
import { useCheckoutUserInfo, useRedeemedDiscountCode, useSelectedShipping } from './checkout-state.ts';
import { summaryVariables } from './summary-variables.ts';
import type { CartSummaryView, SummaryItemView } from './summary-view.ts';

export interface CartPreview {
  /** Lines priced by the server, by selectionIndex (those that need no shipping). */
  items: ReadonlyMap<number, SummaryItemView>;
  /** Every line's price added up, before shipping and VAT; null until every line has a price. */
  subtotal: Money | null;
}

/** The goods that are posted: priced at their unit price × quantity until shipping is chosen. */
function postedLinesTotal(selections: readonly CartSelection[]): Money | null {
  const posted = selections.flatMap((s) => (s.kind === 'physical' && cartRequiresShipping([s]) ? [s] : []));
  const currency = posted[0]?.product.price.currency;
  if (!currency) return null;
  return money(
    posted.reduce((sum, s) => sum + linePrice(s.product.price.amount, s.quantity), 0),
    currency,
  );
}

/**
 * Before a shipping method is chosen the server cannot sum the whole cart (it needs the shipping), so
 * the cart asks it for the lines that are not posted and adds the posted goods at their shop price:
 * every line has a price and the buyer sees a subtotal before shipping (docs/checkout.md).
 */
export function useCartPreview(selections: readonly CartSelection[], enabled: boolean): CartPreview {
  const [discountCode] = useRedeemedDiscountCode();
  const [shipping] = useSelectedShipping();
  const [userInfo] = useCheckoutUserInfo();
  const geoCountry = useGeoCountry();
  const unposted = useMemo(
    () => selections.filter((s) => !(s.kind === 'physical' && cartRequiresShipping([s]))),
    [selections],
  );
  const variables = useMemo(
    () => summaryVariables(unposted, { discountCode, shipping, userInfo, geoCountry }),
    [unposted, discountCode, shipping, userInfo, geoCountry],
  );
  const [result] = useQuery({
    query: ReadCartSummaryQuery,
    variables: variables as VariablesOf<typeof ReadCartSummaryQuery>,
    pause: !enabled || unposted.length === 0 || (geoCountry === undefined && userInfo.country === ''),
    requestPolicy: 'cache-and-network',
  });

  return useMemo(() => {
    const summary = enabled ? (result.data?.readCartSummary as CartSummaryView | undefined) : undefined;
    const items = new Map(summary?.items.map((item) => [item.selectionIndex, item]) ?? []);
    const posted = postedLinesTotal(selections);
    const unpostedTotal = summary?.subTotalPrice ?? null;
    let subtotal: Money | null = null;
    if (unposted.length === 0) subtotal = posted;
    else if (unpostedTotal) {
      subtotal = posted ? money(unpostedTotal.amount + posted.amount, unpostedTotal.currency) : unpostedTotal;
    }
    return { items, subtotal: enabled ? subtotal : null };
  }, [enabled, result.data, selections, unposted.length]);
}
