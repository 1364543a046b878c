import type { FormEvent } from 'react';
import { REMOVE_PRODUCT_IMAGE } from '../lib/product-documents.ts';
import { PRODUCT_EDITING_TEXT as T } from '../lib/product-editing-texts.ts';
import type { AdminProduct, ProductDetail } from '../lib/product-types.ts';
import { TEXT } from '../lib/texts.ts';
import { UPLOAD_PATHS, uploadForm } from '../lib/upload-form.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { FormField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';

type Write = ReturnType<typeof useFormWrite>;

/** Sends the form's file to the product's upload; the form is emptied when it was taken. */
async function upload(
  write: Write,
  event: FormEvent<HTMLFormElement>,
  fields: Record<string, string>,
  done: string,
) {
  event.preventDefault();
  const element = event.currentTarget;
  const form = new FormData(element);
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) {
    write.refuse({ file: T.chooseFile });
    return;
  }
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (await write.send(() => uploadForm(UPLOAD_PATHS.productFile, form), done)) element.reset();
}

/** The product's images (the first is its cover), one upload at a time, each removable. */
export function ImagesPanel({ product, onDone }: { product: AdminProduct; onDone: () => void }) {
  const write = useFormWrite({ onDone });
  const errors = write.fieldErrors;
  return (
    <section className="panel stack" aria-labelledby="images-title">
      <h2 id="images-title">{T.images}</h2>
      {product.images.length === 0 ? <p>{T.noImages}</p> : null}
      <ul className="product-images">
        {product.images.map((image, index) => (
          <li key={image.key}>
            <img src={image.url} alt={image.alt} width={image.width} height={image.height} loading="lazy" />
            <span>
              {image.alt}
              {index === 0 ? ` (${T.cover})` : ''}
            </span>
            <button
              type="button"
              className="button button-quiet"
              aria-label={T.removeImage(image.alt)}
              disabled={write.busy}
              onClick={() =>
                void write.run(
                  REMOVE_PRODUCT_IMAGE,
                  { productId: product.id, key: image.key },
                  T.imageRemoved,
                )
              }
            >
              {T.remove}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="stack"
        noValidate
        aria-label={T.upload}
        onSubmit={(event) => void upload(write, event, { productId: product.id, kind: 'image' }, T.uploaded)}
      >
        <FormField
          id="image-file"
          name="file"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          label={T.image}
          error={errors.file}
        />
        <FormField id="image-alt" name="alt" label={T.alt} error={errors.alt} maxLength={300} />
        <OutcomeNote outcome={write.outcome} />
        <button
          type="submit"
          className="button button-secondary"
          disabled={write.busy}
          aria-busy={write.busy}
        >
          {T.upload}
        </button>
      </form>
    </section>
  );
}

/** The e-book's PDF: what is stored, and a new one to replace it. */
export function EbookFilePanel({ detail, onDone }: { detail: ProductDetail; onDone: () => void }) {
  const write = useFormWrite({ onDone });
  const file = detail.ebookFile;
  return (
    <form
      className="panel stack"
      noValidate
      aria-labelledby="file-title"
      onSubmit={(event) =>
        void upload(write, event, { productId: detail.product.id, kind: 'ebook' }, T.pdfUploaded)
      }
    >
      <h2 id="file-title">{TEXT.products.file}</h2>
      <p>
        {file
          ? TEXT.products.fileLine(file.fileName, `${Math.ceil(file.byteSize / 1024)} kB`)
          : TEXT.products.noFile}
      </p>
      <FormField
        id="ebook-file"
        name="file"
        type="file"
        accept="application/pdf"
        label={T.pdf}
        error={write.fieldErrors.file}
      />
      <OutcomeNote outcome={write.outcome} />
      <button type="submit" className="button button-secondary" disabled={write.busy} aria-busy={write.busy}>
        {T.upload}
      </button>
    </form>
  );
}
