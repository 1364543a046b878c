import { type FormEvent, useState } from 'react';
import { AdminRequestError, adminRequest } from '../lib/admin-client.ts';
import { CREATE_CORPORATE_CODE, PRICE_LIST } from '../lib/documents.ts';
import { TEXT } from '../lib/texts.ts';
import type { PriceList } from '../lib/types.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';

const T = TEXT.corporate;

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <small id={id} role="alert" className="field-error">
      {text}
    </small>
  ) : null;
}

/** A new corporate code; the fields keep what was typed and show the server's errors under them. */
export function CorporateCodeForm({ onCreated }: { onCreated: (text: string) => void }) {
  const products = useAdminQuery<{ priceList: PriceList }>(PRICE_LIST);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const maxUses = String(data.get('maxUses') ?? '').trim();
    const validTo = String(data.get('validTo') ?? '').trim();
    setBusy(true);
    setErrors({});
    try {
      const { createCorporateCode } = await adminRequest<{ createCorporateCode: { code: string } }>(
        CREATE_CORPORATE_CODE,
        {
          code: String(data.get('code') ?? ''),
          company: String(data.get('company') ?? ''),
          // The end of the chosen day, UTC: the code works all of that day.
          validTo: validTo ? `${validTo}T23:59:59Z` : null,
          maxUses: maxUses ? Number(maxUses) : null,
          productIds: data.getAll('productIds').map(String),
        },
      );
      form.reset();
      onCreated(T.created(createCorporateCode.code));
    } catch (failure) {
      const fields = failure instanceof AdminRequestError ? failure.fields : {};
      setErrors(Object.keys(fields).length > 0 ? fields : { form: (failure as Error).message });
    } finally {
      setBusy(false);
    }
  }
  const invalid = (field: string) => (errors[field] ? true : undefined);
  const describedBy = (field: string, hint?: string) =>
    [hint, errors[field] ? `corporate-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <form className="panel stack corporate-form" onSubmit={submit} noValidate aria-labelledby="corporate-new">
      <h2 id="corporate-new">{T.create}</h2>
      <div className="corporate-form-grid">
        <label className="field" htmlFor="corporate-code">
          <span>{T.code}</span>
          <input
            id="corporate-code"
            name="code"
            autoComplete="off"
            aria-invalid={invalid('code')}
            aria-describedby={describedBy('code', 'corporate-code-hint')}
          />
          <small id="corporate-code-hint">{T.codeHint}</small>
          <FieldError id="corporate-code-error" text={errors.code} />
        </label>
        <label className="field" htmlFor="corporate-company">
          <span>{T.company}</span>
          <input
            id="corporate-company"
            name="company"
            aria-invalid={invalid('company')}
            aria-describedby={describedBy('company')}
          />
          <FieldError id="corporate-company-error" text={errors.company} />
        </label>
        <label className="field" htmlFor="corporate-validTo">
          <span>{T.validTo}</span>
          <input
            id="corporate-validTo"
            name="validTo"
            type="date"
            aria-invalid={invalid('validTo')}
            aria-describedby={describedBy('validTo')}
          />
          <FieldError id="corporate-validTo-error" text={errors.validTo} />
        </label>
        <label className="field" htmlFor="corporate-maxUses">
          <span>{T.maxUses}</span>
          <input
            id="corporate-maxUses"
            name="maxUses"
            type="number"
            min={1}
            step={1}
            aria-invalid={invalid('maxUses')}
            aria-describedby={describedBy('maxUses')}
          />
          <FieldError id="corporate-maxUses-error" text={errors.maxUses} />
        </label>
      </div>
      <label className="field" htmlFor="corporate-products">
        <span>{T.products}</span>
        <select
          id="corporate-products"
          name="productIds"
          multiple
          size={8}
          aria-invalid={invalid('productIds')}
          aria-describedby={describedBy('productIds', 'corporate-products-hint')}
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
        <small id="corporate-products-hint">{T.productsHint}</small>
        <FieldError id="corporate-productIds-error" text={errors.productIds} />
      </label>
      <FieldError id="corporate-form-error" text={errors.form} />
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? TEXT.prices.saving : T.submit}
        </button>
      </div>
    </form>
  );
}
