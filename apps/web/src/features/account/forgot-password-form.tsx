'use client';

import { EMAIL_MAX_LENGTH } from '@foundry/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { ResetPasswordMutation } from './account-operations.ts';

/**
 * 'Forgot your password?' on the login page: resetPassword mails a link to set a new one. The answer
 * is the same whether an account exists or not, and so is the text shown.
 */
export function ForgotPasswordForm() {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setBusy(true);
    const result = await client.mutation(ResetPasswordMutation, { email }).toPromise();
    setBusy(false);
    setMessage(
      result.error
        ? { ok: false, text: i18n.t(failureOfOperation(result.error).messageKey) }
        : { ok: true, text: t('accountArea.forgot.sent', { email }) },
    );
  };

  if (!open) {
    return (
      <button type="button" className="link-button" aria-expanded={false} onClick={() => setOpen(true)}>
        {t('accountArea.forgot.link')}
      </button>
    );
  }
  return (
    <form className="account-form" onSubmit={submit} aria-labelledby="forgot-title">
      <h2 id="forgot-title">{t('accountArea.forgot.title')}</h2>
      <p>{t('accountArea.forgot.intro')}</p>
      <label>
        {t('account.email')}
        <input name="email" type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} />
      </label>
      <p role={message && !message.ok ? 'alert' : 'status'}>{message?.text}</p>
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {t('accountArea.forgot.submit')}
      </button>
    </form>
  );
}
