import type { CartPhysicalProduct, CartPhysicalVariant } from './cart-selection.ts';

/** A physical product as a product page would hand it to the cart (tests only). */
export function physicalProduct(overrides: Partial<CartPhysicalProduct> = {}): CartPhysicalProduct {
  return {
    id: 'book-1',
    title: 'Type Specimen',
    percentageVAT: 9,
    price: { amount: 3500, currency: 'EUR' },
    availability: 3,
    ...overrides,
  };
}

export function variant(overrides: Partial<CartPhysicalVariant> = {}): CartPhysicalVariant {
  return { id: 'size-m', label: 'M', availability: 2, ...overrides };
}
