'use client';

import { ACCOUNT_NAME_MAX_LENGTH, type SignUpValues, signUpSchema } from '@foundry/domain';
import { messageKeyForCode } from '@foundry/errors';
import { useCaptcha } from '../../lib/captcha/use-captcha.ts';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { ACCOUNT_TEXTS } from '../../lib/i18n/areas/account.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Form } from '../../ui/form.tsx';
import { FormCheckbox } from '../../ui/form-checkbox.tsx';
import { FormEmailField } from '../../ui/form-email-field.tsx';
import { FormPasswordField } from '../../ui/form-password-field.tsx';
import { FormSubmit } from '../../ui/form-submit.tsx';
import { FormTextField } from '../../ui/form-text-field.tsx';
import { CreateUserMutation } from './account-mutations.ts';
import { signUpRefusalOf } from './email-address-refusal.ts';

const EMPTY: SignUpValues = { name: '', email: '', password: '', mailing: false };

/**
 * Name, e-mail and password; the captcha token (action 'signup') is taken at submit time. The rules
 * are the domain's sign-up schema, shown under the fields; a refusal shows the text of its code and
 * the server's per-field messages under their fields (what is wrong with the address itself, such
 * as a blocked or undeliverable one, under the e-mail field). On a give-away's page the sign-up also claims
 * a copy (booksGiveAwayID).
 */
export function SignUpForm({
  onSignedUp,
  booksGiveAwayID,
  title,
}: {
  /** Called with the new account's name once it exists. */
  onSignedUp: (name: string) => void;
  booksGiveAwayID?: number;
  /** The form's heading; 'Create an account' unless given. */
  title?: string;
}) {
  const { t } = useTexts(ACCOUNT_TEXTS);
  const client = useGraphqlClient();
  const captchaToken = useCaptcha();
  const form = useZodForm(signUpSchema, EMPTY);

  const send = async ({ password, ...userInfo }: SignUpValues) => {
    let token: string;
    try {
      token = await captchaToken('signup');
    } catch {
      return { message: messageKeyForCode(undefined) };
    }
    const result = await client
      .mutation(CreateUserMutation, {
        password,
        token,
        ...(booksGiveAwayID === undefined ? {} : { booksGiveAwayID }),
        userInfo,
      })
      .toPromise();
    if (result.error) return signUpRefusalOf(result.error);
    onSignedUp(userInfo.name);
    return undefined;
  };

  return (
    <Form form={form} onSubmit={send} className="account-form" aria-labelledby="sign-up-title">
      <h2 id="sign-up-title">{title ?? t('account.signUpTitle')}</h2>
      <FormTextField<SignUpValues>
        name="name"
        label={t('account.name')}
        autoComplete="name"
        isRequired
        maxLength={ACCOUNT_NAME_MAX_LENGTH}
      />
      <FormEmailField<SignUpValues> name="email" label={t('account.email')} />
      <FormPasswordField<SignUpValues>
        name="password"
        label={t('account.password')}
        description={t('account.passwordRule')}
        kind="new"
      />
      <FormCheckbox<SignUpValues> name="mailing">{t('account.mailing')}</FormCheckbox>
      <FormSubmit className="account-form__submit">{t('account.signUp')}</FormSubmit>
    </Form>
  );
}
