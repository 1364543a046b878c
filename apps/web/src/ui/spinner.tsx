/** A small turning ring in the current text colour; decorative, the busy state is said in words or aria-busy. */
export function Spinner({ className }: { className?: string }) {
  return <span className={`spinner ${className ?? ''}`} aria-hidden="true" />;
}
