'use client';

import { needsVatCheck, VAT_CHECK_DEBOUNCE_MS, type VatCheckResult, vatCheckOutcome } from '@foundry/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { ValidateVatQuery } from './checkout-operations.ts';
import { debounceLatest } from './debounce-latest.ts';

export type VatCheckState = { status: 'checking' } | { status: VatCheckResult; message?: string | null };
export type VatCheckAnswer = Exclude<VatCheckState, { status: 'checking' }>;

interface VatAnswer {
  code: VatCheckResult;
  message?: string | null;
}

/**
 * The VAT number check (docs/checkout.md): empty is OK; otherwise validateVAT with the
 * country and number, debounced 250 ms while typing; no answer (or a failed call) counts as OK.
 * `settled()` is for submitting: it runs a pending check at once instead of waiting out the debounce.
 */
export function useVatCheck(
  country: string,
  vatNumber: string,
): VatCheckState & { settled: () => Promise<VatCheckAnswer> } {
  const client = useGraphqlClient();
  const [state, setState] = useState<VatCheckState>({ status: 'OK' });
  const ask = useCallback(
    async (countryCode: string, vatID: string): Promise<VatCheckAnswer> => {
      const result = await client
        .query(ValidateVatQuery, { country: countryCode, vatID }, { requestPolicy: 'network-only' })
        .toPromise();
      const answer = result.data?.validateVAT as VatAnswer | null | undefined;
      return { status: vatCheckOutcome(vatID, answer?.code), message: answer?.message ?? null };
    },
    [client],
  );
  const check = useMemo(() => debounceLatest(ask, VAT_CHECK_DEBOUNCE_MS, setState), [ask]);
  useEffect(() => {
    const vatID = vatNumber.trim();
    if (!needsVatCheck(vatID) || country === '') {
      check.cancel();
      setState({ status: 'OK' });
      return;
    }
    setState({ status: 'checking' });
    check.run([country, vatID]);
    return () => check.cancel();
  }, [check, country, vatNumber]);

  const current = useRef({ state, country, vatNumber });
  current.current = { state, country, vatNumber };
  const settled = useCallback(async (): Promise<VatCheckAnswer> => {
    const { state: now, country: countryCode, vatNumber: number } = current.current;
    if (now.status !== 'checking') return now;
    check.cancel();
    const answer = await ask(countryCode, number.trim()).catch((): VatCheckAnswer => ({ status: 'OK' }));
    setState(answer);
    return answer;
  }, [ask, check]);

  return { ...state, settled };
}
