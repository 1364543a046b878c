import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { formatMoney } from '../lib/format.ts';
import {
  ADD_PRODUCT_VARIANT,
  REMOVE_PRODUCT_VARIANT,
  RENAME_PRODUCT_VARIANT,
} from '../lib/product-documents.ts';
import { PRODUCT_EDITING_TEXT as T } from '../lib/product-editing-texts.ts';
import type { AdminVariant } from '../lib/product-types.ts';
import { TEXT } from '../lib/texts.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { DataTable } from '../ui/data-table.tsx';
import { FieldMessage, FormField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';

type Write = ReturnType<typeof useFormWrite>;

/** One variant's label as a small form, and its removal (not for an ordered one). */
function VariantActions({ variant, write }: { variant: AdminVariant; write: Write }) {
  const [label, setLabel] = useState(variant.label);
  const id = `variant-${variant.id}`;
  function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void write.run(RENAME_PRODUCT_VARIANT, { variantId: variant.id, label }, T.renamed);
  }
  return (
    <form className="variant-actions" onSubmit={rename} noValidate>
      <label className="visually-hidden" htmlFor={id}>
        {T.renameOf(variant.label)}
      </label>
      <input id={id} value={label} maxLength={60} onChange={(event) => setLabel(event.target.value)} />
      <button type="submit" className="button button-quiet" disabled={write.busy || label === variant.label}>
        {T.rename}
      </button>
      {variant.ordered ? (
        <span>{T.ordered}</span>
      ) : (
        <button
          type="button"
          className="button button-quiet"
          aria-label={T.removeVariant(variant.label)}
          disabled={write.busy}
          onClick={() => {
            if (window.confirm(T.removeConfirm(variant.label)))
              void write.run(
                REMOVE_PRODUCT_VARIANT,
                { variantId: variant.id },
                T.variantRemoved(variant.label),
              );
          }}
        >
          {T.remove}
        </button>
      )}
    </form>
  );
}

const column = createColumnHelper<AdminVariant>();

/** The variants with their stock and own price, each renamed or removed in its row; a new one below. */
export function VariantsEditor({
  productId,
  variants,
  onDone,
}: {
  productId: string;
  variants: AdminVariant[];
  onDone: () => void;
}) {
  const rows = useFormWrite({ onDone });
  const adding = useFormWrite({ onDone });
  const columns = [
    column.accessor('label', { header: TEXT.products.variantColumns.label }),
    column.accessor('stock', {
      header: TEXT.products.variantColumns.stock,
      cell: (info) => <span data-testid={`stock-${info.row.original.id}`}>{info.getValue()}</span>,
    }),
    column.accessor('priceAmount', {
      header: TEXT.products.variantColumns.price,
      cell: (info) => {
        const amount = info.getValue();
        return amount === null ? '–' : formatMoney({ amount, currency: 'EUR' });
      },
    }),
    column.display({
      id: 'edit',
      header: T.rename,
      cell: (info) => (
        <VariantActions key={info.row.original.label} variant={info.row.original} write={rows} />
      ),
    }),
  ];
  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const label = String(new FormData(element).get('label') ?? '').trim();
    if (await adding.run(ADD_PRODUCT_VARIANT, { productId, label }, T.variantAdded(label))) element.reset();
  }
  return (
    <div className="stack">
      <h2>{TEXT.products.variants}</h2>
      <OutcomeNote outcome={rows.outcome} />
      <FieldMessage id="variant-label-error" message={rows.fieldErrors.label} />
      <DataTable
        caption={TEXT.products.variants}
        columns={columns}
        rows={variants}
        rowKey={(row) => row.id}
      />
      <form className="variant-add" onSubmit={add} noValidate aria-label={T.addVariant}>
        <FormField
          id="new-variant"
          name="label"
          label={T.newVariant}
          error={adding.fieldErrors.label}
          maxLength={60}
        />
        <button
          type="submit"
          className="button button-secondary"
          disabled={adding.busy}
          aria-busy={adding.busy}
        >
          {T.addVariant}
        </button>
      </form>
      <OutcomeNote outcome={adding.outcome} />
    </div>
  );
}
