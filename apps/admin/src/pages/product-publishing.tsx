import type { FormEvent } from 'react';
import { formatDateTime } from '../lib/format.ts';
import { SET_PRODUCT_PUBLISHED, UPDATE_PRODUCT_TEXTS } from '../lib/product-documents.ts';
import { PRODUCT_EDITING_TEXT as T } from '../lib/product-editing-texts.ts';
import type { AdminProduct } from '../lib/product-types.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { FormField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';

/** Whether the shop shows the product, and the switch; a new product's outcome is handed over here. */
export function PublishPanel({ product, onDone }: { product: AdminProduct; onDone: () => void }) {
  const write = useFormWrite({ receivesHandOver: true, onDone });
  const published = product.publishedAt !== null;
  return (
    <section className="panel stack" aria-labelledby="publish-title">
      <h2 id="publish-title">{T.publishing}</h2>
      <p>{published ? T.publishedSince(formatDateTime(product.publishedAt)) : T.notPublished}</p>
      {published ? <p>{`${T.publicPage}: /product/${product.url}`}</p> : null}
      <OutcomeNote outcome={write.outcome} />
      <button
        type="button"
        className={published ? 'button button-secondary' : 'button button-primary'}
        disabled={write.busy}
        aria-busy={write.busy}
        onClick={() =>
          void write.run(
            SET_PRODUCT_PUBLISHED,
            { productId: product.id, published: !published },
            published ? T.unpublished : T.published,
          )
        }
      >
        {published ? T.unpublish : T.publish}
      </button>
    </section>
  );
}

/** The title, public address and description. */
export function TextsForm({ product, onDone }: { product: AdminProduct; onDone: () => void }) {
  const write = useFormWrite({ onDone });
  const errors = write.fieldErrors;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void write.run(
      UPDATE_PRODUCT_TEXTS,
      {
        productId: product.id,
        title: String(form.get('title') ?? ''),
        url: String(form.get('url') ?? ''),
        body: String(form.get('body') ?? ''),
      },
      T.textsSaved,
    );
  }
  return (
    <form className="panel stack" onSubmit={submit} aria-labelledby="texts-title" noValidate>
      <h2 id="texts-title">{T.texts}</h2>
      <FormField
        id="texts-title-field"
        name="title"
        label={T.title}
        error={errors.title}
        defaultValue={product.title}
      />
      <FormField
        id="texts-url"
        name="url"
        label={T.url}
        hint={T.urlHint}
        error={errors.url}
        defaultValue={product.url}
      />
      <FormField id="texts-body" label={T.body} error={errors.body}>
        {(wiring) => <textarea {...wiring} name="body" rows={6} defaultValue={product.body} />}
      </FormField>
      <OutcomeNote outcome={write.outcome} />
      <button type="submit" className="button button-primary" disabled={write.busy} aria-busy={write.busy}>
        {T.saveTexts}
      </button>
    </form>
  );
}
