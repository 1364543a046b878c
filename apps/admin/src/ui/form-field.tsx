import './form-field.css';
import type { InputHTMLAttributes, ReactNode } from 'react';

/** What ties a control to its label, hint and error for screen readers. */
export type FieldWiring = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean };

/**
 * The back office's field: a label, the control, its hint and its own error under it, tied to the
 * control (aria-describedby, aria-invalid). Without `children` the control is an input with the
 * remaining props; `children` draws another control (a select, a text area) with the wiring.
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
  hint?: string | undefined;
  children?: (wiring: FieldWiring) => ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const wiring: FieldWiring = {
    id,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true } : {}),
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        <span>{label}</span>
      </label>
      {children ? children(wiring) : <input {...input} {...wiring} />}
      {hint ? <small id={`${id}-hint`}>{hint}</small> : null}
      {error ? <FieldMessage id={`${id}-error`} message={error} /> : null}
    </div>
  );
}

/** A controlled text input (or text area) as a FormField: `onChange` gets the text. */
export function TextField({
  value,
  multiline = false,
  type = 'text',
  onChange,
  ...field
}: {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string | undefined;
  multiline?: boolean | undefined;
  type?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField {...field}>
      {(wiring) =>
        multiline ? (
          <textarea {...wiring} value={value} rows={4} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...wiring} type={type} value={value} onChange={(event) => onChange(event.target.value)} />
        )
      }
    </FormField>
  );
}

/**
 * A field's own error message, under it (its id is the control's aria-describedby). `alert` announces
 * it where a small form in a table row has no outcome note of its own.
 */
export function FieldMessage({
  id,
  message,
  alert = false,
}: {
  id: string;
  message: string | undefined;
  alert?: boolean;
}) {
  return message ? (
    <small id={id} className="field-error" role={alert ? 'alert' : undefined}>
      {message}
    </small>
  ) : null;
}
