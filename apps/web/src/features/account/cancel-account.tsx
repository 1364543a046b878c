'use client';

import { PASSWORD_MAX_LENGTH } from '@foundry/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { graphql } from '../../lib/graphql/graphql.ts';
import { clearLocalStorageExceptSavedProducts, useAuth } from '../auth/index.ts';
import './cancel-account.css';

/** Closes the signed-in account after the password (100 missing, 4 wrong); drops the session cookie. */
export const CancelAccountMutation = graphql(`
  mutation CancelAccount($password: String) {
    cancelAccount(password: $password)
  }
`);

/**
 * The settings page's "Cancel account": says what happens, asks for the password and a typed word
 * (so a stray click cannot close an account), calls cancelAccount, then clears what this browser
 * kept of the account (the cart stays, as on any logout of a stale session) and logs out to the home
 * page.
 */
export function CancelAccount() {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const { logout } = useAuth();
  const id = useId();
  const password = useRef<HTMLInputElement>(null);
  const confirmation = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const word = t('cancelAccount.confirmationWord');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const typedPassword = String(form.get('password') ?? '');
    if (typedPassword === '') {
      setNotice({ ok: false, text: t('cancelAccount.passwordRequired') });
      password.current?.focus();
      return;
    }
    if (String(form.get('confirmation') ?? '').trim() !== word) {
      setNotice({ ok: false, text: t('cancelAccount.confirmationMismatch', { word }) });
      confirmation.current?.focus();
      return;
    }
    setBusy(true);
    setNotice(null);
    const result = await client.mutation(CancelAccountMutation, { password: typedPassword }).toPromise();
    if (result.error || result.data?.cancelAccount !== true) {
      setBusy(false);
      const failure = result.error ? failureOfOperation(result.error) : null;
      const text =
        failure?.kind === 'graphql' && failure.code === 4
          ? t('cancelAccount.wrongPassword')
          : i18n.t(failure?.messageKey ?? 'common:errors.unknown');
      setNotice({ ok: false, text });
      password.current?.focus();
      return;
    }
    setNotice({ ok: true, text: t('cancelAccount.done') });
    clearLocalStorageExceptSavedProducts(window.localStorage);
    await logout({ redirectTo: '/' });
  };

  return (
    <section className="account-section cancel-account" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('cancelAccount.title')}</h2>
      <p id={`${id}-explanation`}>{t('cancelAccount.explanation')}</p>
      <form className="account-form-grid" onSubmit={submit} noValidate aria-describedby={`${id}-explanation`}>
        <label>
          {t('cancelAccount.password')}
          <input
            ref={password}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={PASSWORD_MAX_LENGTH}
          />
        </label>
        <label>
          {t('cancelAccount.confirmation', { word })}
          <input
            ref={confirmation}
            name="confirmation"
            type="text"
            autoComplete="off"
            spellCheck={false}
            required
            maxLength={20}
          />
        </label>
        <p role={notice && !notice.ok ? 'alert' : 'status'}>{notice?.text}</p>
        <button type="submit" className="button cancel-account__submit" disabled={busy} aria-busy={busy}>
          {busy ? t('cancelAccount.submitting') : t('cancelAccount.submit')}
        </button>
      </form>
    </section>
  );
}
