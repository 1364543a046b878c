import type { AnyVariables, Client, DocumentInput, OperationContext, OperationResult } from 'urql';

/**
 * Runs a urql query and gives its first settled result, like `toPromise()`, but stops it when
 * `signal` aborts: unsubscribing tears the operation down, which aborts its HTTP request. An aborted
 * query resolves to null (its answer is no longer wanted by anyone).
 */
export function queryWithSignal<Data, Variables extends AnyVariables>(
  client: Client,
  document: DocumentInput<Data, Variables>,
  variables: Variables,
  signal: AbortSignal,
  context?: Partial<OperationContext>,
): Promise<OperationResult<Data, Variables> | null> {
  if (signal.aborted) return Promise.resolve(null);
  return new Promise((resolve) => {
    let settled = false;
    let unsubscribe: (() => void) | null = null;
    const finish = (result: OperationResult<Data, Variables> | null) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      unsubscribe?.();
      resolve(result);
    };
    const onAbort = () => finish(null);
    signal.addEventListener('abort', onAbort, { once: true });
    const subscription = client.query(document, variables, context).subscribe((result) => {
      if (!result.stale && !result.hasNext) finish(result);
    });
    // A cached answer can arrive synchronously, before `subscribe` returned its handle.
    if (settled) subscription.unsubscribe();
    else unsubscribe = subscription.unsubscribe;
  });
}
