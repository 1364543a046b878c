import type { FormEvent } from 'react';
import { MARK_BANK_TRANSFER_RECEIVED, RESEND_ORDER_DOCUMENTS } from '../lib/order-follow-up-documents.ts';
import { FOLLOW_UP_TEXT as TEXT } from '../lib/order-follow-up-texts.ts';
import type { OrderDetail } from '../lib/types.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { ActionPanel } from '../ui/action-panel.tsx';
import { FormField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';

/** Records the money of a bank transfer as arrived; the order becomes PAID as the payment flow does it. */
export function BankTransferForm({
  detail,
  may,
  onDone,
}: {
  detail: OrderDetail;
  may: boolean;
  onDone: () => void;
}) {
  const write = useFormWrite({ onDone });
  if (!may || detail.order.status !== 'WAITING_FOR_BANKTRANSFER')
    return <OutcomeNote outcome={write.outcome} />;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reference = String(new FormData(event.currentTarget).get('reference') ?? '');
    void write.run(MARK_BANK_TRANSFER_RECEIVED, { orderId: detail.order.id, reference }, TEXT.receivedDone);
  }
  return (
    <form className="panel stack" onSubmit={submit} aria-labelledby="transfer-title">
      <h2 id="transfer-title">{TEXT.received}</h2>
      <FormField
        id="transfer-reference"
        label={TEXT.reference}
        name="reference"
        error={write.fieldErrors.reference}
        required
        minLength={3}
        maxLength={60}
      />
      <OutcomeNote outcome={write.outcome} />
      <button type="submit" className="button button-primary" disabled={write.busy} aria-busy={write.busy}>
        {TEXT.received}
      </button>
    </form>
  );
}

export function ResendDocumentsButton({ detail, may }: { detail: OrderDetail; may: boolean }) {
  const write = useFormWrite();
  if (!may || !['PAID', 'COMPLIMENTARY'].includes(detail.order.status)) return null;
  return (
    <ActionPanel
      id="resend-title"
      title={TEXT.resend}
      hint={TEXT.resendHint}
      label={TEXT.resend}
      write={write}
      onRun={() => void write.run(RESEND_ORDER_DOCUMENTS, { orderId: detail.order.id }, TEXT.resendDone)}
    />
  );
}
