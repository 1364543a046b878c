import { useEffect, useState } from 'react';
import { AdminRequestError, adminRequest } from './admin-client.ts';
import { TEXT } from './texts.ts';

export type WriteOutcome = { kind: 'done' | 'error'; text: string } | null;

// A new record's editor opens under its own address (a new form): the outcome of the write that made
// it is handed over here so the new form still announces it.
let handedOver: WriteOutcome = null;

/** Keeps `outcome` for the next editor that mounts (after `go` to the new record). */
export function handOverOutcome(outcome: WriteOutcome): void {
  handedOver = outcome;
}

/**
 * Runs the editor's writes: field errors (BAD_USER_INPUT) go under their fields and nothing typed is
 * lost; other failures and successes are announced in the outcome note.
 */
export function useEditorialWrite() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<WriteOutcome>(() => handedOver);
  useEffect(() => {
    handedOver = null;
  }, []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  async function run<Data>(query: string, variables: Record<string, unknown>, doneText: string) {
    setBusy(true);
    setOutcome(null);
    try {
      const data = await adminRequest<Data>(query, variables);
      setErrors({});
      setOutcome({ kind: 'done', text: doneText });
      return data;
    } catch (failure) {
      const error =
        failure instanceof AdminRequestError ? failure : new AdminRequestError('UNKNOWN', String(failure));
      if (error.code === 'STAFF_UNAUTHENTICATED') window.dispatchEvent(new Event('admin:signed-out'));
      const fields = Object.keys(error.fields).length > 0;
      setErrors(error.fields);
      setOutcome({ kind: 'error', text: fields ? TEXT.editorial.fixFields : error.message });
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { busy, outcome, errors, run };
}
