import type { FormOutcome } from '../lib/use-form-write.ts';
import { OutcomeNote } from './outcome-note.tsx';

/** A titled panel with one button that runs a write, its hint and its outcome. */
export function ActionPanel({
  id,
  title,
  hint,
  label,
  write,
  onRun,
}: {
  id: string;
  title: string;
  hint?: string;
  label: string;
  write: { busy: boolean; outcome: FormOutcome };
  onRun: () => void;
}) {
  return (
    <section className="panel stack" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {hint ? <p>{hint}</p> : null}
      <OutcomeNote outcome={write.outcome} />
      <button
        type="button"
        className="button button-secondary"
        disabled={write.busy}
        aria-busy={write.busy}
        onClick={onRun}
      >
        {label}
      </button>
    </section>
  );
}
