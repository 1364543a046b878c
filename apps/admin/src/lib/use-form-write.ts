import { useState } from 'react';
import { AdminRequestError, adminRequest } from './admin-client.ts';

export type FormOutcome = { kind: 'done' | 'error'; text: string } | null;

/**
 * One form's write: busy while it runs, the API's field errors (shown under each field) or a general
 * message, and what was done. The form's inputs are left as typed when the write is refused.
 */
export function useFormWrite() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function run<Data>(
    query: string,
    variables: Record<string, unknown>,
    doneText: (data: Data) => string,
  ): Promise<Data | null> {
    setBusy(true);
    setOutcome(null);
    setFieldErrors({});
    try {
      const data = await adminRequest<Data>(query, variables);
      setOutcome({ kind: 'done', text: doneText(data) });
      return data;
    } catch (failure) {
      const error = failure instanceof AdminRequestError ? failure : null;
      setFieldErrors(error?.fields ?? {});
      setOutcome({ kind: 'error', text: error?.message ?? String(failure) });
      return null;
    } finally {
      setBusy(false);
    }
  }

  /** Errors found before sending (an amount that is no amount): shown like the API's. */
  function refuse(fields: Record<string, string>) {
    setFieldErrors(fields);
    setOutcome({ kind: 'error', text: Object.values(fields)[0] ?? '' });
  }

  return { busy, outcome, fieldErrors, run, refuse };
}
