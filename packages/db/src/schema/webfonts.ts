import {
  boolean,
  char,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { generationStatus, webfontsProjectStatus, webfontsProjectType } from './enums.ts';
import { styles, variableFonts } from './fonts.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * A web font project: the fonts a customer uses on their domains. `regular` projects are served
 * as a hosted CSS kit (metered by page view, billed monthly within `budget`); `self_hosting`
 * projects are a downloadable kit. `licenseKey` is the public id in the CSS URL.
 */
export const webfontsProjects = pgTable(
  'webfonts_projects',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: webfontsProjectType('type').notNull(),
    status: webfontsProjectStatus('status').notNull().default('ACTIVE'),
    licenseKey: text('license_key').notNull().unique(),
    // Monthly spending cap in minor units; null: no cap.
    budget: integer('budget'),
    currency: char('currency', { length: 3 }).notNull().default('EUR'),
    generation: generationStatus('generation').notNull().default('Pending'),
    // Storage keys of the generated CSS and the self-hosting ZIP, once generated.
    cssKey: text('css_key'),
    downloadKey: text('download_key'),
    // The order that pays the current month, while it is unpaid.
    unpaidOrderId: integer('unpaid_order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webfonts_projects_user_idx').on(t.userId)],
);

/** The domains a regular project's CSS kit may be used on (matched against Origin/Referer). */
export const webfontsProjectDomains = pgTable(
  'webfonts_project_domains',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => webfontsProjects.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.domain] })],
);

/** Who receives the project's invoices (billing) or may edit it (editing); status INVITED or CONFIRMED. */
export const webfontsProjectEmails = pgTable(
  'webfonts_project_emails',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => webfontsProjects.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'billing' | 'editing'>().notNull(),
    email: text('email').notNull(),
    status: text('status').notNull().default('INVITED'),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.kind, t.email] })],
);

/** One font of a project: a static style or a variable font, with its CSS settings. */
export const webfontsProjectFonts = pgTable(
  'webfonts_project_fonts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => webfontsProjects.id, { onDelete: 'cascade' }),
    styleId: integer('style_id').references(() => styles.id, { onDelete: 'cascade' }),
    variableFontId: integer('variable_font_id').references(() => variableFonts.id, { onDelete: 'cascade' }),
    cssFamilyName: text('css_family_name').notNull(),
    fontWeight: text('font_weight').notNull().default('400'),
    fontStyle: text('font_style').notNull().default('normal'),
    fontDisplay: text('font_display').notNull().default('swap'),
    otfFeatures: text('otf_features').array().notNull().default([]),
    characterSets: text('character_sets').array().notNull().default([]),
    customChars: text('custom_chars').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('webfonts_project_fonts_project_idx').on(t.projectId)],
);

/** Page views of a regular project per month (the first day of the month), counted by the CSS route. */
export const webfontsPageViews = pgTable(
  'webfonts_page_views',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => webfontsProjects.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    pageViews: integer('page_views').notNull().default(0),
    // Set once the month has been billed.
    billed: boolean('billed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.month] }),
    // The page-view report reads every project's months of a range.
    index('webfonts_page_views_month_idx').on(t.month),
  ],
);

/**
 * The order that bills a project's month (only months that cost something have one): the link a
 * payment follows back to the project, to lift PAUSED_NOT_PAID. One per project and month.
 */
export const webfontsMonthBills = pgTable(
  'webfonts_month_bills',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => webfontsProjects.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.month] }),
    uniqueIndex('webfonts_month_bills_order_unique').on(t.orderId),
  ],
);
