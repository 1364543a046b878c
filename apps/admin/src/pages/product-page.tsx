import { createColumnHelper } from '@tanstack/react-table';
import { formatDateTime } from '../lib/format.ts';
import { PRODUCT } from '../lib/product-documents.ts';
import type { AdminVariant, ProductDetail, StockMovement } from '../lib/product-types.ts';
import { TEXT } from '../lib/texts.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { DataTable } from '../ui/data-table.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EbookFilePanel, ImagesPanel } from './product-files-panel.tsx';
import { PricingForm } from './product-pricing-form.tsx';
import { PublishPanel, TextsForm } from './product-publishing.tsx';
import { StockAdjustmentForm } from './product-stock-form.tsx';
import { VariantsEditor } from './product-variants-editor.tsx';

const T = TEXT.products;

function movementColumns(variants: AdminVariant[]) {
  const labelOf = new Map(variants.map((variant) => [variant.id, variant.label]));
  const column = createColumnHelper<StockMovement>();
  return [
    column.accessor('at', { header: T.historyColumns.at, cell: (info) => formatDateTime(info.getValue()) }),
    column.accessor((row) => labelOf.get(row.variantId) ?? row.variantId, {
      id: 'variant',
      header: T.historyColumns.variant,
    }),
    column.accessor('delta', {
      header: T.historyColumns.change,
      cell: (info) => (info.getValue() > 0 ? `+${info.getValue()}` : String(info.getValue())),
    }),
    column.accessor('stockAfter', { header: T.historyColumns.after }),
    column.accessor((row) => [T.kinds[row.kind] ?? row.kind, row.reason].filter(Boolean).join(': '), {
      id: 'why',
      header: T.historyColumns.why,
    }),
    column.accessor((row) => row.staffEmail ?? (row.orderId ? T.order(row.orderId) : '–'), {
      id: 'who',
      header: T.historyColumns.who,
      cell: (info) =>
        info.row.original.orderId && !info.row.original.staffEmail ? (
          <a href={`#/orders/${info.row.original.orderId}`}>{info.getValue()}</a>
        ) : (
          info.getValue()
        ),
    }),
  ];
}

/** One product: its price and sale, its variants' stock with the adjustment form, and the history. */
export function ProductPage({ id }: { id: string }) {
  const { state, reload } = useAdminQuery<{ product: ProductDetail }>(PRODUCT, { id });
  return (
    <div className="stack">
      <p>
        <a href="#/products">← {T.back}</a>
      </p>
      <QueryView state={state} retry={reload}>
        {({ product: detail }) => (
          <>
            <h1>{detail.product.title}</h1>
            <p className="subtitle">
              {detail.product.digital ? T.ebooks : detail.product.productType} · /product/{detail.product.url}
            </p>
            <div className="order-layout">
              <div className="stack">
                <PublishPanel product={detail.product} onDone={reload} />
                {detail.product.digital ? (
                  <EbookFilePanel detail={detail} onDone={reload} />
                ) : (
                  <>
                    <VariantsEditor
                      productId={detail.product.id}
                      variants={detail.variants}
                      onDone={reload}
                    />
                    <h2>{T.history}</h2>
                    <p className="subtitle">{T.historyNote}</p>
                    <DataTable
                      caption={T.history}
                      columns={movementColumns(detail.variants)}
                      rows={detail.movements}
                      rowKey={(row) => row.id}
                    />
                  </>
                )}
              </div>
              <div className="stack">
                <PricingForm product={detail.product} onDone={reload} />
                <TextsForm key={detail.product.url} product={detail.product} onDone={reload} />
                <ImagesPanel product={detail.product} onDone={reload} />
                {detail.product.digital ? null : (
                  <StockAdjustmentForm variants={detail.variants} onDone={reload} />
                )}
              </div>
            </div>
          </>
        )}
      </QueryView>
    </div>
  );
}
