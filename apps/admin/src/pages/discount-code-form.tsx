import { type FormEvent, useState } from 'react';
import { centsOf } from '../lib/format.ts';
import { CREATE_DISCOUNT_CODE } from '../lib/product-documents.ts';
import { TEXT } from '../lib/texts.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { isoOfUtcInput } from '../lib/utc-input.ts';
import { FormField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';

const T = TEXT.discountCodes;

/** Creates a code: a percentage or an amount off, optional dates and a limit of uses. */
export function DiscountCodeForm({ onDone }: { onDone: () => void }) {
  const write = useFormWrite();
  const errors = write.fieldErrors;
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const value = String(form.get('value') ?? '').trim();
    const maxUses = String(form.get('maxUses') ?? '').trim();
    const amount = kind === 'amount' ? centsOf(value) : null;
    const percent =
      kind === 'percent' && /^\d+([.,]\d{1,2})?$/.test(value) ? Number(value.replace(',', '.')) : null;
    if ((kind === 'amount' && amount === null) || (kind === 'percent' && percent === null)) {
      write.refuse({ [kind]: kind === 'amount' ? TEXT.products.amountInvalid : T.percent });
      return;
    }
    if (maxUses !== '' && !/^\d+$/.test(maxUses)) {
      write.refuse({ maxUses: T.maxUses });
      return;
    }
    const done = await write.run<{ createDiscountCode: { code: string } }>(
      CREATE_DISCOUNT_CODE,
      {
        code: String(form.get('code') ?? ''),
        percent,
        amount,
        fontsOnly: form.get('fontsOnly') === 'on',
        validFrom: isoOfUtcInput(String(form.get('validFrom') ?? '')),
        validTo: isoOfUtcInput(String(form.get('validTo') ?? '')),
        maxUses: maxUses === '' ? null : Number(maxUses),
      },
      (data) => T.created(data.createDiscountCode.code),
    );
    if (done) {
      formElement.reset();
      onDone();
    }
  }
  return (
    <form className="panel stack" onSubmit={submit} aria-labelledby="code-title" noValidate>
      <h2 id="code-title">{T.create}</h2>
      <FormField
        id="code-code"
        name="code"
        label={T.code}
        error={errors.code}
        maxLength={64}
        autoComplete="off"
        required
      />
      <div className="form-row">
        <FormField id="code-kind" label={T.kind}>
          {(wiring) => (
            <select
              {...wiring}
              value={kind}
              onChange={(event) => setKind(event.target.value as 'percent' | 'amount')}
            >
              <option value="percent">{T.percent}</option>
              <option value="amount">{T.amount}</option>
            </select>
          )}
        </FormField>
        <FormField
          id="code-value"
          name="value"
          label={kind === 'percent' ? T.percent : T.amount}
          error={errors[kind]}
          inputMode="decimal"
          required
        />
      </div>
      <div className="form-row">
        <FormField
          id="code-from"
          name="validFrom"
          type="datetime-local"
          label={T.validFrom}
          error={errors.validFrom}
        />
        <FormField
          id="code-to"
          name="validTo"
          type="datetime-local"
          label={T.validTo}
          error={errors.validTo}
        />
      </div>
      <FormField id="code-max" name="maxUses" label={T.maxUses} error={errors.maxUses} inputMode="numeric" />
      <label className="checkbox">
        <input type="checkbox" name="fontsOnly" />
        <span>{T.fontsOnly}</span>
      </label>
      <OutcomeNote outcome={write.outcome} />
      <button type="submit" className="button button-primary" disabled={write.busy} aria-busy={write.busy}>
        {T.submit}
      </button>
    </form>
  );
}
