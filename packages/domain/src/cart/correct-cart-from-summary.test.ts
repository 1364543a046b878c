import { describe, expect, it } from 'vitest';
import { addPhysicalSelection } from './add-physical-selection.ts';
import type { CartSelection } from './cart-selection.ts';
import { correctCartFromSummary } from './correct-cart-from-summary.ts';
import { physicalProduct } from './test-fixtures.ts';

const font: CartSelection = {
  kind: 'font',
  productIds: ['f'],
  encodingIds: [],
  licenses: [],
  selectionIndex: 0,
};
const cart = addPhysicalSelection([font], { product: physicalProduct({ availability: 5 }), quantity: 4 });

describe('correctCartFromSummary', () => {
  it('reports no change when the summary matches', () => {
    const result = correctCartFromSummary(cart, [
      { selectionIndex: 0, quantity: 1 },
      { selectionIndex: 1, quantity: 4 },
    ]);
    expect(result.changed).toBe(false);
    expect(result.selections).toEqual(cart);
  });

  it('takes the corrected quantity of a physical line', () => {
    const result = correctCartFromSummary(cart, [
      { selectionIndex: 0, quantity: 1 },
      { selectionIndex: 1, quantity: 2 },
    ]);
    expect(result.changed).toBe(true);
    expect(result.selections[1]).toMatchObject({ quantity: 2 });
  });

  it('removes lines the summary no longer has or has at zero', () => {
    expect(correctCartFromSummary(cart, [{ selectionIndex: 1, quantity: 4 }]).selections).toHaveLength(1);
    const result = correctCartFromSummary(cart, [
      { selectionIndex: 0, quantity: 1 },
      { selectionIndex: 1, quantity: 0 },
    ]);
    expect(result.changed).toBe(true);
    expect(result.selections.map((s) => s.kind)).toEqual(['font']);
  });
});
