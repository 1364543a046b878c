import type { FormEvent } from 'react';
import { CREATE_CORPORATE_CODE, PRICE_LIST } from '../lib/documents.ts';
import { UPDATE_CORPORATE_CODE } from '../lib/press-newsletter-documents.ts';
import { CODE_EDIT_TEXT } from '../lib/press-newsletter-texts.ts';
import { TEXT } from '../lib/texts.ts';
import type { CorporateCode, PriceList } from '../lib/types.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { FormField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';

const T = TEXT.corporate;

/**
 * A new corporate code, or the terms of `code` edited (its letters stay); the fields keep what was
 * typed and show the server's errors under them.
 */
export function CorporateCodeForm({
  onCreated,
  code,
  onCancel,
}: {
  onCreated: (text: string) => void;
  code?: CorporateCode | null;
  onCancel?: () => void;
}) {
  const products = useAdminQuery<{ priceList: PriceList }>(PRICE_LIST);
  const write = useFormWrite();
  const { busy, fieldErrors: errors } = write;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const maxUses = String(data.get('maxUses') ?? '').trim();
    const validTo = String(data.get('validTo') ?? '').trim();
    const terms = {
      company: String(data.get('company') ?? ''),
      // The end of the chosen day, UTC: the code works all of that day.
      validTo: validTo ? `${validTo}T23:59:59Z` : null,
      maxUses: maxUses ? Number(maxUses) : null,
      productIds: data.getAll('productIds').map(String),
    };
    if (code) {
      const saved = CODE_EDIT_TEXT.saved(code.code);
      if (await write.run(UPDATE_CORPORATE_CODE, { id: code.id, ...terms }, saved)) onCreated(saved);
      return;
    }
    const created = await write.run<{ createCorporateCode: { code: string } }>(
      CREATE_CORPORATE_CODE,
      { code: String(data.get('code') ?? ''), ...terms },
      (answer) => T.created(answer.createCorporateCode.code),
    );
    if (!created) return;
    form.reset();
    onCreated(T.created(created.createCorporateCode.code));
  }
  return (
    <form className="panel stack corporate-form" onSubmit={submit} noValidate aria-labelledby="corporate-new">
      <h2 id="corporate-new">{code ? CODE_EDIT_TEXT.title(code.code) : T.create}</h2>
      <div className="corporate-form-grid">
        {code ? null : (
          <FormField
            id="corporate-code"
            name="code"
            label={T.code}
            hint={T.codeHint}
            error={errors.code}
            autoComplete="off"
          />
        )}
        <FormField
          id="corporate-company"
          name="company"
          label={T.company}
          error={errors.company}
          defaultValue={code?.company}
        />
        <FormField
          id="corporate-validTo"
          name="validTo"
          label={T.validTo}
          error={errors.validTo}
          type="date"
          defaultValue={code?.validTo?.slice(0, 10)}
        />
        <FormField
          id="corporate-maxUses"
          name="maxUses"
          label={T.maxUses}
          error={errors.maxUses}
          type="number"
          min={1}
          step={1}
          defaultValue={code?.maxUses ?? undefined}
        />
      </div>
      <FormField id="corporate-products" label={T.products} hint={T.productsHint} error={errors.productIds}>
        {(wiring) => (
          <select
            {...wiring}
            // Mounted again once the products arrive, so an edited code's products are chosen.
            key={products.state.status}
            name="productIds"
            multiple
            size={8}
            defaultValue={code?.products.map((product) => product.id)}
          >
            {products.state.status === 'done'
              ? products.state.data.priceList.families.map((family) => (
                  <optgroup key={family.id} label={family.title}>
                    {family.products.map((product) => (
                      <option key={product.id} value={product.id}>
                        {product.styleTitle ?? product.title}
                        {product.encodingTitle ? ` · ${product.encodingTitle}` : ''}
                      </option>
                    ))}
                  </optgroup>
                ))
              : null}
          </select>
        )}
      </FormField>
      <OutcomeNote outcome={write.outcome} />
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? TEXT.prices.saving : code ? CODE_EDIT_TEXT.submit : T.submit}
        </button>
        {code && onCancel ? (
          <button type="button" className="button button-quiet" onClick={onCancel}>
            {CODE_EDIT_TEXT.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
