import { type Db, families, productChildren, products } from '@foundry/db';
import { alias, and, asc, eq, inArray, ne } from '@foundry/db/orm';
import type { FamilyRow } from './family-repository.ts';

/** A bundle of families sold as one product (docs/fonts.md). */
export type FamilyBundleKind = 'SUITE' | 'COLLECTION';

/**
 * The families sold in the same suites or collections as a family: the bundles are the products
 * that hold FAMILY products, so what the family page names is what such a bundle sells.
 */
export function createFamilyBundleRepository(db: Db) {
  return {
    /**
     * For each of `familyIds`, the other published families of every bundle of `kind` that holds
     * one of its FAMILY products, in the bundles' order and then their own; one statement for all.
     */
    async bundleMatesOf(
      familyIds: readonly number[],
      kind: FamilyBundleKind,
    ): Promise<(FamilyRow & { sourceId: number })[]> {
      if (familyIds.length === 0) return [];
      const ownLink = alias(productChildren, 'own_link');
      const own = alias(products, 'own');
      const bundle = alias(products, 'bundle');
      const mateLink = alias(productChildren, 'mate_link');
      const mate = alias(products, 'mate');
      const rows = await db
        .select({ sourceId: own.familyId, family: families })
        .from(ownLink)
        .innerJoin(own, and(eq(own.id, ownLink.childId), eq(own.kind, 'FAMILY')))
        .innerJoin(bundle, and(eq(bundle.id, ownLink.parentId), eq(bundle.kind, kind)))
        .innerJoin(mateLink, eq(mateLink.parentId, bundle.id))
        .innerJoin(
          mate,
          and(eq(mate.id, mateLink.childId), eq(mate.kind, 'FAMILY'), ne(mate.familyId, own.familyId)),
        )
        .innerJoin(families, and(eq(families.id, mate.familyId), eq(families.published, true)))
        .where(inArray(own.familyId, [...familyIds]))
        .orderBy(asc(bundle.sort), asc(bundle.id), asc(mateLink.sort), asc(families.id));
      // A family sold in two encodings, or in two bundles, is named once.
      const seen = new Set<string>();
      return rows.flatMap((row) => {
        const key = `${row.sourceId}:${row.family.id}`;
        if (row.sourceId === null || seen.has(key)) return [];
        seen.add(key);
        return [{ ...row.family, sourceId: row.sourceId }];
      });
    },
  };
}

export type FamilyBundleRepository = ReturnType<typeof createFamilyBundleRepository>;
