import { DEFAULT_PAGE_SIZE, PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import type { Page } from '@foundry/domain/paging/page';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import { toPage } from '@foundry/domain/paging/to-page';
import type {
  PhysicalProductRepository,
  PhysicalProductRow,
  PhysicalProductSort,
  PhysicalProductType,
} from '../../repositories/physical-product-repository.ts';

export interface ReadPhysicalProductsArgs {
  productType?: PhysicalProductType | null | undefined;
  url?: string | null | undefined;
  categories?: readonly string[] | null | undefined;
  publishers?: readonly string[] | null | undefined;
  languages?: readonly string[] | null | undefined;
  sortBy?: PhysicalProductSort | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}

/** Shop listings: newest first unless the visitor chose another order (docs/routes.md). */
export const DEFAULT_PHYSICAL_PRODUCT_SORT: PhysicalProductSort = 'NEWEST';

export async function readPhysicalProducts(
  products: PhysicalProductRepository,
  args: ReadPhysicalProductsArgs,
): Promise<Page<PhysicalProductRow>> {
  const paging = resolvePaging(args, {
    defaultPageSize: DEFAULT_PAGE_SIZE,
    maxPageSize: PAGE_SIZE.comparePicker,
  });
  const rows = await products.findMany(
    {
      productType: args.productType ?? undefined,
      url: args.url ?? undefined,
      categories: args.categories ?? undefined,
      publishers: args.publishers ?? undefined,
      languages: args.languages ?? undefined,
    },
    args.sortBy ?? DEFAULT_PHYSICAL_PRODUCT_SORT,
    paging.offset,
    paging.limit,
  );
  return toPage(rows, paging);
}
