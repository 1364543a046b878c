import { type Db, physicalProducts, physicalProductVariants } from '@foundry/db';
import { and, arrayOverlaps, asc, desc, eq, inArray, type SQL, sql } from '@foundry/db/orm';

export type PhysicalProductRow = typeof physicalProducts.$inferSelect;
export type PhysicalProductVariantRow = typeof physicalProductVariants.$inferSelect;
export type PhysicalProductType = PhysicalProductRow['productType'];
export type PhysicalProductSort = 'A_Z' | 'Z_A' | 'OLDEST' | 'NEWEST';

export interface PhysicalProductFilter {
  productType?: PhysicalProductType | undefined;
  url?: string | undefined;
  /** Any of the listed values matches. */
  categories?: readonly string[] | undefined;
  publishers?: readonly string[] | undefined;
  languages?: readonly string[] | undefined;
}

// "Date" of a product: when it was published, or last changed for unpublished drafts.
const productDate = sql`coalesce(${physicalProducts.publishedAt}, ${physicalProducts.updatedAt})`;

function orderFor(sort: PhysicalProductSort): SQL[] {
  switch (sort) {
    case 'A_Z':
      return [asc(physicalProducts.title), asc(physicalProducts.id)];
    case 'Z_A':
      return [desc(physicalProducts.title), desc(physicalProducts.id)];
    case 'OLDEST':
      return [asc(productDate), asc(physicalProducts.id)];
    case 'NEWEST':
      return [desc(productDate), desc(physicalProducts.id)];
  }
}

export function createPhysicalProductRepository(db: Db) {
  return {
    async findMany(
      filter: PhysicalProductFilter,
      sort: PhysicalProductSort,
      offset: number,
      limit: number,
    ): Promise<PhysicalProductRow[]> {
      const conditions: SQL[] = [];
      if (filter.productType) conditions.push(eq(physicalProducts.productType, filter.productType));
      if (filter.url !== undefined) conditions.push(eq(physicalProducts.url, filter.url));
      if (filter.categories?.length)
        conditions.push(arrayOverlaps(physicalProducts.categories, [...filter.categories]));
      if (filter.publishers?.length)
        conditions.push(arrayOverlaps(physicalProducts.publishers, [...filter.publishers]));
      if (filter.languages?.length)
        conditions.push(arrayOverlaps(physicalProducts.languages, [...filter.languages]));
      return db
        .select()
        .from(physicalProducts)
        .where(and(...conditions))
        .orderBy(...orderFor(sort))
        .offset(offset)
        .limit(limit);
    },

    async variantsOf(productIds: readonly number[]): Promise<PhysicalProductVariantRow[]> {
      return db
        .select()
        .from(physicalProductVariants)
        .where(inArray(physicalProductVariants.physicalProductId, [...productIds]))
        .orderBy(asc(physicalProductVariants.sort), asc(physicalProductVariants.id));
    },
  };
}

export type PhysicalProductRepository = ReturnType<typeof createPhysicalProductRepository>;
