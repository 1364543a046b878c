import type { PhysicalProductVariantRow } from '../../repositories/physical-product-repository.ts';

/** Items in stock across a product's variants: what the product can sell at most. */
export function totalAvailability(variants: PhysicalProductVariantRow[]): number {
  return variants.reduce((sum, variant) => sum + variant.stock, 0);
}
