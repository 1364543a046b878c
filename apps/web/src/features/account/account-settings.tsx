'use client';

import {
  type ChangePasswordValues,
  changePasswordSchema,
  type EmailSettingsValues,
  emailSettingsSchema,
} from '@foundry/domain';
import { useQuery } from 'urql';
import { z } from 'zod';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { ACCOUNT_TEXTS } from '../../lib/i18n/areas/account.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { FormCheckbox } from '../../ui/form-checkbox.tsx';
import { FormEmailField } from '../../ui/form-email-field.tsx';
import { FormPasswordField } from '../../ui/form-password-field.tsx';
import { FormSelect } from '../../ui/form-select.tsx';
import { INVOICE_LANGUAGES } from '../addresses/index.ts';
import { useAuth } from '../auth/index.ts';
import { ReadAccountSettingsQuery } from './account-operations.ts';
import { CancelAccount } from './cancel-account.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SettingsSection } from './settings-section.tsx';
import { useSaveSettings } from './use-save-settings.ts';

interface SettingsUser {
  email: string;
  mailing: boolean;
  invoiceLanguage: string;
}

function EmailSettings({ user, saved }: { user: SettingsUser; saved: (emailChanged: boolean) => void }) {
  const { t } = useTexts(ACCOUNT_TEXTS);
  const saveSettings = useSaveSettings();
  const form = useZodForm(emailSettingsSchema, {
    email: user.email,
    currentPassword: '',
    mailing: user.mailing,
  });
  const save = ({ email, currentPassword, mailing }: EmailSettingsValues) => {
    const emailChanged = email !== user.email;
    return saveSettings(
      { mailing, ...(emailChanged ? { email, currentPassword } : {}) },
      { afterSave: () => saved(emailChanged) },
    );
  };
  return (
    <SettingsSection name="email" title={t('accountArea.settings.emailTitle')} form={form} save={save}>
      <FormEmailField<EmailSettingsValues> name="email" label={t('accountArea.settings.email')} />
      <FormPasswordField<EmailSettingsValues>
        name="currentPassword"
        label={`${t('account.password')} ${t('accountArea.optional')}`}
        kind="current"
        isRequired={false}
      />
      <FormCheckbox<EmailSettingsValues> name="mailing">{t('accountArea.settings.mailing')}</FormCheckbox>
    </SettingsSection>
  );
}

const EMPTY_PASSWORDS: ChangePasswordValues = { currentPassword: '', password: '', repeatPassword: '' };

function PasswordSettings() {
  const { t } = useTexts(ACCOUNT_TEXTS);
  const saveSettings = useSaveSettings();
  const form = useZodForm(changePasswordSchema, EMPTY_PASSWORDS);
  const save = ({ password, currentPassword }: ChangePasswordValues) =>
    saveSettings(
      { password, currentPassword },
      { done: t('accountArea.settings.passwordChanged'), afterSave: () => form.reset(EMPTY_PASSWORDS) },
    );
  return (
    <SettingsSection
      name="password"
      title={t('accountArea.settings.passwordTitle')}
      form={form}
      save={save}
      submitLabel={t('accountArea.settings.changePassword')}
    >
      <FormPasswordField<ChangePasswordValues>
        name="currentPassword"
        label={t('account.password')}
        kind="current"
      />
      <NewPasswordFields
        label={t('accountArea.settings.newPassword')}
        repeatLabel={t('accountArea.settings.repeatPassword')}
      />
    </SettingsSection>
  );
}

const invoiceLanguageSchema = z.object({
  invoiceLanguage: z.enum(INVOICE_LANGUAGES.map((language) => language.code) as [string, ...string[]]),
});
type InvoiceLanguageValues = z.input<typeof invoiceLanguageSchema>;

function InvoiceLanguageSettings({ user }: { user: SettingsUser }) {
  const { t } = useTexts(ACCOUNT_TEXTS);
  const saveSettings = useSaveSettings();
  const form = useZodForm(invoiceLanguageSchema, { invoiceLanguage: user.invoiceLanguage });
  const save = (values: InvoiceLanguageValues) => saveSettings(values);
  return (
    <SettingsSection
      name="invoiceLanguage"
      title={t('accountArea.settings.invoiceLanguageTitle')}
      form={form}
      save={save}
    >
      <FormSelect<InvoiceLanguageValues>
        name="invoiceLanguage"
        label={t('accountArea.settings.invoiceLanguage')}
        options={INVOICE_LANGUAGES.map((language) => ({ id: language.code, label: language.title }))}
      />
    </SettingsSection>
  );
}

/**
 * Account settings (docs/routes.md): e-mail and mailing, password change, invoice language, and
 * cancelling the account; each a form of the form layer (docs/forms.md).
 */
export function AccountSettings() {
  const { t } = useTexts(ACCOUNT_TEXTS);
  const { loggedIn, refresh } = useAuth();
  const [{ data }, reload] = useQuery({ query: ReadAccountSettingsQuery, pause: !loggedIn });
  const user = data?.readUser;
  if (!user) return <p>{t('accountArea.loading')}</p>;
  const emailSaved = (emailChanged: boolean) => {
    reload({ requestPolicy: 'network-only' });
    if (emailChanged) void refresh();
  };
  return (
    <>
      <EmailSettings user={user} saved={emailSaved} />
      <PasswordSettings />
      <InvoiceLanguageSettings user={user} />
      <CancelAccount />
    </>
  );
}
