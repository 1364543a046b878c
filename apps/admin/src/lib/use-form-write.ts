import { useEffect, useState } from 'react';
import { AdminRequestError, adminRequest } from './admin-client.ts';
import { TEXT } from './texts.ts';

/** What the last write said: done, or refused with its message (field errors are apart). */
export type FormOutcome = { kind: 'done' | 'error'; text: string } | null;

/** What to announce when a write succeeds: a text, or one made from the answer. */
export type DoneText<Data> = string | ((data: Data) => string);

// A new record's editor opens under its own address (a new form): the outcome of the write that made
// it is handed over here so that the new form still announces it.
let handedOver: FormOutcome = null;

/** Keeps `outcome` for the next form that mounts with `receivesHandOver` (after `go` to the record). */
export function handOverOutcome(outcome: FormOutcome): void {
  handedOver = outcome;
}

/**
 * The back office's one write hook: busy while a write runs; the API's field errors (shown under each
 * field, with a note to fix them) or its message; what was done. What was typed stays when a write is
 * refused. A session that ended signs the app out (`admin:signed-out`). `run` sends an admin API
 * operation, `send` any other request (an upload); both return the answer, or null when refused.
 * `onDone` runs after each write that succeeded (to reload what it changed).
 */
export function useFormWrite({
  receivesHandOver = false,
  onDone,
}: {
  receivesHandOver?: boolean;
  onDone?: () => void;
} = {}) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>(() => (receivesHandOver ? handedOver : null));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (receivesHandOver) handedOver = null;
  }, [receivesHandOver]);

  async function send<Data>(request: () => Promise<Data>, doneText: DoneText<Data>): Promise<Data | null> {
    setBusy(true);
    setOutcome(null);
    setFieldErrors({});
    try {
      const data = await request();
      setOutcome({ kind: 'done', text: typeof doneText === 'function' ? doneText(data) : doneText });
      onDone?.();
      return data;
    } catch (failure) {
      const error =
        failure instanceof AdminRequestError ? failure : new AdminRequestError('UNKNOWN', String(failure));
      if (error.code === 'STAFF_UNAUTHENTICATED') window.dispatchEvent(new Event('admin:signed-out'));
      refuse(error.fields, error.message);
      return null;
    } finally {
      setBusy(false);
    }
  }

  function run<Data>(query: string, variables: Record<string, unknown>, doneText: DoneText<Data>) {
    return send(() => adminRequest<Data>(query, variables), doneText);
  }

  /** Errors found before sending (an amount that is no amount): shown like the API's. */
  function refuse(fields: Record<string, string>, message = '') {
    setFieldErrors(fields);
    setOutcome({ kind: 'error', text: Object.keys(fields).length > 0 ? TEXT.fixFields : message });
  }

  return { busy, outcome, fieldErrors, run, send, refuse };
}
