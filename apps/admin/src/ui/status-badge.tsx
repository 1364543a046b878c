/** An order's or submission's status as a small label; the word carries the meaning, not the colour. */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge badge-${status.toLowerCase()}`}>{status.replaceAll('_', ' ')}</span>;
}
