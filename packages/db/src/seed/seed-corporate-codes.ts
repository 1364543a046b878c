import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { corporateAccessCodeProducts, corporateAccessCodes, families, products } from '../schema/index.ts';

/** The demo company's code: its staff buy Geist under the corporate licence. */
export const DEMO_CORPORATE_CODE = {
  code: 'ACME-2026',
  company: 'ACME Corporation',
  familyUrl: 'geist',
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validTo: new Date('2030-12-31T23:59:59Z'),
  maxUses: 100,
} as const;

/**
 * The demo corporate access code and the FAMILY products (one per encoding) it unlocks. Idempotent:
 * does nothing when the code is there, so it also reaches databases seeded before codes existed.
 */
export async function seedCorporateCodes(db: Db): Promise<void> {
  const demo = DEMO_CORPORATE_CODE;
  const existing = await db
    .select({ id: corporateAccessCodes.id })
    .from(corporateAccessCodes)
    .where(eq(corporateAccessCodes.code, demo.code))
    .limit(1);
  if (existing.length > 0) return;
  const familyProducts = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(families, eq(families.id, products.familyId))
    .where(and(eq(families.url, demo.familyUrl), eq(products.kind, 'FAMILY'), isNull(products.styleId)))
    .orderBy(products.sort, products.id);
  if (familyProducts.length === 0)
    throw new Error(`corporate code ${demo.code}: no FAMILY product of ${demo.familyUrl}`);
  const [row] = await db
    .insert(corporateAccessCodes)
    .values({
      code: demo.code,
      company: demo.company,
      validFrom: demo.validFrom,
      validTo: demo.validTo,
      maxUses: demo.maxUses,
    })
    .returning({ id: corporateAccessCodes.id });
  if (!row) throw new Error(`corporate code ${demo.code} was not inserted`);
  await db
    .insert(corporateAccessCodeProducts)
    .values(familyProducts.map((product, sort) => ({ codeId: row.id, productId: product.id, sort })));
}
