import { useCallback, useEffect, useState } from 'react';
import { AdminRequestError, adminRequest } from './admin-client.ts';

export type QueryState<Data> =
  | { status: 'loading' }
  | { status: 'error'; error: AdminRequestError }
  | { status: 'done'; data: Data };

/** Runs a query when its variables change; `reload` runs it again (after a write). */
export function useAdminQuery<Data>(query: string, variables: Record<string, unknown> = {}) {
  const key = JSON.stringify(variables);
  const [state, setState] = useState<QueryState<Data>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the variables are compared by their JSON
  useEffect(() => {
    let current = true;
    setState((previous) => (previous.status === 'done' ? previous : { status: 'loading' }));
    adminRequest<Data>(query, JSON.parse(key))
      .then((data) => current && setState({ status: 'done', data }))
      .catch((error: unknown) => {
        if (!current) return;
        const failure =
          error instanceof AdminRequestError ? error : new AdminRequestError('UNKNOWN', String(error));
        if (failure.code === 'STAFF_UNAUTHENTICATED') window.dispatchEvent(new Event('admin:signed-out'));
        setState({ status: 'error', error: failure });
      });
    return () => {
      current = false;
    };
  }, [query, key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
}
