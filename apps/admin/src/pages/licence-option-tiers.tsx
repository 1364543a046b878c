import { type FormEvent, useId } from 'react';
import {
  ADD_LICENCE_TIER,
  REMOVE_LICENCE_TIER,
  SET_DEFAULT_LICENCE_TIER,
} from '../lib/press-newsletter-documents.ts';
import { TIER_TEXT as T } from '../lib/press-newsletter-texts.ts';
import type { LicenceTier } from '../lib/types.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { FormField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';

/** An option's tiers made default or removed, and a new tier added after them. */
export function LicenceOptionTiers({
  option,
  onChanged,
}: {
  option: { id: string; title: string; tiers: LicenceTier[] };
  onChanged: () => void;
}) {
  const write = useFormWrite();
  const id = useId();
  async function makeDefault(tier: LicenceTier) {
    if (await write.run(SET_DEFAULT_LICENCE_TIER, { id: tier.id }, () => T.defaultDone(tier.title)))
      onChanged();
  }
  async function remove(tier: LicenceTier) {
    if (!window.confirm(T.removeConfirm(tier.title))) return;
    if (await write.run(REMOVE_LICENCE_TIER, { id: tier.id }, () => T.removed(tier.title))) onChanged();
  }
  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const factor = String(form.get('priceFactor') ?? '')
      .trim()
      .replace(',', '.');
    if (factor === '' || !Number.isFinite(Number(factor))) {
      write.refuse({ priceFactor: T.invalidFactor });
      return;
    }
    const title = String(form.get('title') ?? '');
    const done = await write.run(
      ADD_LICENCE_TIER,
      { optionId: option.id, title, value: String(form.get('value') ?? ''), priceFactor: Number(factor) },
      () => T.added(title.trim()),
    );
    if (done) {
      formElement.reset();
      onChanged();
    }
  }
  return (
    <details className="stack">
      <summary>{T.manage(option.title)}</summary>
      <ul className="lines">
        {option.tiers.map((tier) => (
          <li key={tier.id}>
            <span>{tier.title}</span>
            <span className="row-actions">
              {tier.isDefault ? (
                <span className="badge">{T.isDefault}</span>
              ) : (
                <>
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={T.makeDefaultOf(tier.title)}
                    disabled={write.busy}
                    onClick={() => void makeDefault(tier)}
                  >
                    {T.makeDefault}
                  </button>
                  <button
                    type="button"
                    className="button button-quiet"
                    aria-label={T.removeOf(tier.title)}
                    disabled={write.busy}
                    onClick={() => void remove(tier)}
                  >
                    {T.remove}
                  </button>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
      <form className="stack" onSubmit={add} noValidate aria-label={`${T.add}: ${option.title}`}>
        <div className="form-row">
          <FormField id={`${id}-title`} name="title" label={T.title} error={write.fieldErrors.title} />
          <FormField
            id={`${id}-value`}
            name="value"
            label={T.value}
            hint={T.valueHint}
            error={write.fieldErrors.value}
          />
          <FormField
            id={`${id}-factor`}
            name="priceFactor"
            label={T.factor}
            hint={T.factorHint}
            inputMode="decimal"
            error={write.fieldErrors.priceFactor}
          />
        </div>
        <OutcomeNote outcome={write.outcome} />
        <div>
          <button type="submit" className="button button-primary" disabled={write.busy}>
            {T.add}
          </button>
        </div>
      </form>
    </details>
  );
}
