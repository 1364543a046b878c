import { variantAvailability } from '@foundry/domain';
import type { PhysicalProductVariantRow } from '../../repositories/physical-product-repository.ts';

/** Items available across a product's variants: what the product can sell at most (a digital one: 1). */
export function totalAvailability(
  product: { digital: boolean },
  variants: PhysicalProductVariantRow[],
): number {
  return variants.reduce((sum, variant) => sum + variantAvailability(product, variant), 0);
}
