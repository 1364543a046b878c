import './form-field.css';
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FormOutcome } from '../lib/use-form-write.ts';

/**
 * A labelled input with its error underneath, tied to it for screen readers (aria-describedby,
 * aria-invalid). `children` replaces the input (a select) and gets the same wiring by `id`.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
  ...input
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement>) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>
        <span>{label}</span>
      </label>
      {children ?? (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          {...input}
        />
      )}
      {hint ? <small id={`${id}-hint`}>{hint}</small> : null}
      {error ? (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      ) : null}
    </div>
  );
}

/** What a form's write did, announced: an alert when it failed, a status when it succeeded. */
export function FormOutcomeNote({ outcome }: { outcome: FormOutcome }) {
  if (!outcome) return null;
  return (
    <p
      role={outcome.kind === 'error' ? 'alert' : 'status'}
      className={`notice ${outcome.kind === 'error' ? 'notice-error' : 'notice-done'}`}
    >
      {outcome.text}
    </p>
  );
}
