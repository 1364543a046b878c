import { type FormEvent, type ReactNode, useState } from 'react';

export type SettingsNotice = { ok: boolean; text: string };

interface SettingsSectionProps {
  /** Names the section's heading (`settings-<name>-title`). */
  name: string;
  title: string;
  /** Saves the form's values; answers what to say under the fields. */
  save: (form: HTMLFormElement) => Promise<SettingsNotice>;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** One form of the settings page: its heading, fields, the outcome of the last save and the button. */
export function SettingsSection({ name, title, save, busy, submitLabel, children }: SettingsSectionProps) {
  const [notice, setNotice] = useState<SettingsNotice | null>(null);
  const titleId = `settings-${name}-title`;
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(await save(event.currentTarget));
  };
  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <form className="account-form-grid" onSubmit={onSubmit}>
        {children}
        <p role={notice && !notice.ok ? 'alert' : 'status'}>{notice?.text}</p>
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
      </form>
    </section>
  );
}
