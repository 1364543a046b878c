import type { WriteOutcome } from '../lib/use-editorial-write.ts';

/** The result of a write, announced: an alert for a failure, a status for a success. */
export function OutcomeNote({ outcome }: { outcome: WriteOutcome }) {
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
