'use client';

import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@foundry/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useAuth } from '../auth/use-auth.ts';
import { ReadAccountSettingsQuery } from './account-operations.ts';
import { CancelAccount } from './cancel-account.tsx';
import { INVOICE_LANGUAGES } from './invoice-languages.ts';
import { useUpdateUser } from './use-update-user.ts';

type Notice = { ok: boolean; text: string } | null;

function Notice({ notice }: { notice: Notice }) {
  return <p role={notice && !notice.ok ? 'alert' : 'status'}>{notice?.text}</p>;
}

/**
 * Account settings (docs/routes.md): e-mail and mailing, password change, invoice language, and
 * cancelling the account.
 */
export function AccountSettings() {
  const { t } = useTranslation();
  const { loggedIn, refresh } = useAuth();
  const [{ data }, reload] = useQuery({ query: ReadAccountSettingsQuery, pause: !loggedIn });
  const user = data?.readUser;
  const { update, busy } = useUpdateUser();
  const [emailNotice, setEmailNotice] = useState<Notice>(null);
  const [passwordNotice, setPasswordNotice] = useState<Notice>(null);
  const [languageNotice, setLanguageNotice] = useState<Notice>(null);

  if (!user) return <p>{t('accountArea.loading')}</p>;

  const saveEmail = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const emailChanged = email !== user.email;
    const outcome = await update({
      mailing: form.get('mailing') === 'on',
      ...(emailChanged ? { email, currentPassword: String(form.get('currentPassword') ?? '') } : {}),
    });
    setEmailNotice(
      outcome.ok ? { ok: true, text: t('accountArea.saved') } : { ok: false, text: outcome.message },
    );
    if (outcome.ok) {
      reload({ requestPolicy: 'network-only' });
      if (emailChanged) void refresh();
    }
  };

  const savePassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('repeatPassword') ?? '')) {
      setPasswordNotice({ ok: false, text: t('accountArea.settings.passwordsDiffer') });
      return;
    }
    const outcome = await update({ password, currentPassword: String(form.get('currentPassword') ?? '') });
    if (outcome.ok) element.reset();
    setPasswordNotice(
      outcome.ok
        ? { ok: true, text: t('accountArea.settings.passwordChanged') }
        : { ok: false, text: outcome.message },
    );
  };

  const saveLanguage = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const outcome = await update({ invoiceLanguage: String(form.get('invoiceLanguage') ?? 'en') });
    setLanguageNotice(
      outcome.ok ? { ok: true, text: t('accountArea.saved') } : { ok: false, text: outcome.message },
    );
  };

  return (
    <>
      <section className="account-section" aria-labelledby="settings-email-title">
        <h2 id="settings-email-title">{t('accountArea.settings.emailTitle')}</h2>
        <form className="account-form-grid" onSubmit={saveEmail}>
          <label>
            {t('accountArea.settings.email')}
            <input
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={EMAIL_MAX_LENGTH}
              defaultValue={user.email}
            />
          </label>
          <label>
            {t('account.password')} {t('accountArea.optional')}
            <input name="currentPassword" type="password" autoComplete="current-password" />
          </label>
          <label className="checkbox">
            <input name="mailing" type="checkbox" defaultChecked={user.mailing} />
            {t('accountArea.settings.mailing')}
          </label>
          <Notice notice={emailNotice} />
          <button type="submit" className="button" disabled={busy}>
            {t('accountArea.save')}
          </button>
        </form>
      </section>

      <section className="account-section" aria-labelledby="settings-password-title">
        <h2 id="settings-password-title">{t('accountArea.settings.passwordTitle')}</h2>
        <form className="account-form-grid" onSubmit={savePassword}>
          <label>
            {t('account.password')}
            <input name="currentPassword" type="password" autoComplete="current-password" required />
          </label>
          <label>
            {t('accountArea.settings.newPassword')}
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
            {t('accountArea.settings.repeatPassword')}
            <input
              name="repeatPassword"
              type="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              maxLength={PASSWORD_MAX_LENGTH}
            />
          </label>
          <Notice notice={passwordNotice} />
          <button type="submit" className="button" disabled={busy}>
            {t('accountArea.settings.changePassword')}
          </button>
        </form>
      </section>

      <section className="account-section" aria-labelledby="settings-language-title">
        <h2 id="settings-language-title">{t('accountArea.settings.invoiceLanguageTitle')}</h2>
        <form className="account-form-grid" onSubmit={saveLanguage}>
          <label>
            {t('accountArea.settings.invoiceLanguage')}
            <select name="invoiceLanguage" defaultValue={user.invoiceLanguage}>
              {INVOICE_LANGUAGES.map((language) => (
                <option key={language.code} value={language.code}>
                  {language.title}
                </option>
              ))}
            </select>
          </label>
          <Notice notice={languageNotice} />
          <button type="submit" className="button" disabled={busy}>
            {t('accountArea.save')}
          </button>
        </form>
      </section>

      <CancelAccount />
    </>
  );
}
