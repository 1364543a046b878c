'use client';

import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldValues, FormProvider, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { ErrorSummary, type SummaryProblem } from './error-summary.tsx';
import { type FieldRegistry, FieldRegistryContext } from './form-field-registry.ts';
import { useFormMessage } from './form-message.ts';

/** What a submit answers when the server refused (lib/forms/server-outcome.ts); nothing when it went through. */
export interface FormRefusal {
  /** Form field name → the server's message, shown under the field when the form has it. */
  fieldErrors?: Record<string, string>;
  /** A message for the whole form: a locale key or the server's own words. */
  message?: string | null;
}

export interface FormProps<Input extends FieldValues, Output extends FieldValues> {
  form: UseFormReturn<Input, unknown, Output>;
  /**
   * Sends the checked values; answers a refusal to show, or nothing. `submitter` is the button that
   * sent the form, for a form with two ways to submit (place the order or save it as a quote).
   */
  onSubmit: (
    values: Output,
    submitter: HTMLElement | null,
  ) => Promise<FormRefusal | undefined> | FormRefusal | undefined;
  children: ReactNode;
  className?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
}

/** Error messages of fields, by path ('address.city'), from React Hook Form's nested errors. */
function flatErrors(errors: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'root' || key === 'ref') continue;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string') found.set(`${prefix}${key}`, message);
    else for (const [path, text] of flatErrors(value, `${prefix}${key}.`)) found.set(path, text);
  }
  return found;
}

/**
 * The one way to build a form (docs/forms.md): no browser bubbles (`noValidate`); the schema checks
 * on submit; a failed submit shows an error summary linked to the fields and moves focus to it; the
 * server's field errors land under their fields; a submit under way cannot be sent again.
 */
export function Form<Input extends FieldValues, Output extends FieldValues>({
  form,
  onSubmit,
  children,
  className,
  ...labelling
}: FormProps<Input, Output>) {
  const { t } = useTranslation();
  const say = useFormMessage();
  const registry = useMemo<FieldRegistry>(() => new Map(), []);
  const summary = useRef<HTMLDivElement>(null);
  const sending = useRef(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const { errors } = form.formState;

  // Set by a failed submit, cleared once the summary has the focus. React Hook Form reports the
  // failure before its errors reach the form state, so the summary may appear a render later.
  const focusSummary = useRef(false);
  useEffect(() => {
    if (focusSummary.current && summary.current) {
      summary.current.focus();
      focusSummary.current = false;
    }
  });

  const failed = () => {
    focusSummary.current = true;
    setFailedSubmits((count) => count + 1);
  };

  const send = async (values: Output, event?: { nativeEvent?: object }) => {
    const native = event?.nativeEvent;
    const submitter = native && 'submitter' in native ? (native.submitter as HTMLElement | null) : null;
    const refusal = await onSubmit(values, submitter);
    if (!refusal) return;
    const other: string[] = [];
    for (const [name, message] of Object.entries(refusal.fieldErrors ?? {})) {
      if (registry.has(name)) form.setError(name as Path<Input>, { type: 'server', message });
      else other.push(message);
    }
    setFormMessage(say(refusal.message ?? other[0]) ?? null);
    failed();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (sending.current) return;
    sending.current = true;
    setFormMessage(null);
    try {
      await form.handleSubmit(send, failed)(event);
    } catch (error) {
      setFormMessage(error instanceof Error ? error.message : String(t('errors.unknown' as never)));
      failed();
    } finally {
      sending.current = false;
    }
  };

  const problems: SummaryProblem[] = [];
  const messages = flatErrors(errors);
  for (const [name, field] of registry) {
    const message = messages.get(name);
    if (message) problems.push({ fieldId: field.id, label: field.label, message: say(message) ?? message });
  }
  const showSummary = failedSubmits > 0 && (problems.length > 0 || formMessage !== null);

  return (
    <FormProvider {...form}>
      <FieldRegistryContext.Provider value={registry}>
        <form noValidate onSubmit={submit} className={`ui-form ${className ?? ''}`} {...labelling}>
          {showSummary ? (
            <ErrorSummary
              ref={summary}
              title={
                problems.length > 0
                  ? String(t('forms.summaryTitleCount', { count: problems.length }))
                  : String(t('forms.summaryTitle'))
              }
              problems={problems}
              message={formMessage}
            />
          ) : null}
          {children}
        </form>
      </FieldRegistryContext.Provider>
    </FormProvider>
  );
}
