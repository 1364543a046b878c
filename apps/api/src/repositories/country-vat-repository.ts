import { countries, type Db } from '@foundry/db';
import { inArray } from '@foundry/db/orm';

/** A country's VAT facts: EU membership, its VIES prefix and its rates (basis points). */
export interface CountryVatRow {
  code: string;
  isEuMember: boolean;
  vatCode: string | null;
  standardVatRateBp: number;
  reducedVatRateBp: number | null;
}

export function createCountryVatRepository(db: Db) {
  return {
    /** The VAT facts of the given ISO codes (unknown codes are left out), in one statement. */
    async findByCodes(codes: readonly string[]): Promise<CountryVatRow[]> {
      if (codes.length === 0) return [];
      return db
        .select({
          code: countries.code,
          isEuMember: countries.isEuMember,
          vatCode: countries.vatCode,
          standardVatRateBp: countries.standardVatRateBp,
          reducedVatRateBp: countries.reducedVatRateBp,
        })
        .from(countries)
        .where(inArray(countries.code, [...new Set(codes)]));
    },
  };
}

export type CountryVatRepository = ReturnType<typeof createCountryVatRepository>;
