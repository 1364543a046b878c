import type { FormEvent } from 'react';
import { MARK_BANK_TRANSFER_RECEIVED, RESEND_ORDER_DOCUMENTS } from '../lib/order-follow-up-documents.ts';
import { FOLLOW_UP_TEXT as TEXT } from '../lib/order-follow-up-texts.ts';
import type { OrderDetail } from '../lib/types.ts';
import { useWrite } from '../lib/use-write.ts';
import { FieldError, OutcomeNote } from '../ui/outcome-note.tsx';

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
  const write = useWrite(onDone);
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
      <label className="field">
        <span>{TEXT.reference}</span>
        <input
          name="reference"
          required
          minLength={3}
          maxLength={60}
          aria-invalid={write.outcome?.fields?.reference ? true : undefined}
          aria-describedby="reference-error"
        />
        <FieldError id="reference-error" outcome={write.outcome} field="reference" />
      </label>
      <OutcomeNote outcome={write.outcome} />
      <button type="submit" className="button button-primary" disabled={write.busy} aria-busy={write.busy}>
        {TEXT.received}
      </button>
    </form>
  );
}

export function ResendDocumentsButton({ detail, may }: { detail: OrderDetail; may: boolean }) {
  const write = useWrite(() => {});
  if (!may || !['PAID', 'COMPLIMENTARY'].includes(detail.order.status)) return null;
  return (
    <section className="panel stack" aria-labelledby="resend-title">
      <h2 id="resend-title">{TEXT.resend}</h2>
      <p>{TEXT.resendHint}</p>
      <OutcomeNote outcome={write.outcome} />
      <button
        type="button"
        className="button button-secondary"
        disabled={write.busy}
        aria-busy={write.busy}
        onClick={() => void write.run(RESEND_ORDER_DOCUMENTS, { orderId: detail.order.id }, TEXT.resendDone)}
      >
        {TEXT.resend}
      </button>
    </section>
  );
}
