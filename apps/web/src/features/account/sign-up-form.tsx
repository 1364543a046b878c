'use client';

import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@foundry/domain';
import { messageKeyForCode } from '@foundry/errors';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { useCaptcha } from '../../lib/captcha/use-captcha.ts';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { CreateUserMutation } from './account-mutations.ts';

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
  const [errors, setErrors] = useState<string[]>([]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setErrors([]);
    try {
      let token: string;
      try {
        token = await captchaToken('signup');
      } catch {
        return setErrors([i18n.t(messageKeyForCode(undefined))]);
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
      const fields = result.error.graphQLErrors[0]?.extensions?.fields;
      const fieldMessages = fields && typeof fields === 'object' ? Object.values(fields).map(String) : [];
      setErrors([i18n.t(failureOfOperation(result.error).messageKey), ...fieldMessages]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-form" onSubmit={onSubmit} aria-labelledby="sign-up-title">
      <h2 id="sign-up-title">{title ?? t('account.signUpTitle')}</h2>
      <label>
        {t('account.name')}
        <input name="name" autoComplete="name" required maxLength={120} />
      </label>
      <label>
        {t('account.email')}
        <input name="email" type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} />
      </label>
      <label>
        {t('account.password')}
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </label>
      <label className="account-form__checkbox">
        <input name="mailing" type="checkbox" />
        {t('account.mailing')}
      </label>
      {errors.length > 0 ? (
        <div role="alert">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {t('account.signUp')}
      </button>
    </form>
  );
}
