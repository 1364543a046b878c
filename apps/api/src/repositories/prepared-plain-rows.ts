import type { Db } from '@foundry/db';
import { Column, is, type Query, SQL } from '@foundry/db/orm';
import { preparedOnFirstUse } from './prepared-on-first-use.ts';

/**
 * Column types whose values both drivers (pg and PGlite) already hand over as Drizzle would map them:
 * integers and booleans as numbers and booleans, texts, enums and fixed-length texts as strings, JSON
 * as parsed values, text arrays as arrays. A date or timestamp is not among them: Drizzle reads those
 * as text and makes its own Date or string.
 */
const PLAIN_COLUMN_TYPES = new Set(['PgInteger', 'PgText', 'PgBoolean', 'PgJsonb', 'PgEnumColumn', 'PgChar']);

/** A selected field: a plain column, or an SQL expression, whose value Drizzle passes on as the driver gives it. */
export type PlainField = Column | SQL;

function isPlain(field: PlainField): boolean {
  if (is(field, SQL)) return true;
  if (!is(field, Column)) return false;
  if (field.columnType === 'PgArray') {
    const base = (field as Column & { baseColumn?: Column }).baseColumn;
    return base?.columnType === 'PgText';
  }
  return PLAIN_COLUMN_TYPES.has(field.columnType);
}

/** What a field's value is in a row. */
export type ValueOf<Field> =
  Field extends SQL<infer Value>
    ? Value
    : Field extends Column
      ? Field['_']['data'] | (Field['_']['notNull'] extends true ? never : null)
      : never;

/** The row a flat selection gives. */
export type RowOf<Fields extends Record<string, PlainField>> = {
  [Key in keyof Fields]: ValueOf<Fields[Key]>;
};

/** How a row maker treats a column whose value Drizzle decodes (a date, a timestamp, a real…). */
export interface RowOptions {
  /**
   * false (the default): refuse it when the maker is made. true: decode it with the column's own
   * `mapFromDriverValue`, a null staying null, as Drizzle's mapper does, without the mapper's class
   * checks on every value (only where the values are the driver's, not JSON's).
   */
  decodeColumns?: boolean;
}

/**
 * Makes a row of `fields` from the values in the selection's order; refuses, when made, any field whose
 * value Drizzle would decode (above) unless `decodeColumns`, so a row never holds a value Drizzle would
 * have changed. `name` says which statement in the error.
 */
export function rowByPosition<Fields extends Record<string, PlainField>>(
  name: string,
  fields: Fields,
  { decodeColumns = false }: RowOptions = {},
): (values: unknown[]) => RowOf<Fields> {
  const keys = Object.keys(fields);
  const decoded: { index: number; column: Column }[] = [];
  for (const [index, key] of keys.entries()) {
    const field = fields[key] as PlainField;
    if (isPlain(field)) continue;
    if (decodeColumns && is(field, Column)) {
      decoded.push({ index, column: field });
      continue;
    }
    const type = is(field, Column) ? field.columnType : typeof field;
    throw new Error(`${name}: ${key} (${type}) needs Drizzle's decoding`);
  }
  const toRow = objectLiteralOf(keys) as (values: unknown[]) => RowOf<Fields>;
  if (decoded.length === 0) return toRow;
  return (values) => {
    for (const { index, column } of decoded) {
      const value = values[index];
      if (value !== null) values[index] = column.mapFromDriverValue(value);
    }
    return toRow(values);
  };
}

/**
 * A function making `{ [keys[0]]: values[0], … }` as one object literal. Setting the keys one by one
 * in a loop cost about four times as much a row (one store site for every key, which V8 cannot
 * specialise); a literal is made from one template. The keys are a selection's field names, written
 * into the source as JSON strings, so no key can be read as code.
 */
function objectLiteralOf(keys: readonly string[]): (values: unknown[]) => Record<string, unknown> {
  const properties = keys.map((key, index) => `${JSON.stringify(key)}: values[${index}]`);
  return new Function('values', `return { ${properties.join(', ')} };`) as (
    values: unknown[],
  ) => Record<string, unknown>;
}

/**
 * A hot read's named statement (prepared once, as preparedOnFirstUse) whose rows are made by position,
 * without Drizzle's generic mapping: that mapping (a class check and a decoder call per value) was the
 * largest share of the API's own CPU on an uncached page of families (docs/performance.md). `fields`
 * is the flat selection the query selects, in the same order; every column must be plain (above), or
 * decoded by itself with `decodeColumns`, and an SQL expression is passed on as Drizzle passes it, so
 * the rows are what Drizzle would have made.
 */
export function preparedPlainRows<
  Fields extends Record<string, PlainField>,
  Params extends Record<string, unknown>,
>(
  db: Db,
  name: string,
  fields: Fields,
  query: () => { toSQL(): Query },
  options: RowOptions = {},
): (params: Params) => Promise<RowOf<Fields>[]> {
  type Row = RowOf<Fields>;
  const toRow = rowByPosition(name, fields, options);
  const statement = preparedOnFirstUse(() =>
    db._.session.prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>(
      query().toSQL(),
      undefined,
      name,
      true,
      (rows) => (rows as unknown[][]).map(toRow),
    ),
  );
  return (params) => statement().execute(params) as Promise<Row[]>;
}
