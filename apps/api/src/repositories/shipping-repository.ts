import { type Db, shippingMethods } from '@foundry/db';
import { and, asc, eq, isNull, or, type SQL, sql } from '@foundry/db/orm';

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;

/** Methods that serve a country: those listing it and those serving everywhere (country_codes NULL). */
function servesCountry(countryCode: string): SQL | undefined {
  return or(isNull(shippingMethods.countryCodes), sql`${countryCode} = ANY(${shippingMethods.countryCodes})`);
}

export function createShippingRepository(db: Db) {
  return {
    /** Active methods in their display order; with a country only those that deliver there. */
    async findAvailable(countryCode: string | null): Promise<ShippingMethodRow[]> {
      return db
        .select()
        .from(shippingMethods)
        .where(and(eq(shippingMethods.active, true), countryCode ? servesCountry(countryCode) : undefined))
        .orderBy(asc(shippingMethods.sort), asc(shippingMethods.id));
    },
  };
}

export type ShippingRepository = ReturnType<typeof createShippingRepository>;
