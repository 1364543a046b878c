import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { PRICE_LIST } from '../lib/documents.ts';
import { TEXT } from '../lib/texts.ts';
import type { FontProductPrice, PriceList } from '../lib/types.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { go } from '../lib/use-route.ts';
import { DataTable } from '../ui/data-table.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { PriceEditor } from './price-editor.tsx';

const column = createColumnHelper<FontProductPrice>();

function priceColumns(onSaved: (text: string) => void) {
  return [
    column.accessor('title', {
      header: TEXT.prices.columns.product,
      cell: (cell) => {
        const { styleTitle, encodingTitle } = cell.row.original;
        const detail = [styleTitle, encodingTitle].filter(Boolean).join(' · ');
        return (
          <>
            {cell.getValue()}
            {detail ? <small className="muted-line">{detail}</small> : null}
          </>
        );
      },
    }),
    column.accessor('kind', {
      header: TEXT.prices.columns.kind,
      cell: (cell) => TEXT.prices.kinds[cell.getValue()] ?? cell.getValue(),
    }),
    column.display({
      id: 'price',
      header: TEXT.prices.columns.price,
      cell: (cell) => <PriceEditor product={cell.row.original} onSaved={onSaved} />,
    }),
  ];
}

/** Catalogue staff set each font product's base price; one family at a time, then the bundles. */
export function PricesPage({ familyUrl }: { familyUrl: string | undefined }) {
  const { state, reload } = useAdminQuery<{ priceList: PriceList }>(PRICE_LIST);
  const [saved, setSaved] = useState<string | null>(null);
  const onSaved = (text: string) => {
    setSaved(text);
    reload();
  };
  const columns = priceColumns(onSaved);
  return (
    <>
      <h1>{TEXT.prices.title}</h1>
      <p>{TEXT.prices.intro}</p>
      <p role="status" className={saved ? 'notice notice-done' : 'visually-hidden'}>
        {saved}
      </p>
      <QueryView state={state} retry={reload}>
        {({ priceList }) => {
          const family = priceList.families.find((f) => f.url === familyUrl) ?? priceList.families[0];
          return (
            <div className="stack">
              {family ? (
                <>
                  {/* The select sits beside its label, not in it: a label's text would take in every option. */}
                  <div className="field price-family">
                    <label htmlFor="price-family">
                      <span>{TEXT.prices.family}</span>
                    </label>
                    <select
                      id="price-family"
                      value={family.url}
                      onChange={(event) => go(`/prices/${event.target.value}`)}
                    >
                      {priceList.families.map((f) => (
                        <option key={f.id} value={f.url}>
                          {f.title}
                        </option>
                      ))}
                    </select>
                  </div>
                  <DataTable
                    key={family.id}
                    caption={family.title}
                    columns={columns}
                    rows={family.products}
                    rowKey={(row) => row.id}
                  />
                </>
              ) : (
                <p>{TEXT.empty}</p>
              )}
              <h2 className="subtitle">{TEXT.prices.bundles}</h2>
              <DataTable
                caption={TEXT.prices.bundles}
                columns={columns}
                rows={priceList.bundles}
                rowKey={(row) => row.id}
              />
            </div>
          );
        }}
      </QueryView>
    </>
  );
}
