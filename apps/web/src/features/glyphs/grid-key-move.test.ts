import { describe, expect, it } from 'vitest';
import { gridKeyMove } from './grid-key-move.ts';

// 25 cells in rows of 10: 0–9, 10–19, 20–24 (a short last row); 2 rows in view.
const at = (index: number) => ({ index, count: 25, columns: 10, pageRows: 2 });

describe('gridKeyMove', () => {
  it('moves by one cell with the side arrows and stops at the ends of the list', () => {
    expect(gridKeyMove('ArrowRight', false, at(9))).toBe(10);
    expect(gridKeyMove('ArrowLeft', false, at(10))).toBe(9);
    expect(gridKeyMove('ArrowLeft', false, at(0))).toBe(0);
    expect(gridKeyMove('ArrowRight', false, at(24))).toBe(24);
  });

  it('moves by a row with the up and down arrows, staying put where no cell is', () => {
    expect(gridKeyMove('ArrowDown', false, at(3))).toBe(13);
    expect(gridKeyMove('ArrowDown', false, at(14))).toBe(24);
    expect(gridKeyMove('ArrowDown', false, at(17))).toBe(17);
    expect(gridKeyMove('ArrowUp', false, at(13))).toBe(3);
    expect(gridKeyMove('ArrowUp', false, at(3))).toBe(3);
  });

  it('goes to the ends of the row with Home and End, of the grid with Ctrl', () => {
    expect(gridKeyMove('Home', false, at(14))).toBe(10);
    expect(gridKeyMove('End', false, at(14))).toBe(19);
    expect(gridKeyMove('End', false, at(21))).toBe(24);
    expect(gridKeyMove('Home', true, at(14))).toBe(0);
    expect(gridKeyMove('End', true, at(3))).toBe(24);
  });

  it('moves by the rows in view with PageUp and PageDown, keeping the column where it can', () => {
    expect(gridKeyMove('PageDown', false, at(3))).toBe(23);
    expect(gridKeyMove('PageDown', false, at(8))).toBe(18);
    expect(gridKeyMove('PageUp', false, at(23))).toBe(3);
    expect(gridKeyMove('PageUp', false, at(13))).toBe(3);
  });

  it('leaves other keys to the page', () => {
    expect(gridKeyMove('a', false, at(3))).toBeUndefined();
    expect(gridKeyMove('Tab', false, at(3))).toBeUndefined();
  });
});
