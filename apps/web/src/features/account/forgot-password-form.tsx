'use client';

import { forgotPasswordSchema } from '@foundry/domain';
import { useState } from 'react';
import { refusalOf } from '../../lib/forms/server-outcome.ts';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { ACCOUNT_TEXTS } from '../../lib/i18n/areas/account.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Form } from '../../ui/form.tsx';
import { FormEmailField } from '../../ui/form-email-field.tsx';
import { FormSubmit } from '../../ui/form-submit.tsx';
import { ResetPasswordMutation } from './account-operations.ts';

/**
 * 'Forgot your password?' on the login page: resetPassword mails a link to set a new one. The answer
 * is the same whether an account exists or not, and so is the text shown.
 */
export function ForgotPasswordForm() {
  const { t } = useTexts(ACCOUNT_TEXTS);
  const client = useGraphqlClient();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(forgotPasswordSchema, { email: '' });

  const send = async ({ email }: { email: string }) => {
    setSentTo(null);
    const result = await client.mutation(ResetPasswordMutation, { email }).toPromise();
    if (result.error) return refusalOf(result.error);
    setSentTo(email);
    return undefined;
  };

  if (!open) {
    return (
      <button type="button" className="link-button" aria-expanded={false} onClick={() => setOpen(true)}>
        {t('accountArea.forgot.link')}
      </button>
    );
  }
  return (
    <Form form={form} onSubmit={send} className="account-form" aria-labelledby="forgot-title">
      <h2 id="forgot-title">{t('accountArea.forgot.title')}</h2>
      <p>{t('accountArea.forgot.intro')}</p>
      <FormEmailField<{ email: string }> name="email" label={t('account.email')} />
      <p role="status">{sentTo === null ? null : t('accountArea.forgot.sent', { email: sentTo })}</p>
      <FormSubmit>{t('accountArea.forgot.submit')}</FormSubmit>
    </Form>
  );
}
