'use client';

import { type CartSelection, type DiscountCodeValues, discountCodeSchema } from '@foundry/domain';
import { messageKeyForCode } from '@foundry/errors';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import type { VariablesOf } from '../../lib/graphql/graphql.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Form, type FormRefusal } from '../../ui/form.tsx';
import { FormCodeField } from '../../ui/form-code-field.tsx';
import { FormSubmit } from '../../ui/form-submit.tsx';
import { ValidateDiscountCodeQuery } from './checkout-operations.ts';
import { useRedeemedDiscountCode } from './checkout-state.ts';
import { selectionInputs } from './selection-inputs.ts';

interface DiscountCodeAnswer {
  valid: boolean;
  code?: number | null;
  message?: string | null;
}

/**
 * Redeems a discount code (discountCodeSchema) after validateDiscountCode accepts it; a refusal
 * shows its code's text under the field.
 */
export function DiscountCodeField({ selections }: { selections: readonly CartSelection[] }) {
  const { t } = useTexts(CHECKOUT_TEXTS);
  const client = useGraphqlClient();
  const [redeemed, setRedeemed] = useRedeemedDiscountCode();
  const form = useZodForm(discountCodeSchema, { discountCode: '' });

  const send = async ({ discountCode }: DiscountCodeValues): Promise<FormRefusal | undefined> => {
    const variables = { ...selectionInputs(selections), discountCode };
    const result = await client
      .query(ValidateDiscountCodeQuery, variables as VariablesOf<typeof ValidateDiscountCodeQuery>, {
        requestPolicy: 'network-only',
      })
      .toPromise();
    if (result.error) return { message: failureOfOperation(result.error).messageKey };
    const answer = result.data?.validateDiscountCode as DiscountCodeAnswer | undefined;
    if (!answer?.valid) {
      return { fieldErrors: { discountCode: messageKeyForCode(answer?.code ?? 300) } };
    }
    setRedeemed(discountCode);
    form.reset();
    return undefined;
  };

  if (redeemed) {
    return (
      <div className="discount-code">
        <p role="status">{t('checkout.codeApplied', { code: redeemed })}</p>
        <button type="button" className="checkout-link-button" onClick={() => setRedeemed('')}>
          {t('checkout.removeCode')}
        </button>
      </div>
    );
  }
  return (
    <Form form={form} onSubmit={send} className="discount-code">
      <FormCodeField<DiscountCodeValues> name="discountCode" label={t('checkout.discountCode')} />
      <FormSubmit variant="secondary">{t('checkout.redeem')}</FormSubmit>
    </Form>
  );
}
