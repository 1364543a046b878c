'use client';

import { EMAIL_MAX_LENGTH } from '@foundry/domain';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { INVOICE_LANGUAGES } from '../addresses/index.ts';
import { useAuth } from '../auth/index.ts';
import { ReadAccountSettingsQuery } from './account-operations.ts';
import { CancelAccount } from './cancel-account.tsx';
import { NewPasswordFields, newPasswordOf } from './new-password-fields.tsx';
import { type SettingsNotice, SettingsSection } from './settings-section.tsx';
import { type UpdateOutcome, useUpdateUser } from './use-update-user.ts';

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

  if (!user) return <p>{t('accountArea.loading')}</p>;

  const noticeOf = (outcome: UpdateOutcome, done: string): SettingsNotice =>
    outcome.ok ? { ok: true, text: done } : { ok: false, text: outcome.message };

  const saveEmail = async (element: HTMLFormElement) => {
    const form = new FormData(element);
    const email = String(form.get('email') ?? '').trim();
    const emailChanged = email !== user.email;
    const outcome = await update({
      mailing: form.get('mailing') === 'on',
      ...(emailChanged ? { email, currentPassword: String(form.get('currentPassword') ?? '') } : {}),
    });
    if (outcome.ok) {
      reload({ requestPolicy: 'network-only' });
      if (emailChanged) void refresh();
    }
    return noticeOf(outcome, t('accountArea.saved'));
  };

  const savePassword = async (element: HTMLFormElement): Promise<SettingsNotice> => {
    const form = new FormData(element);
    const password = newPasswordOf(form);
    if (password === null) return { ok: false, text: t('accountArea.settings.passwordsDiffer') };
    const outcome = await update({ password, currentPassword: String(form.get('currentPassword') ?? '') });
    if (outcome.ok) element.reset();
    return noticeOf(outcome, t('accountArea.settings.passwordChanged'));
  };

  const saveLanguage = async (element: HTMLFormElement) => {
    const form = new FormData(element);
    const outcome = await update({ invoiceLanguage: String(form.get('invoiceLanguage') ?? 'en') });
    return noticeOf(outcome, t('accountArea.saved'));
  };

  return (
    <>
      <SettingsSection name="email" save={saveEmail} busy={busy}>
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
      </SettingsSection>

      <SettingsSection
        name="password"
        save={savePassword}
        busy={busy}
        submitLabel={t('accountArea.settings.changePassword')}
      >
        <label>
          {t('account.password')}
          <input name="currentPassword" type="password" autoComplete="current-password" required />
        </label>
        <NewPasswordFields
          label={t('accountArea.settings.newPassword')}
          repeatLabel={t('accountArea.settings.repeatPassword')}
        />
      </SettingsSection>

      <SettingsSection name="invoiceLanguage" save={saveLanguage} busy={busy}>
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
      </SettingsSection>

      <CancelAccount />
    </>
  );
}
