'use client';

import { formatMoney, type Money } from '@foundry/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { UpdateAffiliateProgrammeInvoiceLimitMutation } from './affiliate-operations.ts';

const MINOR_PER_EURO = 100;
const WHOLE_NUMBER = /^\d+$/;

interface InvoiceLimitFormProps {
  unpaidAmount: Money;
  invoiceLimit: Money;
  minInvoiceLimit: Money;
  maxInvoiceLimit: Money;
}

/** What the shop owes, and the invoice limit in whole euros (checked here and by the server). */
export function InvoiceLimitForm({
  unpaidAmount,
  invoiceLimit,
  minInvoiceLimit,
  maxInvoiceLimit,
}: InvoiceLimitFormProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [{ fetching }, update] = useMutation(UpdateAffiliateProgrammeInvoiceLimitMutation);
  const [value, setValue] = useState(String(invoiceLimit.amount / MINOR_PER_EURO));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const min = minInvoiceLimit.amount / MINOR_PER_EURO;
  const max = maxInvoiceLimit.amount / MINOR_PER_EURO;
  const bounds = {
    min: formatMoney(minInvoiceLimit, i18n.language),
    max: formatMoney(maxInvoiceLimit, i18n.language),
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const euros = Number(value.trim());
    if (!WHOLE_NUMBER.test(value.trim()) || euros < min || euros > max) {
      setProblem(t('affiliate.payout.limitInvalid', bounds));
      document.getElementById(`${id}-limit`)?.focus();
      return;
    }
    const result = await update({ limit: euros * MINOR_PER_EURO });
    if (result.error) {
      const fields = result.error.graphQLErrors[0]?.extensions?.fields as Record<string, string> | undefined;
      setProblem(fields?.limit ?? i18n.t(failureOfOperation(result.error).messageKey));
      return;
    }
    setProblem(null);
    setSaved(true);
  };

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('affiliate.payout.heading')}</h2>
      <p className="affiliate-unpaid">
        {t('affiliate.payout.unpaid')}: <strong>{formatMoney(unpaidAmount, i18n.language)}</strong>
      </p>
      <form className="account-form-grid" onSubmit={save} noValidate>
        <label htmlFor={`${id}-limit`}>{t('affiliate.payout.limitLabel')}</label>
        <input
          id={`${id}-limit`}
          name="limit"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        />
        <p id={`${id}-hint`} className="affiliate-hint">
          {t('affiliate.payout.limitHint', bounds)}
        </p>
        {problem ? (
          <p id={`${id}-problem`} role="alert" className="field-error">
            {problem}
          </p>
        ) : null}
        <p role="status">{saved ? t('accountArea.saved') : null}</p>
        <button type="submit" className="button" disabled={fetching} aria-busy={fetching}>
          {fetching ? t('accountArea.saving') : t('affiliate.payout.save')}
        </button>
      </form>
    </section>
  );
}
