import { type Db, physicalProducts, physicalProductVariants } from '@foundry/db';
import { and, arrayOverlaps, asc, desc, eq, inArray, type SQL, sql } from '@foundry/db/orm';

export type PhysicalProductRow = typeof physicalProducts.$inferSelect;
export type PhysicalProductVariantRow = typeof physicalProductVariants.$inferSelect;
export type PhysicalProductType = PhysicalProductRow['productType'];
export type PhysicalProductSort = 'A_Z' | 'Z_A' | 'OLDEST' | 'NEWEST';

/** The distinct categories, publishers and languages of a listing, each sorted. */
export interface PhysicalProductFacets {
  categories: string[];
  publishers: string[];
  languages: string[];
}

type FacetName = keyof PhysicalProductFacets;

export interface PhysicalProductFilter {
  productType?: PhysicalProductType | undefined;
  url?: string | undefined;
  /** Only these products (search hits). */
  ids?: readonly number[] | undefined;
  /** Any of the listed values matches. */
  categories?: readonly string[] | undefined;
  publishers?: readonly string[] | undefined;
  languages?: readonly string[] | undefined;
}

/** Products the shop lists and sells: published, and not in the future (staff publish them, docs/products.md). */
export const publishedPhysicalProduct = sql`(${physicalProducts.publishedAt} is not null and ${physicalProducts.publishedAt} <= now())`;

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
      const conditions: SQL[] = [publishedPhysicalProduct];
      if (filter.productType) conditions.push(eq(physicalProducts.productType, filter.productType));
      if (filter.url !== undefined) conditions.push(eq(physicalProducts.url, filter.url));
      if (filter.ids !== undefined) conditions.push(inArray(physicalProducts.id, [...filter.ids]));
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

    /** One statement: the distinct values of the three array columns, tagged and unioned. */
    async facetValues(productType: PhysicalProductType | undefined): Promise<PhysicalProductFacets> {
      const where = and(
        publishedPhysicalProduct,
        productType ? eq(physicalProducts.productType, productType) : undefined,
      );
      const facet = (name: FacetName) =>
        db
          .selectDistinct({
            facet: sql<FacetName>`${name}::text`.as('facet'),
            value: sql<string>`unnest(${physicalProducts[name]})`.as('value'),
          })
          .from(physicalProducts)
          .where(where);
      const rows = await facet('categories').union(facet('publishers')).union(facet('languages'));
      const facets: PhysicalProductFacets = { categories: [], publishers: [], languages: [] };
      for (const row of rows) if (row.value) facets[row.facet].push(row.value);
      for (const values of Object.values(facets))
        values.sort((a: string, b: string) => a.localeCompare(b, 'en'));
      return facets;
    },

    async findById(id: number): Promise<PhysicalProductRow | null> {
      const rows = await db.select().from(physicalProducts).where(eq(physicalProducts.id, id)).limit(1);
      return rows[0] ?? null;
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
