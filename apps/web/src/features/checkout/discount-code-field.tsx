'use client';

import type { CartSelection } from '@foundry/domain';
import { messageKeyForCode } from '@foundry/errors';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import type { VariablesOf } from '../../lib/graphql/graphql.ts';
import { ValidateDiscountCodeQuery } from './checkout-operations.ts';
import { useRedeemedDiscountCode } from './checkout-state.ts';
import { selectionInputs } from './selection-inputs.ts';

const DISCOUNT_CODE_MAX_LENGTH = 64;

interface DiscountCodeAnswer {
  valid: boolean;
  code?: number | null;
  message?: string | null;
}

/** Redeems a discount code after validateDiscountCode accepts it; a refusal shows its code's text. */
export function DiscountCodeField({ selections }: { selections: readonly CartSelection[] }) {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const [redeemed, setRedeemed] = useRedeemedDiscountCode();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const code = String(new FormData(event.currentTarget).get('discountCode') ?? '').trim();
    if (code === '') return setError(t('field_required'));
    setBusy(true);
    setError(null);
    try {
      const variables = { ...selectionInputs(selections), discountCode: code };
      const result = await client
        .query(ValidateDiscountCodeQuery, variables as VariablesOf<typeof ValidateDiscountCodeQuery>, {
          requestPolicy: 'network-only',
        })
        .toPromise();
      if (result.error) return setError(i18n.t(failureOfOperation(result.error).messageKey));
      const answer = result.data?.validateDiscountCode as DiscountCodeAnswer | undefined;
      if (answer?.valid) return setRedeemed(code);
      setError(i18n.t(messageKeyForCode(answer?.code ?? 300)));
    } finally {
      setBusy(false);
    }
  };

  if (redeemed) {
    return (
      <div className="discount-code">
        <p role="status">{t('checkout.codeApplied', { code: redeemed })}</p>
        <button type="button" className="link-button" onClick={() => setRedeemed('')}>
          {t('checkout.removeCode')}
        </button>
      </div>
    );
  }
  return (
    <form className="discount-code" onSubmit={onSubmit} noValidate>
      <label>
        {t('checkout.discountCode')}
        <input
          name="discountCode"
          autoComplete="off"
          maxLength={DISCOUNT_CODE_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'discount-code-error' : undefined}
        />
      </label>
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {t('checkout.redeem')}
      </button>
      {error ? (
        <p id="discount-code-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
