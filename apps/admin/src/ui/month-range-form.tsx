import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { TEXT } from '../lib/texts.ts';

export interface MonthRange {
  from: string;
  to: string;
}

/**
 * The period form of the month-based reports: first and last month (both included) and any fields
 * the report adds. A reversed range is refused under the field and nothing typed is lost.
 */
export function MonthRangeForm({
  label,
  initial,
  onSubmit,
  children,
}: {
  label: string;
  initial: MonthRange;
  onSubmit: (range: MonthRange, form: FormData) => void;
  children?: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const range = { from: String(form.get('from') ?? ''), to: String(form.get('to') ?? '') };
    if (range.to < range.from) {
      setError(TEXT.reports.toBeforeFrom);
      return;
    }
    setError(null);
    onSubmit(range, form);
  }
  return (
    <form className="filters" onSubmit={submit} aria-label={label} noValidate>
      {children}
      <label className="field">
        <span>{TEXT.reports.from}</span>
        <input name="from" type="month" required defaultValue={initial.from} />
      </label>
      <label className="field">
        <span>{TEXT.reports.to}</span>
        <input
          name="to"
          type="month"
          required
          defaultValue={initial.to}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <small id={errorId} className="field-error">
            {error}
          </small>
        ) : null}
      </label>
      <button type="submit" className="button button-primary">
        {TEXT.reports.show}
      </button>
    </form>
  );
}
