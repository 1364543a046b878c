import { useState } from 'react';
import { AdminRequestError, adminRequest } from './admin-client.ts';

/** What the last write said: done, or refused with its message and the fields it names. */
export type Outcome = { kind: 'done' | 'error'; text: string; fields?: Record<string, string> } | null;

/** Runs one write at a time and keeps its outcome for a live region; `onDone` gets the answer. */
export function useWrite<Data = unknown>(onDone: (data: Data) => void) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  async function run(query: string, variables: Record<string, unknown>, doneText: string) {
    setBusy(true);
    setOutcome(null);
    try {
      const data = await adminRequest<Data>(query, variables);
      setOutcome({ kind: 'done', text: doneText });
      onDone(data);
    } catch (failure) {
      setOutcome(
        failure instanceof AdminRequestError
          ? { kind: 'error', text: failure.message, fields: failure.fields }
          : { kind: 'error', text: String(failure) },
      );
    } finally {
      setBusy(false);
    }
  }
  return { busy, outcome, setOutcome, run };
}
