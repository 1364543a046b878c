import { addresses, type Db, physicalProducts, physicalProductVariants, products, users } from '@foundry/db';
import { and, asc, eq, inArray } from '@foundry/db/orm';
import {
  type PhysicalProductRow,
  type PhysicalProductVariantRow,
  publishedPhysicalProduct,
} from './physical-product-repository.ts';

export interface PhysicalProductWithVariants {
  product: PhysicalProductRow;
  variants: PhysicalProductVariantRow[];
}

/** Where a signed-in buyer is taxed: the default address, else the profile's own address fields. */
export interface BuyerTaxAddress {
  countryCode: string | null;
  vatNumber: string | null;
}

/** The reads the cart summary needs, each one statement whatever the cart's size. */
export function createCartRepository(db: Db) {
  return {
    /** The published physical products of the ids (unknown and unpublished ids left out) with their variants in display order. */
    async physicalProductsWithVariants(
      productIds: readonly number[],
    ): Promise<PhysicalProductWithVariants[]> {
      if (productIds.length === 0) return [];
      const rows = await db
        .select({ product: physicalProducts, variant: physicalProductVariants })
        .from(physicalProducts)
        .leftJoin(physicalProductVariants, eq(physicalProductVariants.physicalProductId, physicalProducts.id))
        .where(and(inArray(physicalProducts.id, [...new Set(productIds)]), publishedPhysicalProduct))
        .orderBy(
          asc(physicalProducts.id),
          asc(physicalProductVariants.sort),
          asc(physicalProductVariants.id),
        );
      const byId = new Map<number, PhysicalProductWithVariants>();
      for (const { product, variant } of rows) {
        let entry = byId.get(product.id);
        if (!entry) {
          entry = { product, variants: [] };
          byId.set(product.id, entry);
        }
        if (variant) entry.variants.push(variant);
      }
      return [...byId.values()];
    },

    /** Which of the ids are published physical products: a font line naming one is a mix-up, not an unknown id. */
    async physicalProductIdsAmong(productIds: readonly number[]): Promise<Set<number>> {
      if (productIds.length === 0) return new Set();
      const rows = await db
        .select({ id: physicalProducts.id })
        .from(physicalProducts)
        .where(and(inArray(physicalProducts.id, [...new Set(productIds)]), publishedPhysicalProduct));
      return new Set(rows.map((row) => row.id));
    },

    /** Which of the ids are font products (FAMILY, FONT, …): a physical line naming one is a mix-up, not an unknown id. */
    async fontProductIdsAmong(productIds: readonly number[]): Promise<Set<number>> {
      if (productIds.length === 0) return new Set();
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, [...new Set(productIds)]));
      return new Set(rows.map((row) => row.id));
    },

    async buyerTaxAddress(userId: number): Promise<BuyerTaxAddress | null> {
      const rows = await db
        .select({
          profileCountry: users.countryCode,
          profileVatNumber: users.vatNumber,
          addressCountry: addresses.countryCode,
          addressVatNumber: addresses.vatNumber,
        })
        .from(users)
        .leftJoin(addresses, and(eq(addresses.userId, users.id), eq(addresses.isDefault, true)))
        .where(eq(users.id, userId))
        .limit(1);
      const row = rows[0];
      if (!row) return null;
      if (row.addressCountry) return { countryCode: row.addressCountry, vatNumber: row.addressVatNumber };
      return { countryCode: row.profileCountry, vatNumber: row.profileVatNumber };
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
