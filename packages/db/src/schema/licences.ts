import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { fontProductKind } from './enums.ts';

// A licence type a font can be bought under (desktop, web, app, e-book, corporate, third-party).
export const licenses = pgTable('licenses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  kind: fontProductKind('kind').notNull(),
  description: text('description'),
  sort: integer('sort').notNull().default(0),
});

// A dimension of a licence (e.g. number of computers, monthly page views).
export const licenseOptions = pgTable(
  'license_options',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    licenseId: integer('license_id')
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull(),
    hide: boolean('hide').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('license_options_license_name_unique').on(t.licenseId, t.name)],
);

// One choice of an option. The price of a licence is the base price times the product of the chosen
// choices' factors (basis points: 10000 = ×1).
export const licenseOptionChoices = pgTable(
  'license_option_choices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    optionId: integer('option_id')
      .notNull()
      .references(() => licenseOptions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    value: text('value').notNull(),
    priceFactorBp: integer('price_factor_bp').notNull(),
    // For the third-party licence: how many third parties the choice covers.
    amount: integer('amount'),
    isDefault: boolean('is_default').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    unique('license_option_choices_option_value_unique').on(t.optionId, t.value),
    index('license_option_choices_option_idx').on(t.optionId, t.sort),
  ],
);
