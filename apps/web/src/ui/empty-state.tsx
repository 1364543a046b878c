import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  /** A sentence on why, and what to do instead. */
  children?: ReactNode;
  /** A way onward: a link or a button. */
  action?: ReactNode;
}

/** What a list or page shows when it has nothing: a title, a sentence and a way onward. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className="ui-empty-state">
      <p className="ui-empty-state__title">{title}</p>
      {children ? <div className="ui-empty-state__text">{children}</div> : null}
      {action ? <div className="ui-empty-state__action">{action}</div> : null}
    </div>
  );
}
