import { corporateAccessCodeProducts, corporateAccessCodes, type Db, products } from '@foundry/db';
import { and, asc, desc, eq, inArray } from '@foundry/db/orm';

export type AdminCorporateCodeRow = typeof corporateAccessCodes.$inferSelect & {
  products: { id: number; title: string }[];
};

export interface NewCorporateCode {
  code: string;
  company: string;
  validFrom: Date | null;
  validTo: Date | null;
  maxUses: number | null;
}

/** Corporate access codes for staff (docs/back-office.md, "Corporate codes"). */
export function createAdminCorporateCodeRepository(db: Db) {
  async function withProducts(
    codes: (typeof corporateAccessCodes.$inferSelect)[],
  ): Promise<AdminCorporateCodeRow[]> {
    if (codes.length === 0) return [];
    const links = await db
      .select({ codeId: corporateAccessCodeProducts.codeId, id: products.id, title: products.title })
      .from(corporateAccessCodeProducts)
      .innerJoin(products, eq(products.id, corporateAccessCodeProducts.productId))
      .where(
        inArray(
          corporateAccessCodeProducts.codeId,
          codes.map((code) => code.id),
        ),
      )
      .orderBy(asc(corporateAccessCodeProducts.sort), asc(products.id));
    return codes.map((code) => ({
      ...code,
      products: links.filter((link) => link.codeId === code.id).map(({ id, title }) => ({ id, title })),
    }));
  }

  return {
    /** Newest first. */
    async list(): Promise<AdminCorporateCodeRow[]> {
      const codes = await db
        .select()
        .from(corporateAccessCodes)
        .orderBy(desc(corporateAccessCodes.createdAt), desc(corporateAccessCodes.id));
      return withProducts(codes);
    },

    async findForUpdate(id: number): Promise<AdminCorporateCodeRow | null> {
      const [code] = await db
        .select()
        .from(corporateAccessCodes)
        .where(eq(corporateAccessCodes.id, id))
        .for('update');
      return code ? ((await withProducts([code]))[0] ?? null) : null;
    },

    async codeExists(code: string): Promise<boolean> {
      const [row] = await db
        .select({ id: corporateAccessCodes.id })
        .from(corporateAccessCodes)
        .where(eq(corporateAccessCodes.code, code));
      return row !== undefined;
    },

    /** The FONT and FAMILY products among these ids: the ones a code may unlock. */
    async unlockableProductIds(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, [...ids]), inArray(products.kind, ['FONT', 'FAMILY'])));
      return rows.map((row) => row.id);
    },

    async insert(code: NewCorporateCode, productIds: readonly number[]): Promise<AdminCorporateCodeRow> {
      const [row] = await db.insert(corporateAccessCodes).values(code).returning();
      if (!row) throw new Error('the corporate code was not stored');
      await db
        .insert(corporateAccessCodeProducts)
        .values(productIds.map((productId, sort) => ({ codeId: row.id, productId, sort })));
      return (await withProducts([row]))[0] as AdminCorporateCodeRow;
    },

    /** New terms and products of a code (its letters stay: buyers have them). */
    async update(id: number, terms: Omit<NewCorporateCode, 'code'>, productIds: readonly number[]) {
      await db.update(corporateAccessCodes).set(terms).where(eq(corporateAccessCodes.id, id));
      await db.delete(corporateAccessCodeProducts).where(eq(corporateAccessCodeProducts.codeId, id));
      await db
        .insert(corporateAccessCodeProducts)
        .values(productIds.map((productId, sort) => ({ codeId: id, productId, sort })));
      const [row] = await db.select().from(corporateAccessCodes).where(eq(corporateAccessCodes.id, id));
      if (!row) throw new Error('the corporate code vanished inside its transaction');
      return (await withProducts([row]))[0] as AdminCorporateCodeRow;
    },

    /** Ends the code's validity at `validTo`; orders already placed with it stay. */
    async endValidity(id: number, validTo: Date): Promise<void> {
      await db.update(corporateAccessCodes).set({ validTo }).where(eq(corporateAccessCodes.id, id));
    },
  };
}
