'use client';

import {
  formatMoney,
  type InvoiceLimitValues,
  invoiceLimitSchema,
  invoiceLimitText,
  type Money,
} from '@foundry/domain';
import { useId, useState } from 'react';
import { refusalOf } from '../../lib/forms/server-outcome.ts';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { ACCOUNT_TEXTS } from '../../lib/i18n/areas/account.ts';
import { AFFILIATE_TEXTS } from '../../lib/i18n/areas/affiliate.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Form, type FormRefusal } from '../../ui/form.tsx';
import { FormSubmit } from '../../ui/form-submit.tsx';
import { FormTextField } from '../../ui/form-text-field.tsx';
import { UpdateAffiliateProgrammeInvoiceLimitMutation } from './affiliate-operations.ts';

interface InvoiceLimitFormProps {
  unpaidAmount: Money;
  invoiceLimit: Money;
  minInvoiceLimit: Money;
  maxInvoiceLimit: Money;
}

/** What the shop owes, and the invoice limit in whole euros (invoiceLimitSchema; the server checks the same rule). */
export function InvoiceLimitForm({
  unpaidAmount,
  invoiceLimit,
  minInvoiceLimit,
  maxInvoiceLimit,
}: InvoiceLimitFormProps) {
  const { t, i18n } = useTexts(ACCOUNT_TEXTS, AFFILIATE_TEXTS);
  const id = useId();
  const client = useGraphqlClient();
  const [saved, setSaved] = useState(false);
  const form = useZodForm(invoiceLimitSchema, { limit: invoiceLimitText(invoiceLimit.amount) });
  const bounds = {
    min: formatMoney(minInvoiceLimit, i18n.language),
    max: formatMoney(maxInvoiceLimit, i18n.language),
  };

  const save = async ({ limit }: { limit: number }): Promise<FormRefusal | undefined> => {
    setSaved(false);
    const result = await client.mutation(UpdateAffiliateProgrammeInvoiceLimitMutation, { limit }).toPromise();
    if (result.error) return refusalOf(result.error);
    setSaved(true);
    return undefined;
  };

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('affiliate.payout.heading')}</h2>
      <p className="affiliate-unpaid">
        {t('affiliate.payout.unpaid')}: <strong>{formatMoney(unpaidAmount, i18n.language)}</strong>
      </p>
      <Form form={form} onSubmit={save} className="account-form-grid" aria-labelledby={`${id}-title`}>
        <FormTextField<InvoiceLimitValues>
          name="limit"
          label={t('affiliate.payout.limitLabel')}
          type="number"
          inputMode="numeric"
          description={t('affiliate.payout.limitHint', bounds)}
          isRequired
        />
        <p role="status">{saved ? t('accountArea.saved') : null}</p>
        <div className="ui-form__actions">
          <FormSubmit>{t('affiliate.payout.save')}</FormSubmit>
        </div>
      </Form>
    </section>
  );
}
