import { type FormEvent, useRef, useState } from 'react';
import {
  ADJUST_CLUB_POINTS,
  ERASE_CUSTOMER,
  EXPORT_CUSTOMER_DATA,
  SEND_PASSWORD_RESET_LINK,
} from '../lib/customer-documents.ts';
import { CUSTOMER_TEXT } from '../lib/customer-texts.ts';
import type { CustomerRow } from '../lib/customer-types.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { ActionPanel } from '../ui/action-panel.tsx';
import { FormField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';

const T = CUSTOMER_TEXT.actions;

/** Gives or takes points with a reason; what was typed stays when the API refuses it. */
export function ClubPointsForm({ customerId, onDone }: { customerId: string; onDone: () => void }) {
  const form = useRef<HTMLFormElement>(null);
  const write = useFormWrite();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const points = Number(String(data.get('points') ?? '').trim());
    const done = await write.run(
      ADJUST_CLUB_POINTS,
      { customerId, points: Number.isInteger(points) ? points : 0, reason: String(data.get('reason') ?? '') },
      T.adjustDone,
    );
    if (!done) return;
    form.current?.reset();
    onDone();
  }
  return (
    <form ref={form} className="panel stack" onSubmit={submit} aria-labelledby="points-title">
      <h2 id="points-title">{T.adjust}</h2>
      <FormField
        id="points-points"
        label={T.points}
        name="points"
        error={write.fieldErrors.points}
        inputMode="numeric"
        pattern="-?[0-9]+"
        required
      />
      <FormField
        id="points-reason"
        label={T.reason}
        name="reason"
        error={write.fieldErrors.reason}
        required
        minLength={3}
        maxLength={200}
      />
      <OutcomeNote outcome={write.outcome} />
      <button type="submit" className="button button-primary" disabled={write.busy} aria-busy={write.busy}>
        {T.adjust}
      </button>
    </form>
  );
}

export function ResetLinkButton({ customerId }: { customerId: string }) {
  const write = useFormWrite();
  return (
    <ActionPanel
      id="reset-title"
      title={T.reset}
      hint={T.resetHint}
      label={T.resetSend}
      write={write}
      onRun={() => void write.run(SEND_PASSWORD_RESET_LINK, { customerId }, T.resetDone)}
    />
  );
}

/** Saves the API's JSON as a file in the browser; nothing is kept on the server. */
function download(fileName: string, json: string) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ExportButton({ customerId }: { customerId: string }) {
  const write = useFormWrite();
  async function exportData() {
    const data = await write.run<{ exportCustomerData: { fileName: string; json: string } }>(
      EXPORT_CUSTOMER_DATA,
      { customerId },
      T.exportDone,
    );
    if (data) download(data.exportCustomerData.fileName, data.exportCustomerData.json);
  }
  return (
    <ActionPanel
      id="data-title"
      title={T.data}
      label={T.export}
      write={write}
      onRun={() => void exportData()}
    />
  );
}

export function EraseForm({ customer }: { customer: CustomerRow }) {
  const [ordersKept, setOrdersKept] = useState<number | null>(null);
  const write = useFormWrite();
  if (ordersKept !== null) {
    return (
      <section className="panel stack" aria-labelledby="erase-title">
        <h2 id="erase-title">{T.erase}</h2>
        <p role="status" className="notice notice-done">
          {T.eraseDone(ordersKept)}
        </p>
        <a href="#/customers">{CUSTOMER_TEXT.detail.back}</a>
      </section>
    );
  }
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const confirmEmail = String(new FormData(event.currentTarget).get('confirmEmail') ?? '');
    const data = await write.run<{ eraseCustomer: { ordersKept: number } }>(
      ERASE_CUSTOMER,
      { customerId: customer.id, confirmEmail },
      '',
    );
    if (data) setOrdersKept(data.eraseCustomer.ordersKept);
  }
  return (
    <form className="panel stack" onSubmit={submit} aria-labelledby="erase-title">
      <h2 id="erase-title">{T.erase}</h2>
      <p>{T.eraseHint}</p>
      <FormField
        id="erase-confirm-email"
        label={T.confirmEmail}
        name="confirmEmail"
        error={write.fieldErrors.confirmEmail}
        type="email"
        required
        autoComplete="off"
      />
      <OutcomeNote outcome={write.outcome} />
      <button type="submit" className="button button-danger" disabled={write.busy} aria-busy={write.busy}>
        {T.erase}
      </button>
    </form>
  );
}
