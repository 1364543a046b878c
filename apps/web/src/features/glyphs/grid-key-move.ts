/** Where a key moves the active cell of a grid laid out in rows of `columns` cells (ARIA grid pattern). */
export interface GridPosition {
  index: number;
  count: number;
  columns: number;
  /** Rows in view: PageUp and PageDown move by this many. */
  pageRows: number;
}

/**
 * The index a key press moves the active cell to, or undefined for a key the grid does not handle.
 * Arrows move by one cell or row, Home and End to the row's ends (with Ctrl, the grid's), PageUp and
 * PageDown by a screenful of rows; moves stop at the edges (the last row may be short).
 */
export function gridKeyMove(key: string, ctrlKey: boolean, position: GridPosition): number | undefined {
  const { index, count, columns, pageRows } = position;
  if (count === 0) return undefined;
  const last = count - 1;
  const rowStart = index - (index % columns);
  const clamp = (target: number) => Math.min(last, Math.max(0, target));
  switch (key) {
    case 'ArrowRight':
      return clamp(index + 1);
    case 'ArrowLeft':
      return clamp(index - 1);
    case 'ArrowDown':
      return index + columns <= last ? index + columns : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return ctrlKey ? 0 : rowStart;
    case 'End':
      return ctrlKey ? last : Math.min(last, rowStart + columns - 1);
    case 'PageDown': {
      const target = index + pageRows * columns;
      if (target <= last) return target;
      // The same column on the last row that has it.
      const lastRowStart = last - (last % columns);
      const column = index % columns;
      return lastRowStart + column <= last
        ? lastRowStart + column
        : Math.max(index, lastRowStart - columns + column);
    }
    case 'PageUp':
      return index - pageRows * columns >= 0 ? index - pageRows * columns : index % columns;
    default:
      return undefined;
  }
}
