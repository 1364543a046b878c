'use client';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@foundry/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH, useAuth } from '../auth/index.ts';
import { useUpdateUser } from './use-update-user.ts';

/**
 * The page a password-reset mail links to: a new password set with the link's token (updateUser with
 * resetToken), which also signs in; then the account page.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const router = useRouter();
  const { refresh } = useAuth();
  const { update, busy } = useUpdateUser();
  const [error, setError] = useState<string | null>(null);

  if (!token) {
    return (
      <p role="alert">
        {t('accountArea.reset.missingToken')} <Link href={LOGIN_PATH}>{t('accountArea.reset.toLogin')}</Link>
      </p>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('repeatPassword') ?? '')) {
      setError(t('accountArea.settings.passwordsDiffer'));
      return;
    }
    setError(null);
    const outcome = await update({ password, resetToken: token });
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    await refresh();
    router.replace('/my_account');
  };

  return (
    <form className="account-form" onSubmit={submit} aria-labelledby="reset-title">
      <h2 id="reset-title">{t('accountArea.reset.title')}</h2>
      <label>
        {t('accountArea.reset.password')}
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </label>
      <label>
        {t('accountArea.reset.repeatPassword')}
        <input
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </label>
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {t('accountArea.reset.submit')}
      </button>
    </form>
  );
}
