import Link from 'next/link';
import type { ReactNode } from 'react';
import type { CheckedForm, CheckedFormStatus } from './use-checked-form.ts';
import './checked-form.css';

interface FieldWords<F extends string> {
  /** A field's name as its label shows it. */
  labelOf: (field: F) => string;
  /** The word read out after a required group's legend ("required"). */
  requiredWord: string;
  required: ReadonlySet<F>;
}

/**
 * The pieces every field of a checked form shows: its label (with the required mark), its hint
 * and its problem, tied to the control by the ids the form hands out.
 */
export function checkedFieldParts<F extends string>(form: CheckedForm<F>, words: FieldWords<F>) {
  const label = (field: F, htmlFor: boolean): ReactNode => {
    const text = words.labelOf(field);
    // Inputs say "required" through aria-required; a group's legend says it in words.
    const mark = words.required.has(field) ? (
      <>
        <span className="checked-form__required" aria-hidden="true">
          {' *'}
        </span>
        {htmlFor ? null : <span className="visually-hidden"> ({words.requiredWord})</span>}
      </>
    ) : null;
    return htmlFor ? (
      <label htmlFor={form.fieldId(field)}>
        {text}
        {mark}
      </label>
    ) : (
      <>
        {text}
        {mark}
      </>
    );
  };
  const problemText = (field: F) => {
    const problem = form.problemOf(field);
    return problem ? (
      <p id={`${form.fieldId(field)}-problem`} className="checked-form__problem" role="alert">
        {problem}
      </p>
    ) : null;
  };
  const hintText = (field: F, text: string) => (
    <p id={`${form.fieldId(field)}-hint`} className="checked-form__hint">
      {text}
    </p>
  );
  return { label, problemText, hintText };
}

/** The notes above a checked form's fields and the live region of its message. */
export function CheckedFormTop({ notes, message }: { notes: readonly string[]; message: string | null }) {
  return (
    <>
      {notes.map((note) => (
        <p key={note} className="checked-form__note">
          {note}
        </p>
      ))}
      <div aria-live="assertive">
        {message ? (
          <p className="checked-form__message" role="alert">
            {message}
          </p>
        ) : null}
      </div>
    </>
  );
}

interface CheckedFormActionsProps {
  status: CheckedFormStatus;
  /** The submit button's words for the status it is in. */
  submitLabel: string;
  cancelHref: string;
  cancelLabel: string;
}

/** Submit (busy while sending, off once finished) and cancel back to the list. */
export function CheckedFormActions({
  status,
  submitLabel,
  cancelHref,
  cancelLabel,
}: CheckedFormActionsProps) {
  return (
    <div className="checked-form__actions">
      <button
        type="submit"
        className="button button--primary"
        data-state={status}
        aria-busy={status === 'loading'}
        disabled={status !== 'idle'}
      >
        {submitLabel}
      </button>
      <Link href={cancelHref} className="button">
        {cancelLabel}
      </Link>
    </div>
  );
}
