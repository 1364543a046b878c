import { type FormEvent, useState } from 'react';
import { centsOf } from '../lib/format.ts';
import { CREATE_PRODUCT } from '../lib/product-documents.ts';
import { PRODUCT_EDITING_TEXT as T } from '../lib/product-editing-texts.ts';
import { TEXT } from '../lib/texts.ts';
import { handOverOutcome, useFormWrite } from '../lib/use-form-write.ts';
import { go } from '../lib/use-route.ts';
import { FormField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';

const TYPES = ['BOOK', 'POSTER', 'TOTE', 'TSHIRT'] as const;

/** A new physical product or e-book, saved unpublished; its page opens for images and publishing. */
export function ProductNewPage() {
  const [digital, setDigital] = useState(false);
  const write = useFormWrite();
  const errors = write.fieldErrors;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const priceAmount = centsOf(String(form.get('price') ?? ''));
    if (priceAmount === null) {
      write.refuse({ priceAmount: TEXT.products.amountInvalid });
      return;
    }
    const created = await write.run<{ createProduct: { id: string; title: string } }>(
      CREATE_PRODUCT,
      {
        digital,
        productType: digital ? 'BOOK' : String(form.get('productType') ?? ''),
        title: String(form.get('title') ?? ''),
        url: String(form.get('url') ?? ''),
        body: String(form.get('body') ?? ''),
        priceAmount,
        variants: digital
          ? []
          : String(form.get('variants') ?? '')
              .split(',')
              .map((label) => label.trim())
              .filter(Boolean),
      },
      (data) => T.created(data.createProduct.title),
    );
    if (!created) return;
    handOverOutcome({ kind: 'done', text: T.created(created.createProduct.title) });
    go(`/products/${created.createProduct.id}`);
  }
  return (
    <div className="stack">
      <p>
        <a href="#/products">← {TEXT.products.back}</a>
      </p>
      <h1>{T.newTitle}</h1>
      <p>{T.newIntro}</p>
      <form className="panel stack" onSubmit={submit} noValidate aria-label={T.newTitle}>
        <FormField id="new-kind" label={T.kind}>
          {(wiring) => (
            <select
              {...wiring}
              value={digital ? 'ebook' : 'physical'}
              onChange={(e) => setDigital(e.target.value === 'ebook')}
            >
              <option value="physical">{T.physical}</option>
              <option value="ebook">{T.ebook}</option>
            </select>
          )}
        </FormField>
        {digital ? null : (
          <FormField id="new-type" label={T.productType} error={errors.productType}>
            {(wiring) => (
              <select {...wiring} name="productType" defaultValue="POSTER">
                {TYPES.map((type) => (
                  <option key={type} value={type}>
                    {T.productTypes[type]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <FormField
          id="new-title"
          name="title"
          label={T.title}
          error={errors.title}
          maxLength={200}
          required
        />
        <FormField
          id="new-url"
          name="url"
          label={T.url}
          hint={T.urlHint}
          error={errors.url}
          maxLength={100}
          required
        />
        <FormField id="new-body" label={T.body} error={errors.body}>
          {(wiring) => <textarea {...wiring} name="body" rows={5} maxLength={20000} />}
        </FormField>
        <FormField
          id="new-price"
          name="price"
          label={T.price}
          error={errors.priceAmount}
          inputMode="decimal"
          required
        />
        {digital ? null : (
          <FormField
            id="new-variants"
            name="variants"
            label={T.variants}
            hint={T.variantsHint}
            error={errors.variants}
            defaultValue="A2"
          />
        )}
        <OutcomeNote outcome={write.outcome} />
        <button type="submit" className="button button-primary" disabled={write.busy} aria-busy={write.busy}>
          {T.create}
        </button>
      </form>
    </div>
  );
}
