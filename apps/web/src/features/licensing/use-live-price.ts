'use client';

import {
  createLatestRequestGuard,
  type LicenseSelection,
  type Money,
  sumOfOldPrices,
  sumOfPrices,
} from '@foundry/domain';
import { useEffect, useRef, useState } from 'react';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { type GraphqlFailure, networkFailure } from '../../lib/graphql/graphql-failure.ts';
import { useGraphqlClientLater } from '../../lib/graphql/use-graphql-client-later.ts';
import { ReadProductsQuery } from './queries/read-products.ts';

/** Wait for a pause in the buyer's clicking before asking for a price. */
export const LIVE_PRICE_DEBOUNCE_MS = 250;

export interface PriceRequest {
  productIDs: string[];
  encodingIDs: string[];
  licenses: LicenseSelection;
}

export type LivePrice =
  | { status: 'idle' }
  | { status: 'loading'; price: Money | null; oldPrice: Money | null }
  | { status: 'ready'; price: Money; oldPrice: Money | null }
  | { status: 'failed'; failure: GraphqlFailure };

/**
 * The price of a request from readProducts, asked again (debounced) whenever the request changes; an
 * answer to an older request is dropped, so a slow answer never overwrites a newer one.
 */
export function useLivePrice(request: PriceRequest | null): LivePrice {
  const graphqlClient = useGraphqlClientLater();
  const guard = useRef(createLatestRequestGuard());
  const [state, setState] = useState<LivePrice>({ status: 'idle' });
  const key = request ? JSON.stringify(request) : '';

  useEffect(() => {
    const requestGuard = guard.current;
    if (!key) {
      requestGuard.invalidate();
      setState({ status: 'idle' });
      return;
    }
    const variables = JSON.parse(key) as PriceRequest;
    const token = requestGuard.start();
    setState((previous) => ({
      status: 'loading',
      price: previous.status === 'ready' || previous.status === 'loading' ? previous.price : null,
      oldPrice: previous.status === 'ready' || previous.status === 'loading' ? previous.oldPrice : null,
    }));
    const timer = setTimeout(async () => {
      const result = await (await graphqlClient())
        .query(ReadProductsQuery, variables, { requestPolicy: 'network-only' })
        .toPromise();
      if (!requestGuard.isLatest(token)) return;
      if (result.error || !result.data) {
        const failure = result.error ? failureOfOperation(result.error) : networkFailure(null);
        setState({ status: 'failed', failure });
        return;
      }
      const products = result.data.readProducts;
      const currency = products[0]?.price.currency;
      if (currency) {
        setState({
          status: 'ready',
          price: sumOfPrices(products, currency),
          oldPrice: sumOfOldPrices(products, currency),
        });
      }
    }, LIVE_PRICE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, graphqlClient]);

  return state;
}
