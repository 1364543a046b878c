import type { ReactNode } from 'react';
import { TEXT } from '../lib/texts.ts';
import type { QueryState } from '../lib/use-admin-query.ts';

/** A query's three states: loading (announced), failure with a retry, or its content. */
export function QueryView<Data>({
  state,
  retry,
  children,
}: {
  state: QueryState<Data>;
  retry: () => void;
  children: (data: Data) => ReactNode;
}) {
  if (state.status === 'loading') return <p aria-live="polite">{TEXT.loading}</p>;
  if (state.status === 'error') {
    return (
      <div role="alert" className="notice notice-error">
        <p>{state.error.message}</p>
        <button type="button" className="button button-secondary" onClick={retry}>
          {TEXT.retry}
        </button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
