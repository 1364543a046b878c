import type {
  PhysicalProductFacets,
  PhysicalProductRepository,
  PhysicalProductType,
} from '../../repositories/physical-product-repository.ts';

/**
 * The filter bar of a shop listing: the categories, publishers and languages its products carry
 * (every product when no type is given, as on /products), each list sorted and without repeats.
 */
export function readPhysicalProductsFilter(
  products: PhysicalProductRepository,
  args: { productType?: PhysicalProductType | null | undefined },
): Promise<PhysicalProductFacets> {
  return products.facetValues(args.productType ?? undefined);
}
