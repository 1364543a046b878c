'use client';

import { type NewPasswordValues, newPasswordSchema } from '@foundry/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { ACCOUNT_TEXTS } from '../../lib/i18n/areas/account.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Form } from '../../ui/form.tsx';
import { FormSubmit } from '../../ui/form-submit.tsx';
import { LOGIN_PATH, useAuth } from '../auth/index.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useUpdateUser } from './use-update-user.ts';

const EMPTY: NewPasswordValues = { password: '', repeatPassword: '' };

/**
 * The page a password-reset mail links to: a new password set with the link's token (updateUser with
 * resetToken), which also signs in; then the account page.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTexts(ACCOUNT_TEXTS);
  const router = useRouter();
  const { refresh } = useAuth();
  const { update } = useUpdateUser();
  const form = useZodForm(newPasswordSchema, EMPTY);

  if (!token) {
    return (
      <p role="alert">
        {t('accountArea.reset.missingToken')} <Link href={LOGIN_PATH}>{t('accountArea.reset.toLogin')}</Link>
      </p>
    );
  }

  const send = async ({ password }: NewPasswordValues) => {
    const outcome = await update({ password, resetToken: token });
    if (!outcome.ok) return { fieldErrors: outcome.fields, message: outcome.message };
    await refresh();
    router.replace('/my_account');
    return undefined;
  };

  return (
    <Form form={form} onSubmit={send} className="account-form" aria-labelledby="reset-title">
      <h2 id="reset-title">{t('accountArea.reset.title')}</h2>
      <NewPasswordFields
        label={t('accountArea.reset.password')}
        repeatLabel={t('accountArea.reset.repeatPassword')}
      />
      <FormSubmit>{t('accountArea.reset.submit')}</FormSubmit>
    </Form>
  );
}
