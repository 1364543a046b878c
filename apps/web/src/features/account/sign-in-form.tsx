'use client';

import { EMAIL_MAX_LENGTH } from '@foundry/domain';
import { englishMessageForCode, messageKeyForCode } from '@foundry/errors';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { CreateTokenMutation } from './account-mutations.ts';

/**
 * E-mail, password and 'Stay logged in' (docs/routes.md). A refusal shows the text of its code;
 * the lock-out's own message (it names the minutes to wait) is shown as the server wrote it.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const result = await client
        .mutation(CreateTokenMutation, {
          email: String(form.get('email') ?? '').trim(),
          password: String(form.get('password') ?? ''),
          stayLoggedIn: form.get('stayLoggedIn') === 'on',
        })
        .toPromise();
      if (result.error) return setError(i18n.t(failureOfOperation(result.error).messageKey));
      const answer = result.data?.createToken;
      if (answer?.valid) return onSignedIn();
      const status = answer?.status;
      const ownMessage = answer?.message && answer.message !== englishMessageForCode(status);
      setError(ownMessage ? answer.message : i18n.t(messageKeyForCode(status)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-form" onSubmit={onSubmit} aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">{t('account.signInTitle')}</h2>
      <label>
        {t('account.email')}
        <input name="email" type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} />
      </label>
      <label>
        {t('account.password')}
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <label className="account-form__checkbox">
        <input name="stayLoggedIn" type="checkbox" />
        {t('account.stayLoggedIn')}
      </label>
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {t('account.signIn')}
      </button>
    </form>
  );
}
