import { describe, expect, it } from 'vitest';
import { addPhysicalSelection } from './add-physical-selection.ts';
import { nextSelectionIndex } from './next-selection-index.ts';
import { removeSelection } from './remove-selection.ts';
import { physicalProduct } from './test-fixtures.ts';

describe('removeSelection and nextSelectionIndex', () => {
  it('removes exactly the line with that selectionIndex', () => {
    let cart = addPhysicalSelection([], { product: physicalProduct({ id: 'a' }), quantity: 1 });
    cart = addPhysicalSelection(cart, { product: physicalProduct({ id: 'b' }), quantity: 1 });
    cart = addPhysicalSelection(cart, { product: physicalProduct({ id: 'c' }), quantity: 1 });
    const left = removeSelection(cart, 1);
    expect(left.map((s) => s.selectionIndex)).toEqual([0, 2]);
    expect(removeSelection(left, 7)).toEqual(left);
  });

  it('never reuses an index that is still taken, even after removals', () => {
    expect(nextSelectionIndex([])).toBe(0);
    expect(nextSelectionIndex([{ selectionIndex: 0 }, { selectionIndex: 2 }])).toBe(3);
    expect(nextSelectionIndex([{ selectionIndex: 5 }, { selectionIndex: 1 }])).toBe(6);
  });
});
