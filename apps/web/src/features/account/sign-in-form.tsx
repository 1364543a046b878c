'use client';

import { type SignInValues, signInSchema } from '@foundry/domain';
import { englishMessageForCode, messageKeyForCode } from '@foundry/errors';
import { refusalOf } from '../../lib/forms/server-outcome.ts';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { ACCOUNT_TEXTS } from '../../lib/i18n/areas/account.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Form } from '../../ui/form.tsx';
import { FormCheckbox } from '../../ui/form-checkbox.tsx';
import { FormEmailField } from '../../ui/form-email-field.tsx';
import { FormPasswordField } from '../../ui/form-password-field.tsx';
import { FormSubmit } from '../../ui/form-submit.tsx';
import { CreateTokenMutation } from './account-mutations.ts';

const EMPTY: SignInValues = { email: '', password: '', stayLoggedIn: false };

/**
 * E-mail, password and 'Stay logged in' (docs/routes.md). A refusal shows the text of its code;
 * the lock-out's own message (it names the minutes to wait) is shown as the server wrote it.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTexts(ACCOUNT_TEXTS);
  const client = useGraphqlClient();
  const form = useZodForm(signInSchema, EMPTY);

  const send = async (values: SignInValues) => {
    const result = await client.mutation(CreateTokenMutation, values).toPromise();
    if (result.error) return refusalOf(result.error);
    const answer = result.data?.createToken;
    if (answer?.valid) {
      onSignedIn();
      return undefined;
    }
    const status = answer?.status;
    const ownMessage = answer?.message && answer.message !== englishMessageForCode(status);
    return { message: ownMessage ? answer.message : messageKeyForCode(status) };
  };

  return (
    <Form form={form} onSubmit={send} className="account-form" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">{t('account.signInTitle')}</h2>
      <FormEmailField<SignInValues> name="email" label={t('account.email')} />
      <FormPasswordField<SignInValues> name="password" label={t('account.password')} kind="current" />
      <FormCheckbox<SignInValues> name="stayLoggedIn">{t('account.stayLoggedIn')}</FormCheckbox>
      <FormSubmit className="account-form__submit">{t('account.signIn')}</FormSubmit>
    </Form>
  );
}
