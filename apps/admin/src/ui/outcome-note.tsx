import type { FormOutcome } from '../lib/use-form-write.ts';

/** What a write did, announced: an alert when it was refused, a status when it was done. */
export function OutcomeNote({ outcome }: { outcome: FormOutcome }) {
  if (!outcome?.text) return null;
  return (
    <p
      role={outcome.kind === 'error' ? 'alert' : 'status'}
      className={`notice ${outcome.kind === 'error' ? 'notice-error' : 'notice-done'}`}
    >
      {outcome.text}
    </p>
  );
}
