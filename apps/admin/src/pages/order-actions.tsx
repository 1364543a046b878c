import type { FormEvent } from 'react';
import { CANCEL_ORDER, MARK_SHIPPED, REFUND_ORDER } from '../lib/documents.ts';
import { centsOf, formatMoney } from '../lib/format.ts';
import { TEXT } from '../lib/texts.ts';
import type { OrderDetail } from '../lib/types.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { FormField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';

export function RefundForm({
  detail,
  may,
  onDone,
}: {
  detail: OrderDetail;
  may: boolean;
  onDone: () => void;
}) {
  const write = useFormWrite({ onDone });
  if (!may || detail.order.status !== 'PAID' || detail.refundable.amount <= 0)
    return <OutcomeNote outcome={write.outcome} />;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed = String(form.get('amount') ?? '').trim();
    const amount = typed === '' ? null : centsOf(typed);
    if (typed !== '' && amount === null) {
      write.refuse({ amount: TEXT.order.amountInvalid });
      return;
    }
    const line = String(form.get('line') ?? '');
    void write.run(
      REFUND_ORDER,
      {
        orderId: detail.order.id,
        amount,
        orderItemId: line || null,
        reason: String(form.get('reason') ?? ''),
      },
      TEXT.order.refundDone,
    );
  }
  return (
    <form className="panel stack" onSubmit={submit} aria-labelledby="refund-title">
      <h2 id="refund-title">{TEXT.order.refund}</h2>
      <p>
        {TEXT.order.refundable}: <strong>{formatMoney(detail.refundable)}</strong>
      </p>
      <FormField
        id="refund-amount"
        name="amount"
        label={TEXT.order.refundAmount}
        error={write.fieldErrors.amount}
        inputMode="decimal"
      />
      <FormField id="refund-line" label={TEXT.order.refundLine} error={write.fieldErrors.orderItemId}>
        {(wiring) => (
          <select {...wiring} name="line" defaultValue="">
            <option value="">{TEXT.order.wholeOrder}</option>
            {detail.items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id="refund-reason"
        name="reason"
        label={TEXT.order.refundReason}
        error={write.fieldErrors.reason}
        maxLength={500}
      />
      <OutcomeNote outcome={write.outcome} />
      <button type="submit" className="button button-danger" disabled={write.busy} aria-busy={write.busy}>
        {TEXT.order.refund}
      </button>
    </form>
  );
}

export function ShipForm({ detail, may, onDone }: { detail: OrderDetail; may: boolean; onDone: () => void }) {
  const write = useFormWrite({ onDone });
  if (!may || !detail.needsShipping || detail.shipment || detail.order.status !== 'PAID') {
    return <OutcomeNote outcome={write.outcome} />;
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void write.run(
      MARK_SHIPPED,
      {
        orderId: detail.order.id,
        trackingNumber: String(form.get('tracking') ?? ''),
        carrier: String(form.get('carrier') ?? '') || null,
        trackUrl: String(form.get('trackUrl') ?? '') || null,
      },
      TEXT.order.shipDone,
    );
  }
  return (
    <form className="panel stack" onSubmit={submit} aria-labelledby="ship-title">
      <h2 id="ship-title">{TEXT.order.ship}</h2>
      <FormField
        id="ship-tracking"
        name="tracking"
        label={TEXT.order.tracking}
        error={write.fieldErrors.trackingNumber}
        required
        minLength={4}
        maxLength={40}
      />
      <FormField
        id="ship-carrier"
        name="carrier"
        label={TEXT.order.carrier}
        error={write.fieldErrors.carrier}
        maxLength={60}
      />
      <FormField
        id="ship-track-url"
        name="trackUrl"
        label={TEXT.order.trackUrl}
        error={write.fieldErrors.trackUrl}
        type="url"
        pattern="https://.*"
      />
      <OutcomeNote outcome={write.outcome} />
      <button type="submit" className="button button-primary" disabled={write.busy} aria-busy={write.busy}>
        {TEXT.order.ship}
      </button>
    </form>
  );
}

export function CancelButton({
  detail,
  may,
  onDone,
}: {
  detail: OrderDetail;
  may: boolean;
  onDone: () => void;
}) {
  const write = useFormWrite({ onDone });
  const cancellable = ['NEW', 'ERROR', 'WAITING_FOR_BANKTRANSFER'].includes(detail.order.status);
  if (!may || !cancellable) return <OutcomeNote outcome={write.outcome} />;
  return (
    <div className="stack">
      <OutcomeNote outcome={write.outcome} />
      <button
        type="button"
        className="button button-secondary"
        disabled={write.busy}
        onClick={() => {
          if (window.confirm(TEXT.order.cancelConfirm))
            void write.run(CANCEL_ORDER, { orderId: detail.order.id }, TEXT.order.cancelDone);
        }}
      >
        {TEXT.order.cancel}
      </button>
    </div>
  );
}
