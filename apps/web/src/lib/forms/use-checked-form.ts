'use client';

import { VALIDATION_MESSAGE_KEYS } from '@foundry/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { failureOfOperation } from '../graphql/failure-of-operation.ts';

/** The submit goes idle → loading → finished (and back to idle when the form stays to be edited again). */
export type CheckedFormStatus = 'idle' | 'loading' | 'finished';

/** The server's field errors of a failed mutation: placed at their fields, or left over for the form. */
export interface PlacedErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  other: readonly string[];
}

interface CheckedFormOptions<F extends string, V> {
  initialValues: V;
  /** Every field in the order of the page: the first with a problem takes the focus. */
  fields: readonly F[];
  /** The problems of these values in words, by the rules (shown once a field was touched). */
  problemsOf: (values: V) => Partial<Record<F, string>>;
  /** Sorts the server's extensions.fields into field errors and other messages. */
  placeServerErrors: (fields: unknown) => PlacedErrors<F>;
}

interface SubmitSteps<R extends { error?: CombinedError }> {
  /** Says why the form cannot be sent yet (before its fields are checked), or null. */
  hold?: () => string | null;
  send: () => Promise<R>;
  /** After an answer without error: the next status, or the message of an answer that is no use. */
  sent: (result: R) => CheckedFormStatus | { message: string };
}

/**
 * The state of a form checked as the customer types: values, touched fields, the server's field
 * errors and the form's message, and a submit that checks every field first, focuses the first
 * problem, sends once at a time and places the server's field errors at their fields.
 */
export function useCheckedForm<F extends string, V extends object>({
  initialValues,
  fields,
  problemsOf,
  placeServerErrors,
}: CheckedFormOptions<F, V>) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [status, setStatus] = useState<CheckedFormStatus>('idle');
  const busy = useRef(false);

  const problems = problemsOf(values);
  const fieldId = (field: F) => `${id}-${field}`;
  const focusField = (field: F | undefined) => {
    if (field) document.getElementById(fieldId(field))?.focus();
  };
  const problemOf = (field: F): string | undefined =>
    serverErrors[field] ?? (touched.has(field) ? problems[field] : undefined);
  const touch = (field: F) => {
    setTouched((previous) => new Set(previous).add(field));
    setServerErrors(({ [field]: _gone, ...rest }) => rest as Partial<Record<F, string>>);
  };
  const change = <K extends F & keyof V>(field: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    touch(field);
  };
  const describedBy = (field: F, hint = false) =>
    [hint ? `${fieldId(field)}-hint` : null, problemOf(field) ? `${fieldId(field)}-problem` : null]
      .filter(Boolean)
      .join(' ') || undefined;

  const submit =
    <R extends { error?: CombinedError }>({ hold, send, sent }: SubmitSteps<R>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy.current) return;
      setTouched(new Set(fields));
      setFormMessage(null);
      const held = hold?.() ?? null;
      if (held) {
        setFormMessage(held);
        return;
      }
      const first = fields.find((field) => problems[field]);
      if (first) {
        focusField(first);
        return;
      }
      busy.current = true;
      setStatus('loading');
      try {
        const result = await send();
        if (result.error) {
          const placed = placeServerErrors(result.error.graphQLErrors[0]?.extensions?.fields);
          setServerErrors(placed.fields);
          const hasFields = Object.keys(placed.fields).length > 0;
          setFormMessage(
            hasFields
              ? t(VALIDATION_MESSAGE_KEYS.formHasFieldErrors)
              : (placed.other[0] ?? i18n.t(failureOfOperation(result.error).messageKey)),
          );
          setStatus('idle');
          focusField(fields.find((field) => placed.fields[field]));
          return;
        }
        const next = sent(result);
        if (typeof next === 'string') {
          setStatus(next);
          if (next === 'idle') setTouched(new Set());
        } else {
          setStatus('idle');
          setFormMessage(next.message);
        }
      } catch (error) {
        setStatus('idle');
        setFormMessage(error instanceof Error ? error.message : i18n.t('errors.unknown'));
      } finally {
        busy.current = false;
      }
    };

  const dirty = JSON.stringify(values) !== JSON.stringify(initialValues);
  return {
    values,
    status,
    formMessage,
    dirty,
    fieldId,
    problemOf,
    describedBy,
    touch,
    change,
    submit,
  };
}

export type CheckedForm<F extends string> = Pick<
  ReturnType<typeof useCheckedForm<F, object>>,
  'fieldId' | 'problemOf' | 'describedBy'
>;
