// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, readCartQuantity } from './cart-storage.ts';
import { useCart } from './use-cart.ts';

const price = { amount: 2500, currency: 'EUR' };
const poster = { id: 'poster-1', title: 'Poster', percentageVAT: 21, price, availability: 2 };

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('useCart', () => {
  it('reads a legacy stored cart through the migration', () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        {
          productIds: ['f1'],
          encodings: ['latin'],
          licenses: [{ id: 'desktop', options: [{ id: 'computers', choice: '1' }] }],
        },
      ]),
    );
    const { result } = renderHook(() => useCart());
    expect(result.current.selections).toEqual([
      {
        kind: 'font',
        productIds: ['f1'],
        encodingIds: ['latin'],
        licenses: [{ id: 'desktop', options: [{ name: 'computers', value: '1' }] }],
        selectionIndex: 0,
      },
    ]);
  });

  it('adds, updates, removes by selectionIndex and clears, storing every change', () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.addFontSelection({ productIds: ['f1'], encodingIds: [], licenses: [] }));
    act(() => result.current.addPhysicalSelection({ product: poster, quantity: 1 }));
    expect(result.current.selections.map((s) => [s.kind, s.selectionIndex])).toEqual([
      ['font', 0],
      ['physical', 1],
    ]);
    expect(readCartQuantity()).toBe(2);

    act(() => result.current.updateSelection(1, { quantity: 9 }));
    expect(result.current.selections[1]).toMatchObject({ quantity: 2 });
    expect(readCartQuantity()).toBe(3);

    act(() => result.current.removeSelection(0));
    expect(result.current.selections.map((s) => s.selectionIndex)).toEqual([1]);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toHaveLength(1);

    act(() => result.current.clear());
    expect(result.current.selections).toEqual([]);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('refuses a physical item that is not available and leaves the cart as it was', () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.addPhysicalSelection({ product: poster, quantity: 2 }));
    expect(() => result.current.addPhysicalSelection({ product: poster, quantity: 1 })).toThrow(
      'Product not available',
    );
    expect(result.current.selections).toHaveLength(1);
    expect(result.current.selections[0]).toMatchObject({ quantity: 2 });
  });

  it('follows changes made in another tab (storage event)', () => {
    const { result } = renderHook(() => useCart());
    expect(result.current.selections).toEqual([]);
    act(() => {
      window.localStorage.setItem(
        CART_STORAGE_KEY,
        JSON.stringify([
          { kind: 'font', productIds: ['x'], encodingIds: [], licenses: [], selectionIndex: 4 },
        ]),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(result.current.selections.map((s) => s.selectionIndex)).toEqual([4]);
  });

  it('keeps the same selections array while the stored cart is unchanged', () => {
    const { result, rerender } = renderHook(() => useCart());
    act(() => result.current.addFontSelection({ productIds: ['f1'], encodingIds: [], licenses: [] }));
    const first = result.current.selections;
    rerender();
    expect(result.current.selections).toBe(first);
  });
});
