'use client';

import { needsVatCheck, VAT_CHECK_DEBOUNCE_MS, type VatCheckResult, vatCheckOutcome } from '@foundry/domain';
import { useEffect, useMemo, useState } from 'react';
import { useClient } from 'urql';
import { ValidateVatQuery } from './checkout-operations.ts';
import { debounceLatest } from './debounce-latest.ts';

export type VatCheckState = { status: 'checking' } | { status: VatCheckResult; message?: string | null };

interface VatAnswer {
  code: VatCheckResult;
  message?: string | null;
}

/**
 * The VAT number check (docs/checkout.md): empty is OK; otherwise validateVAT with the
 * country and number, debounced 250 ms; no answer (or a failed call) counts as OK.
 */
export function useVatCheck(country: string, vatNumber: string): VatCheckState {
  const client = useClient();
  const [state, setState] = useState<VatCheckState>({ status: 'OK' });
  const check = useMemo(
    () =>
      debounceLatest(
        async (countryCode: string, vatID: string): Promise<VatCheckState> => {
          const result = await client
            .query(ValidateVatQuery, { country: countryCode, vatID }, { requestPolicy: 'network-only' })
            .toPromise();
          const answer = result.data?.validateVAT as VatAnswer | null | undefined;
          return { status: vatCheckOutcome(vatID, answer?.code), message: answer?.message ?? null };
        },
        VAT_CHECK_DEBOUNCE_MS,
        setState,
      ),
    [client],
  );
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
  return state;
}
