// biome-ignore-all lint/a11y/noRedundantRoles: on a phone CSS displays the table's parts as blocks, which drops their implicit roles in some browsers; the explicit ones keep it a table.
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { TEXT } from '../lib/texts.ts';

/**
 * A table of rows with a caption, read by screen readers as a table. On a phone each row becomes a card
 * of "column: value" lines (admin.css), so no table scrolls sideways.
 */
const columnLabel = (header: unknown) => (typeof header === 'string' ? header : undefined);

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  // biome-ignore lint/suspicious/noExplicitAny: the column helper types each column by its own value (TanStack's advice)
  columns: ColumnDef<Row, any>[];
  rows: Row[];
  rowKey: (row: Row) => string;
}) {
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getRowId: rowKey });
  return (
    <section className="table-scroll" aria-label={caption}>
      <table className="data-table data-table-cards" role="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} role="row">
              {group.headers.map((header) => (
                <th key={header.id} scope="col" role="columnheader">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody role="rowgroup">
          {table.getRowModel().rows.length === 0 ? (
            <tr role="row">
              <td colSpan={columns.length} role="cell">
                {TEXT.empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} role="row">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} role="cell" data-label={columnLabel(cell.column.columnDef.header)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
