import { type FormEvent, type InputHTMLAttributes, useState } from 'react';
import { AdminRequestError, adminRequest } from '../lib/admin-client.ts';
import { CREATE_CORPORATE_CODE, PRICE_LIST } from '../lib/documents.ts';
import { UPDATE_CORPORATE_CODE } from '../lib/press-newsletter-documents.ts';
import { CODE_EDIT_TEXT } from '../lib/press-newsletter-texts.ts';
import { TEXT } from '../lib/texts.ts';
import type { CorporateCode, PriceList } from '../lib/types.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';

const T = TEXT.corporate;

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <small id={id} role="alert" className="field-error">
      {text}
    </small>
  ) : null;
}

/** One labelled input of the form, with its hint and the server's error under it. */
function CodeField({
  name,
  label,
  hint,
  error,
  ...input
}: {
  name: string;
  label: string;
  hint?: string;
  error: string | undefined;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = `corporate-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <label className="field" htmlFor={id}>
      <span>{label}</span>
      <input
        {...input}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? <small id={`${id}-hint`}>{hint}</small> : null}
      <FieldError id={`${id}-error`} text={error} />
    </label>
  );
}

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
      const terms = {
        company: String(data.get('company') ?? ''),
        // The end of the chosen day, UTC: the code works all of that day.
        validTo: validTo ? `${validTo}T23:59:59Z` : null,
        maxUses: maxUses ? Number(maxUses) : null,
        productIds: data.getAll('productIds').map(String),
      };
      if (code) {
        await adminRequest(UPDATE_CORPORATE_CODE, { id: code.id, ...terms });
        onCreated(CODE_EDIT_TEXT.saved(code.code));
        return;
      }
      const { createCorporateCode } = await adminRequest<{ createCorporateCode: { code: string } }>(
        CREATE_CORPORATE_CODE,
        { code: String(data.get('code') ?? ''), ...terms },
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
  return (
    <form className="panel stack corporate-form" onSubmit={submit} noValidate aria-labelledby="corporate-new">
      <h2 id="corporate-new">{code ? CODE_EDIT_TEXT.title(code.code) : T.create}</h2>
      <div className="corporate-form-grid">
        {code ? null : (
          <CodeField name="code" label={T.code} hint={T.codeHint} error={errors.code} autoComplete="off" />
        )}
        <CodeField name="company" label={T.company} error={errors.company} defaultValue={code?.company} />
        <CodeField
          name="validTo"
          label={T.validTo}
          error={errors.validTo}
          type="date"
          defaultValue={code?.validTo?.slice(0, 10)}
        />
        <CodeField
          name="maxUses"
          label={T.maxUses}
          error={errors.maxUses}
          type="number"
          min={1}
          step={1}
          defaultValue={code?.maxUses ?? undefined}
        />
      </div>
      <label className="field" htmlFor="corporate-products">
        <span>{T.products}</span>
        <select
          // Mounted again once the products arrive, so an edited code's products are chosen.
          key={products.state.status}
          id="corporate-products"
          name="productIds"
          multiple
          size={8}
          defaultValue={code?.products.map((product) => product.id)}
          aria-invalid={errors.productIds ? true : undefined}
          aria-describedby={['corporate-products-hint', errors.productIds ? 'corporate-productIds-error' : '']
            .join(' ')
            .trim()}
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
