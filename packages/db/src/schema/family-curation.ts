import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { families } from './fonts.ts';

/**
 * Families staff chose to set beside a family (its pairings). While a family has none, the family
 * page pairs it by the contrast of flavors (docs/family-admin.md).
 */
export const familyPairings = pgTable(
  'family_pairings',
  {
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    pairedFamilyId: integer('paired_family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.familyId, t.pairedFamilyId] }),
    index('family_pairings_paired_idx').on(t.pairedFamilyId),
  ],
);

/** Families staff chose as related to a family; without any, related families are computed. */
export const familyRelations = pgTable(
  'family_relations',
  {
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    relatedFamilyId: integer('related_family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.familyId, t.relatedFamilyId] }),
    index('family_relations_related_idx').on(t.relatedFamilyId),
  ],
);
