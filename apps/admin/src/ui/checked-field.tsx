import type { InputHTMLAttributes } from 'react';
import type { Outcome } from '../lib/use-write.ts';
import { FieldError } from './outcome-note.tsx';

/**
 * A labelled input whose refusal (the API's field error of the same name) is shown under it and
 * announced with it; the typed value stays.
 */
export function CheckedField({
  label,
  name,
  outcome,
  ...input
}: { label: string; name: string; outcome: Outcome } & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = `${name}-error`;
  return (
    <label className="field">
      <span>{label}</span>
      <input
        name={name}
        aria-invalid={outcome?.fields?.[name] ? true : undefined}
        aria-describedby={errorId}
        {...input}
      />
      <FieldError id={errorId} outcome={outcome} field={name} />
    </label>
  );
}
