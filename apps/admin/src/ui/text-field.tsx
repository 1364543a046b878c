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
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <small id={id} className="field-error">
      {message}
    </small>
  );
}
