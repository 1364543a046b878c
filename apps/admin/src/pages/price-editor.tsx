import { type FormEvent, useId, useState } from 'react';
import { CHANGE_FONT_PRODUCT_PRICE } from '../lib/documents.ts';
import { centsOf, formatMoney } from '../lib/format.ts';
import { TEXT } from '../lib/texts.ts';
import type { FontProductPrice } from '../lib/types.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { FieldMessage } from '../ui/form-field.tsx';

/** Two decimals as typed by people ('49.00'), from minor units. */
const asTyped = (cents: number) => (cents / 100).toFixed(2);

/**
 * One product's base price as a small form: the typed value stays when the server refuses it, and
 * the refusal is shown under the field.
 */
export function PriceEditor({
  product,
  onSaved,
}: {
  product: FontProductPrice;
  onSaved: (text: string) => void;
}) {
  const [typed, setTyped] = useState(asTyped(product.price.amount));
  const write = useFormWrite();
  const { busy } = write;
  const error = write.fieldErrors.amount ?? (write.outcome?.kind === 'error' ? write.outcome.text : null);
  const id = useId();
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = centsOf(typed);
    if (amount === null) {
      write.refuse({ amount: TEXT.prices.invalid });
      return;
    }
    const data = await write.run<{ changeFontProductPrice: { price: FontProductPrice['price'] } }>(
      CHANGE_FONT_PRODUCT_PRICE,
      { productId: product.id, amount },
      '',
    );
    if (!data) return;
    setTyped(asTyped(data.changeFontProductPrice.price.amount));
    onSaved(TEXT.prices.saved(product.title, formatMoney(data.changeFontProductPrice.price)));
  }
  return (
    <form className="price-editor" onSubmit={save} noValidate>
      <label className="visually-hidden" htmlFor={`${id}-amount`}>
        {TEXT.prices.priceOf(product.title)}
      </label>
      <input
        id={`${id}-amount`}
        name="amount"
        inputMode="decimal"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <button type="submit" className="button button-secondary" disabled={busy}>
        {busy ? TEXT.prices.saving : TEXT.prices.save}
      </button>
      <FieldMessage id={`${id}-error`} message={error ?? undefined} alert />
    </form>
  );
}
