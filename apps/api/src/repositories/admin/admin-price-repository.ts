import { type Db, encodings, families, products, styles } from '@foundry/db';
import { asc, eq, sql } from '@foundry/db/orm';

/** A font product as the back office's price list shows it. */
export interface PricedProductRow {
  id: number;
  kind: string;
  title: string;
  familyId: number | null;
  styleTitle: string | null;
  encodingTitle: string | null;
  priceAmount: number;
  oldPriceAmount: number | null;
  currency: string;
}

export interface PricedFamilyRow {
  id: number;
  url: string;
  title: string;
}

const pricedProductColumns = {
  id: products.id,
  kind: sql<string>`${products.kind}::text`,
  title: products.title,
  familyId: products.familyId,
  styleTitle: styles.title,
  encodingTitle: encodings.title,
  priceAmount: products.priceAmount,
  oldPriceAmount: products.oldPriceAmount,
  currency: products.currency,
};

/** Font products and their base prices, for staff (docs/back-office.md, "Catalogue prices"). */
export function createAdminPriceRepository(db: Db) {
  return {
    async families(): Promise<PricedFamilyRow[]> {
      return db
        .select({ id: families.id, url: families.url, title: families.title })
        .from(families)
        .orderBy(asc(families.sort), asc(families.title));
    },

    /** Every font product (FONT, FAMILY, COLLECTION, SUITE), families' products in catalogue order. */
    async products(): Promise<PricedProductRow[]> {
      return db
        .select(pricedProductColumns)
        .from(products)
        .leftJoin(styles, eq(styles.id, products.styleId))
        .leftJoin(encodings, eq(encodings.id, products.encodingId))
        .orderBy(asc(products.kind), asc(products.sort), asc(products.id));
    },

    /** The product, its row locked until the transaction ends (two staff editing one price queue up). */
    async findForUpdate(id: number): Promise<PricedProductRow | null> {
      const [row] = await db
        .select(pricedProductColumns)
        .from(products)
        .leftJoin(styles, eq(styles.id, products.styleId))
        .leftJoin(encodings, eq(encodings.id, products.encodingId))
        .where(eq(products.id, id))
        .for('update', { of: products });
      return row ?? null;
    },

    async setPrice(id: number, priceAmount: number): Promise<void> {
      await db.update(products).set({ priceAmount }).where(eq(products.id, id));
    },
  };
}

export type AdminPriceRepository = ReturnType<typeof createAdminPriceRepository>;
