'use client';

import { useCallback, useState } from 'react';
import { useCaptcha } from '../../lib/captcha/use-captcha.ts';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import type { GraphqlFailure } from '../../lib/graphql/graphql-failure.ts';
import { useGraphqlClientLater } from '../../lib/graphql/use-graphql-client-later.ts';
import { CreateOutOfStockNotificationMutation } from './queries/create-out-of-stock-notification.ts';

/** The captcha action the API checks for this form. */
export const OUT_OF_STOCK_CAPTCHA_ACTION = 'out_of_stock';

export type OutOfStockResult =
  | { ok: true }
  | { ok: false; failure: GraphqlFailure | { kind: 'captcha' }; fields?: Record<string, string> };

/**
 * Sends "tell me when it is back" for a product's variant: the captcha token is taken at submit time
 * (v3 tokens expire), then createOutOfStockNotification runs. `busy` covers both.
 */
export function useOutOfStockNotification() {
  const graphqlClient = useGraphqlClientLater();
  const captchaToken = useCaptcha();
  const [busy, setBusy] = useState(false);

  const request = useCallback(
    async (input: {
      email: string;
      productID: string;
      variation: string | null;
    }): Promise<OutOfStockResult> => {
      setBusy(true);
      try {
        let token: string;
        try {
          token = await captchaToken(OUT_OF_STOCK_CAPTCHA_ACTION);
        } catch {
          return { ok: false, failure: { kind: 'captcha' } };
        }
        const result = await (await graphqlClient())
          .mutation(CreateOutOfStockNotificationMutation, { ...input, token })
          .toPromise();
        if (result.error) {
          const fields = result.error.graphQLErrors[0]?.extensions?.fields as
            | Record<string, string>
            | undefined;
          return { ok: false, failure: failureOfOperation(result.error), ...(fields ? { fields } : {}) };
        }
        return { ok: true };
      } finally {
        setBusy(false);
      }
    },
    [graphqlClient, captchaToken],
  );

  return { request, busy };
}
