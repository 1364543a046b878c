import { boolean, char, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

// Every ISO 3166-1 country. VAT rates are basis points (2100 = 21 %).
export const countries = pgTable('countries', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: char('code', { length: 2 }).notNull().unique(),
  title: text('title').notNull(),
  isEuMember: boolean('is_eu_member').notNull().default(false),
  // Whether a VAT id can be entered for the country (EU members).
  useVatId: boolean('use_vat_id').notNull().default(false),
  // The VAT prefix, which differs from the ISO code for Greece ('EL').
  vatCode: text('vat_code'),
  standardVatRateBp: integer('standard_vat_rate_bp').notNull().default(0),
  reducedVatRateBp: integer('reduced_vat_rate_bp'),
  // Whether addresses in this country must name a state (US, CA, AU, …).
  requiresState: boolean('requires_state').notNull().default(false),
});

export const countryStates = pgTable(
  'country_states',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    countryCode: char('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    code: text('code').notNull(),
    title: text('title').notNull(),
  },
  (t) => [unique('country_states_country_code_code_unique').on(t.countryCode, t.code)],
);
