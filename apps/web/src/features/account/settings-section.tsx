'use client';

import { type ReactNode, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, type FormRefusal } from '../../ui/form.tsx';
import { FormSubmit } from '../../ui/form-submit.tsx';
import type { UpdateOutcome } from './use-update-user.ts';

/** What a save answers: the words of its success, or the server's refusal for the form. */
export type SettingsOutcome = { ok: true; text: string } | { ok: false; refusal: FormRefusal };

/** An updateUser answer as a settings section shows it: the given words, or the refusal. */
export function outcomeOf(outcome: UpdateOutcome, done: string): SettingsOutcome {
  if (outcome.ok) return { ok: true, text: done };
  const placed = Object.keys(outcome.fields).length > 0;
  return { ok: false, refusal: { fieldErrors: outcome.fields, message: placed ? null : outcome.message } };
}

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
  const { t } = useTranslation();
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
