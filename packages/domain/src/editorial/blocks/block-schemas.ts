import type { z } from 'zod';
import { CATALOGUE_BLOCK_SCHEMAS } from './catalogue-block-schemas.ts';
import { LAYOUT_BLOCK_SCHEMAS } from './layout-block-schemas.ts';
import { MEDIA_BLOCK_SCHEMAS } from './media-block-schemas.ts';
import { TEXT_BLOCK_SCHEMAS } from './text-block-schemas.ts';

/**
 * The schema of every block kind beyond the first six (paragraph, headline, image, pull quote, list,
 * person keep their own checks in editorial-blocks.ts). One schema checks a block when staff save it
 * and again when the API reads it, so what is stored and what is served never drift apart.
 */
export const BLOCK_SCHEMAS = {
  ...TEXT_BLOCK_SCHEMAS,
  ...MEDIA_BLOCK_SCHEMAS,
  ...LAYOUT_BLOCK_SCHEMAS,
  ...CATALOGUE_BLOCK_SCHEMAS,
};

export type SchemaBlockKind = keyof typeof BLOCK_SCHEMAS;
export const SCHEMA_BLOCK_KINDS = Object.keys(BLOCK_SCHEMAS) as SchemaBlockKind[];

/** The fields of a block of that kind, as stored (after trimming and defaults). */
export type SchemaBlockFields<Kind extends SchemaBlockKind> = z.output<(typeof BLOCK_SCHEMAS)[Kind]>;

/** A checked block with its kind, as the API serves it. */
export type SchemaBlock = {
  [Kind in SchemaBlockKind]: { kind: Kind } & SchemaBlockFields<Kind>;
}[SchemaBlockKind];

export const isSchemaBlockKind = (kind: string): kind is SchemaBlockKind =>
  Object.hasOwn(BLOCK_SCHEMAS, kind);

export type FieldErrors = Record<string, string>;

/**
 * Checks the fields of one block of a schema kind. Errors are keyed by the field's path
 * (`slides.1.image.alt`); the first message of each field is kept.
 */
export function checkSchemaBlock(
  kind: SchemaBlockKind,
  fields: unknown,
): { ok: true; fields: Record<string, unknown> } | { ok: false; errors: FieldErrors } {
  const result = BLOCK_SCHEMAS[kind].safeParse(fields);
  if (result.success) return { ok: true, fields: result.data as Record<string, unknown> };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!path) errors.fields ??= 'Write the fields as one JSON object.';
    else
      errors[path] ??=
        issue.code === 'invalid_type'
          ? `Give ${issueFieldName(path)} (missing or of the wrong type).`
          : issue.message;
  }
  return { ok: false, errors };
}

const issueFieldName = (path: string) => path.split('.').at(-1) ?? path;

/** A stored block of a schema kind as it is served, or null when it no longer passes its schema. */
export function readSchemaBlock(stored: { type: string; [field: string]: unknown }): SchemaBlock | null {
  if (!isSchemaBlockKind(stored.type)) return null;
  const { type, ...fields } = stored;
  const checked = checkSchemaBlock(stored.type, fields);
  return checked.ok ? ({ kind: type, ...checked.fields } as SchemaBlock) : null;
}

/** The words of a schema block a reader reads (for a story's reading time). */
export function schemaBlockTexts(block: { type: string; [field: string]: unknown }): string[] {
  const texts: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (PROSE_FIELDS.has(key)) texts.push(value);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
    } else if (value && typeof value === 'object') {
      for (const [field, inner] of Object.entries(value)) walk(inner, field);
    }
  };
  if (isSchemaBlockKind(block.type)) walk(block, 'block');
  return texts;
}

/** Fields whose text is read as the story's body (not labels, addresses or code). */
const PROSE_FIELDS = new Set([
  'text',
  'description',
  'definition',
  'notes',
  'columns',
  'transcript',
  'caption',
  'term',
]);
