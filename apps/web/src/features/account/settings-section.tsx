import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type SettingsNotice = { ok: boolean; text: string };

interface SettingsSectionProps {
  /** Which settings: names the heading (`settings-<name>-title`) and its words (`<name>Title`). */
  name: 'email' | 'password' | 'invoiceLanguage';
  /** Saves the form's values; answers what to say under the fields. */
  save: (form: HTMLFormElement) => Promise<SettingsNotice>;
  busy: boolean;
  /** The button's words ("Save" unless said). */
  submitLabel?: string;
  children: ReactNode;
}

/** One form of the settings page: its heading, fields, the outcome of the last save and the button. */
export function SettingsSection({ name, save, busy, submitLabel, children }: SettingsSectionProps) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<SettingsNotice | null>(null);
  const titleId = `settings-${name}-title`;
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(await save(event.currentTarget));
  };
  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`accountArea.settings.${name}Title`)}</h2>
      <form className="account-form-grid" onSubmit={onSubmit}>
        {children}
        <p role={notice && !notice.ok ? 'alert' : 'status'}>{notice?.text}</p>
        <button type="submit" className="button" disabled={busy}>
          {submitLabel ?? t('accountArea.save')}
        </button>
      </form>
    </section>
  );
}
