import { type FormEvent, useId, useState } from 'react';
import { CHANGE_LICENCE_TIER } from '../lib/documents.ts';
import { TEXT } from '../lib/texts.ts';
import type { LicenceTier } from '../lib/types.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { FieldMessage } from '../ui/form-field.tsx';

/** One tier's title and price factor; what was typed stays when the server refuses it. */
export function LicenceTierForm({ tier, onSaved }: { tier: LicenceTier; onSaved: (text: string) => void }) {
  const [title, setTitle] = useState(tier.title);
  const [factor, setFactor] = useState(String(tier.priceFactor));
  const write = useFormWrite();
  const { busy } = write;
  const refusal: Record<string, string> = write.outcome?.kind === 'error' ? { form: write.outcome.text } : {};
  const errors = Object.keys(write.fieldErrors).length > 0 ? write.fieldErrors : refusal;
  const id = useId();
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const priceFactor = Number(factor.trim().replace(',', '.'));
    if (factor.trim() === '' || !Number.isFinite(priceFactor)) {
      write.refuse({ priceFactor: TEXT.licences.invalidFactor });
      return;
    }
    const data = await write.run<{ changeLicenceTier: LicenceTier }>(
      CHANGE_LICENCE_TIER,
      { tierId: tier.id, title, priceFactor },
      '',
    );
    if (!data) return;
    setFactor(String(data.changeLicenceTier.priceFactor));
    onSaved(TEXT.licences.saved(data.changeLicenceTier.title, data.changeLicenceTier.priceFactor));
  }
  const describedBy = (field: string) => (errors[field] ? `${id}-${field}` : undefined);
  return (
    <form className="tier-row" onSubmit={save} noValidate>
      <label className="visually-hidden" htmlFor={`${id}-title`}>
        {TEXT.licences.tierTitle(tier.title)}
      </label>
      <input
        id={`${id}-title`}
        value={title}
        maxLength={80}
        onChange={(event) => setTitle(event.target.value)}
        aria-invalid={errors.title ? true : undefined}
        aria-describedby={describedBy('title')}
      />
      <span className="tier-value">
        {tier.value}
        {tier.isDefault ? ` (${TEXT.licences.defaultTier})` : ''}
      </span>
      <label className="visually-hidden" htmlFor={`${id}-factor`}>
        {TEXT.licences.factorOf(tier.title)}
      </label>
      <span className="tier-factor">
        <span aria-hidden="true">×</span>
        <input
          id={`${id}-factor`}
          inputMode="decimal"
          value={factor}
          onChange={(event) => setFactor(event.target.value)}
          aria-invalid={errors.priceFactor ? true : undefined}
          aria-describedby={describedBy('priceFactor')}
        />
      </span>
      <button type="submit" className="button button-secondary" disabled={busy}>
        {busy ? TEXT.prices.saving : TEXT.prices.save}
      </button>
      {Object.entries(errors).map(([field, text]) => (
        <FieldMessage key={field} id={`${id}-${field}`} message={text} alert />
      ))}
    </form>
  );
}
