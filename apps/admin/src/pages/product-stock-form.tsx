import type { FormEvent } from 'react';
import { ADJUST_STOCK } from '../lib/product-documents.ts';
import type { AdminVariant } from '../lib/product-types.ts';
import { TEXT } from '../lib/texts.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { FormField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';

const T = TEXT.products;

/** Adds to or removes from one variant's stock, with the reason the history keeps. */
export function StockAdjustmentForm({ variants, onDone }: { variants: AdminVariant[]; onDone: () => void }) {
  const write = useFormWrite();
  const errors = write.fieldErrors;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const typed = String(form.get('delta') ?? '').trim();
    if (!/^[+-]?\d+$/.test(typed)) {
      write.refuse({ delta: TEXT.products.adjustDelta });
      return;
    }
    const done = await write.run<{ adjustStock: { stock: number } }>(
      ADJUST_STOCK,
      {
        variantId: String(form.get('variant')),
        delta: Number(typed),
        reason: String(form.get('reason') ?? ''),
      },
      (data) => T.adjustDone(data.adjustStock.stock),
    );
    if (done) {
      formElement.reset();
      onDone();
    }
  }
  return (
    <form className="panel stack" onSubmit={submit} aria-labelledby="adjust-title" noValidate>
      <h2 id="adjust-title">{T.adjust}</h2>
      {variants.length > 1 ? (
        <FormField id="adjust-variant" label={T.adjustVariant} error={errors.variantId}>
          {(wiring) => (
            <select {...wiring} name="variant">
              {variants.map((variant) => (
                <option key={variant.id} value={variant.id}>
                  {`${variant.label} (${variant.stock})`}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : (
        <input type="hidden" name="variant" value={variants[0]?.id ?? ''} />
      )}
      <FormField
        id="adjust-delta"
        name="delta"
        label={T.adjustDelta}
        error={errors.delta}
        inputMode="numeric"
        required
      />
      <FormField
        id="adjust-reason"
        name="reason"
        label={T.adjustReason}
        error={errors.reason}
        maxLength={300}
        required
      />
      <OutcomeNote outcome={write.outcome} />
      <button type="submit" className="button button-primary" disabled={write.busy} aria-busy={write.busy}>
        {T.adjust}
      </button>
    </form>
  );
}
