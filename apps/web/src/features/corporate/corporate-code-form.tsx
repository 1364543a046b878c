'use client';

import { type CorporateCodeValues, corporateCodeSchema } from '@foundry/domain';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Form, type FormRefusal } from '../../ui/form.tsx';
import { FormCodeField } from '../../ui/form-code-field.tsx';
import { FormSubmit } from '../../ui/form-submit.tsx';
import { corporateErrorMessage, isAccessCodeRefusal } from './corporate-error-message.ts';
import { normaliseAccessCode } from './corporate-licence-selection.ts';
import { ReadCorporateFontsQuery } from './corporate-operations.ts';

interface CorporateCodeFormProps {
  initialCode: string;
  /** The code was accepted: the page shows its fonts. */
  onAccepted: (code: string) => void;
}

/**
 * The access code, upper-cased as it is typed (codes are stored upper case) and checked by
 * corporateCodeSchema; the server's refusal of the code (300–302) is shown under the field.
 */
export function CorporateCodeForm({ initialCode, onAccepted }: CorporateCodeFormProps) {
  const { t, i18n } = useTexts(CHECKOUT_TEXTS);
  const client = useGraphqlClient();
  const form = useZodForm(corporateCodeSchema, { code: initialCode });

  const send = async ({ code }: CorporateCodeValues): Promise<FormRefusal | undefined> => {
    const result = await client.query(ReadCorporateFontsQuery, { code }).toPromise();
    if (result.error && isAccessCodeRefusal(result.error)) {
      return { fieldErrors: { code: corporateErrorMessage(result.error, i18n) } };
    }
    // Any other failure is the page's to show (it asks again with the same code).
    onAccepted(code);
    return undefined;
  };

  return (
    <Form form={form} onSubmit={send} className="checkout-form corporate-code-form">
      <FormCodeField<CorporateCodeValues>
        name="code"
        label={t('corporate.codeLabel')}
        transform={normaliseAccessCode}
      />
      <div className="checkout-form__actions">
        <FormSubmit variant="secondary">{t('corporate.show')}</FormSubmit>
      </div>
    </Form>
  );
}
