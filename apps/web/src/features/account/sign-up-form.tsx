'use client';

import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@foundry/domain';
import { messageKeyForCode } from '@foundry/errors';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { useCaptcha } from '../../lib/captcha/use-captcha.ts';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { CreateUserMutation } from './account-mutations.ts';
import { NO_ERRORS, type SignUpErrors, signUpErrorsOf } from './sign-up-errors.ts';
import './account.css';

/**
 * Name, e-mail and password; the captcha token (action 'signup') is taken at submit time. A refusal
 * shows the text of its code and the server's per-field messages. On a give-away's page the sign-up
 * also claims a copy (booksGiveAwayID).
 */
export function SignUpForm({
  onSignedUp,
  booksGiveAwayID,
  title,
}: {
  onSignedUp: () => void;
  booksGiveAwayID?: number;
  /** The form's heading; 'Create an account' unless given. */
  title?: string;
}) {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const captchaToken = useCaptcha();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<SignUpErrors>(NO_ERRORS);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      let token: string;
      try {
        token = await captchaToken('signup');
      } catch {
        return setErrors({ form: [i18n.t(messageKeyForCode(undefined))], fields: {} });
      }
      const result = await client
        .mutation(CreateUserMutation, {
          password: String(form.get('password') ?? ''),
          token,
          ...(booksGiveAwayID === undefined ? {} : { booksGiveAwayID }),
          userInfo: {
            email: String(form.get('email') ?? '').trim(),
            name: String(form.get('name') ?? '').trim(),
            mailing: form.get('mailing') === 'on',
          },
        })
        .toPromise();
      if (!result.error) return onSignedUp();
      const general = i18n.t(failureOfOperation(result.error).messageKey);
      setErrors(signUpErrorsOf(general, result.error.graphQLErrors[0]?.extensions?.fields));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-form" onSubmit={onSubmit} aria-labelledby="sign-up-title">
      <h2 id="sign-up-title">{title ?? t('account.signUpTitle')}</h2>
      <TextField
        label={t('account.name')}
        name="name"
        autoComplete="name"
        isRequired
        maxLength={120}
        error={errors.fields.name}
      />
      <TextField
        label={t('account.email')}
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        maxLength={EMAIL_MAX_LENGTH}
        error={errors.fields.email}
      />
      <TextField
        label={t('account.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        isRequired
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.fields.password}
      />
      <Checkbox name="mailing">{t('account.mailing')}</Checkbox>
      {errors.form.length > 0 ? (
        <div role="alert" className="account-form__error">
          {errors.form.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <Button type="submit" busy={busy} className="account-form__submit">
        {t('account.signUp')}
      </Button>
    </form>
  );
}
