'use client';

import { type ReactNode, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ACCOUNT_TEXTS } from '../../lib/i18n/areas/account.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Form } from '../../ui/form.tsx';
import { FormSubmit } from '../../ui/form-submit.tsx';
import type { SettingsOutcome } from './use-save-settings.ts';

interface SettingsSectionProps<Input extends FieldValues, Output extends FieldValues> {
  /** Which settings: names the heading's id (`settings-<name>-title`). */
  name: string;
  /** The heading's words, which name the form too. */
  title: string;
  form: UseFormReturn<Input, unknown, Output>;
  /** Saves the checked values. */
  save: (values: Output) => Promise<SettingsOutcome>;
  /** The button's words ("Save" unless said). */
  submitLabel?: string;
  children: ReactNode;
}

/** One form of the settings or club page: its heading, fields, the word of the last save and the button. */
export function SettingsSection<Input extends FieldValues, Output extends FieldValues>({
  name,
  title,
  form,
  save,
  submitLabel,
  children,
}: SettingsSectionProps<Input, Output>) {
  const { t } = useTexts(ACCOUNT_TEXTS);
  const [saved, setSaved] = useState<string | null>(null);
  const titleId = `settings-${name}-title`;
  const send = async (values: Output) => {
    setSaved(null);
    const outcome = await save(values);
    if (!outcome.ok) return outcome.refusal;
    setSaved(outcome.text);
    return undefined;
  };
  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <Form form={form} onSubmit={send} className="account-form-grid" aria-labelledby={titleId}>
        {children}
        <p role="status">{saved}</p>
        <FormSubmit>{submitLabel ?? t('accountArea.save')}</FormSubmit>
      </Form>
    </section>
  );
}
