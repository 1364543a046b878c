import type { Outcome } from '../lib/use-write.ts';

/** The outcome of a write: a status when done, an alert when refused. */
export function OutcomeNote({ outcome }: { outcome: Outcome }) {
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

/** A refused field's message, under the field it names (its id is the field's aria-describedby). */
export function FieldError({ id, outcome, field }: { id: string; outcome: Outcome; field: string }) {
  const message = outcome?.kind === 'error' ? outcome.fields?.[field] : undefined;
  return message ? (
    <small id={id} className="field-error">
      {message}
    </small>
  ) : null;
}
