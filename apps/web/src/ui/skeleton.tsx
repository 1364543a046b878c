interface SkeletonProps {
  /** Lines of text to stand in for; a block of `height` when absent. */
  lines?: number;
  height?: string;
  className?: string;
}

/** Grey shapes where content is still loading; hidden from assistive technology (say "Loading" in words). */
export function Skeleton({ lines, height, className }: SkeletonProps) {
  if (lines) {
    return (
      <span className={`ui-skeleton-lines ${className ?? ''}`} aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical and never reorder
          <span key={index} className="ui-skeleton ui-skeleton--line" />
        ))}
      </span>
    );
  }
  return <span className={`ui-skeleton ${className ?? ''}`} style={{ height }} aria-hidden="true" />;
}
