import type { ReactNode } from 'react';

/** A labelled field with its hint and its own error under it, tied to the control for screen readers. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  children: (described: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>
        <span>{label}</span>
      </label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {hint ? <small id={`${id}-hint`}>{hint}</small> : null}
      {error ? (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      ) : null}
    </div>
  );
}

/** A labelled text input (or text area) with its error under it, tied by aria-describedby. */
export function TextField({
  id,
  label,
  value,
  error,
  multiline = false,
  type = 'text',
  hint,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  multiline?: boolean | undefined;
  type?: string;
  hint?: string;
  onChange: (value: string) => void;
}) {
  const described =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  } as const;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint ? <small id={`${id}-hint`}>{hint}</small> : null}
      {error ? <FieldMessage id={`${id}-error`} message={error} /> : null}
    </div>
  );
}

/** A field's own error message, under it. */
export function FieldMessage({ id, message }: { id: string; message: string }) {
  return (
    <small id={id} className="field-error">
      {message}
    </small>
  );
}
