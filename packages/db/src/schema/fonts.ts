import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { familyGroupType, fontFormat, textDirection } from './enums.ts';

// A script system a family is drawn for (Latin, Arabic, …); styles belong to one encoding.
export const encodings = pgTable('encodings', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  url: text('url').notNull().unique(),
  title: text('title').notNull(),
  direction: textDirection('direction').notNull().default('ltr'),
  scripts: text('scripts').array().notNull().default([]),
  sort: integer('sort').notNull().default(0),
});

// A stored font binary. storage_key is the key in the file store (content-addressed).
export const fontFiles = pgTable('font_files', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  storageKey: text('storage_key').notNull().unique(),
  format: fontFormat('format').notNull(),
  byteSize: integer('byte_size').notNull(),
  sha256: text('sha256').notNull().unique(),
  originalName: text('original_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const families = pgTable(
  'families',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    url: text('url').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary'),
    customTitleText: text('custom_title_text'),
    // Default encoding of the family; the others are in family_encodings.
    encodingId: integer('encoding_id').references(() => encodings.id),
    preRelease: boolean('pre_release').notNull().default(false),
    plannedReleaseDate: date('planned_release_date'),
    flavor: text('flavor'),
    specimenPdfLink: text('specimen_pdf_link'),
    credits: text('credits'),
    designInformation: text('design_information'),
    // sxHeight / unitsPerEm read from the regular style.
    xHeight: real('x_height'),
    openTypeFeatures: text('open_type_features').array().notNull().default([]),
    supportedScripts: text('supported_scripts').array().notNull().default([]),
    hasWeightCalculator: boolean('has_weight_calculator').notNull().default(false),
    isIconFamily: boolean('is_icon_family').notNull().default(false),
    // Editorial collections the category pages list besides the computed ones: 'smart', 'legibility'.
    categories: text('categories').array().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    // Unpublished families are on no public page or read; staff publish them (docs/family-admin.md).
    published: boolean('published').notNull().default(true),
    fontLicenceName: text('font_licence_name'),
    fontLicenceText: text('font_licence_text'),
    // A Reserved Font Name (OFL): generated files (subsets, trials, instances) must be renamed.
    reservedFontName: text('reserved_font_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('families_sort_idx').on(t.sort, t.id), index('families_encoding_id_idx').on(t.encodingId)],
);

export const variableFonts = pgTable(
  'variable_fonts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    encodingId: integer('encoding_id').references(() => encodings.id),
    title: text('title').notNull(),
    uniqueName: text('unique_name').notNull().unique(),
    italic: boolean('italic').notNull().default(false),
    fontFileId: integer('font_file_id')
      .notNull()
      .references(() => fontFiles.id),
    glyphCount: integer('glyph_count').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('variable_fonts_family_id_idx').on(t.familyId)],
);

export const variableFontAxes = pgTable(
  'variable_font_axes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    variableFontId: integer('variable_font_id')
      .notNull()
      .references(() => variableFonts.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    label: text('label').notNull(),
    min: doublePrecision('min').notNull(),
    max: doublePrecision('max').notNull(),
    default: doublePrecision('default').notNull(),
    // Slider step for the UI: 1 for wght/opsz ranges, finer for short ranges.
    steps: doublePrecision('steps').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('variable_font_axes_font_tag_unique').on(t.variableFontId, t.tag)],
);

export const variableFontInstances = pgTable(
  'variable_font_instances',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    variableFontId: integer('variable_font_id')
      .notNull()
      .references(() => variableFonts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // { wght: 400, opsz: 14 }
    coordinates: jsonb('coordinates').$type<Record<string, number>>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('variable_font_instances_font_idx').on(t.variableFontId)],
);

export const styles = pgTable(
  'styles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    encodingId: integer('encoding_id')
      .notNull()
      .references(() => encodings.id),
    title: text('title').notNull(),
    weight: integer('weight').notNull().default(400),
    italic: boolean('italic').notNull().default(false),
    glyphCount: integer('glyph_count').notNull(),
    codePoints: integer('code_points').array().notNull().default([]),
    // Compact CSS unicode-range, e.g. 'U+0000-007F,U+00A0-00FF'.
    unicodeRanges: text('unicode_ranges').notNull().default(''),
    // Stands for the text on hot reads: a page of families reads it instead of kilobytes a style, and
    // loads the text only for characters it has not seen (apps/api family repository).
    unicodeRangesDigest: text('unicode_ranges_digest').notNull().generatedAlwaysAs(sql`md5(unicode_ranges)`),
    fontFileId: integer('font_file_id')
      .notNull()
      .references(() => fontFiles.id),
    // Set for a named instance of a variable font; location holds its axis coordinates.
    variableFontId: integer('variable_font_id').references((): AnyPgColumn => variableFonts.id, {
      onDelete: 'set null',
    }),
    location: jsonb('location').$type<Record<string, number>>(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('styles_family_id_idx').on(t.familyId, t.sort),
    index('styles_encoding_id_idx').on(t.encodingId),
  ],
);

export const familyEncodings = pgTable(
  'family_encodings',
  {
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    encodingId: integer('encoding_id')
      .notNull()
      .references(() => encodings.id),
    titleInEncoding: text('title_in_encoding'),
    defaultStyleId: integer('default_style_id').references((): AnyPgColumn => styles.id, {
      onDelete: 'set null',
    }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.familyId, t.encodingId] }),
    index('family_encodings_encoding_idx').on(t.encodingId),
  ],
);

export const familyGroups = pgTable('family_groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  type: familyGroupType('type').notNull(),
  title: text('title').notNull(),
  url: text('url').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

export const familyGroupMembers = pgTable(
  'family_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => familyGroups.id, { onDelete: 'cascade' }),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    // For OpticalSizes groups: the optical size range the member is drawn for.
    opticalSizeMin: real('optical_size_min'),
    opticalSizeMax: real('optical_size_max'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.familyId] }),
    index('family_group_members_family_idx').on(t.familyId),
  ],
);
