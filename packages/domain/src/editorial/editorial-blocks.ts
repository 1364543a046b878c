import {
  checkSchemaBlock,
  isSchemaBlockKind,
  SCHEMA_BLOCK_KINDS,
  type SchemaBlockKind,
  schemaBlockTexts,
} from './blocks/block-schemas.ts';

/**
 * The blocks staff write stories, static pages and newsletter issues with (docs/editorial-admin.md).
 * The public site renders the same kinds (the API's `toStoryBlocks` and page blocks); this is the
 * one place that checks what the back office's block editor sends before it is stored.
 */
const FIRST_BLOCK_KINDS = ['paragraph', 'headline', 'image', 'pullquote', 'list', 'person'] as const;
type FirstBlockKind = (typeof FIRST_BLOCK_KINDS)[number];
export type EditorialBlockKind = FirstBlockKind | SchemaBlockKind;
/** Every kind (docs/page-blocks.md): the first six, then those checked by their schema. */
export const EDITORIAL_BLOCK_KINDS: readonly EditorialBlockKind[] = [
  ...FIRST_BLOCK_KINDS,
  ...SCHEMA_BLOCK_KINDS,
];

/** Stories and newsletter issues have no person block: only static pages (the team page) render it. */
export const STORY_BLOCK_KINDS: readonly EditorialBlockKind[] = EDITORIAL_BLOCK_KINDS.filter(
  (kind) => kind !== 'person',
);
export const PAGE_BLOCK_KINDS: readonly EditorialBlockKind[] = EDITORIAL_BLOCK_KINDS;

export const MAX_BLOCKS = 200;
const MAX_TEXT = 20_000;
const MAX_SHORT = 300;
const MAX_LIST_ITEMS = 100;

/** A block as the editor sends it: the kind and the fields of that kind (others are ignored). */
export interface EditorialBlockInput {
  kind: string;
  text?: string | null;
  level?: number | null;
  caption?: string | null;
  attribution?: string | null;
  ordered?: boolean | null;
  items?: readonly string[] | null;
  image?: { key: string; width: number; height: number; alt: string } | null;
  name?: string | null;
  role?: string | null;
  about?: string | null;
  /** The fields of the schema kinds (all but the first six), as a JSON object in text. */
  fields?: string | null;
}

/** A block as the database keeps it (`type` names the kind). */
export type StoredEditorialBlock = { type: EditorialBlockKind; [field: string]: unknown };

type Checked = { blocks: StoredEditorialBlock[]; errors: Record<string, string> };

const trimmed = (value: string | null | undefined) => value?.trim() ?? '';
const optional = (value: string | null | undefined) => trimmed(value) || null;

/**
 * Checks the editor's blocks in order. Errors are keyed `blocks.{index}.{field}` so the editor can
 * show each under its field; the blocks come back trimmed, in the stored shape.
 */
export function checkEditorialBlocks(
  inputs: readonly EditorialBlockInput[],
  allowed: readonly EditorialBlockKind[],
): Checked {
  const errors: Record<string, string> = {};
  const blocks: StoredEditorialBlock[] = [];
  if (inputs.length > MAX_BLOCKS) {
    return { blocks, errors: { blocks: `At most ${MAX_BLOCKS} blocks.` } };
  }
  inputs.forEach((input, index) => {
    const at = (field: string, message: string) => {
      errors[`blocks.${index}.${field}`] = message;
    };
    const kind = input.kind as EditorialBlockKind;
    if (!allowed.includes(kind)) {
      const known = (EDITORIAL_BLOCK_KINDS as readonly string[]).includes(kind);
      at(
        'kind',
        `${known ? 'A block of kind' : 'Unknown block kind'} “${String(input.kind).slice(0, 40)}”${known ? ' does not belong here' : ''}. Choose one of: ${allowed.join(', ')}.`,
      );
      return;
    }
    if (isSchemaBlockKind(kind)) {
      const checked = checkSchemaBlock(kind, parseFields(input.fields));
      if (checked.ok) blocks.push({ type: kind, ...checked.fields });
      else for (const [field, message] of Object.entries(checked.errors)) at(field, message);
      return;
    }
    const text = trimmed(input.text);
    const needText = () => {
      if (!text) at('text', 'Write the text or remove the block.');
      else if (text.length > MAX_TEXT) at('text', `At most ${MAX_TEXT} characters.`);
    };
    switch (kind) {
      case 'paragraph':
        needText();
        blocks.push({ type: kind, text });
        return;
      case 'headline': {
        needText();
        const level = input.level ?? 2;
        if (!Number.isInteger(level) || level < 2 || level > 4)
          at('level', 'A headline is of level 2, 3 or 4.');
        blocks.push({ type: kind, text, level });
        return;
      }
      case 'pullquote':
        needText();
        blocks.push({ type: kind, text, attribution: optional(input.attribution) });
        return;
      case 'list': {
        const items = (input.items ?? []).map((item) => item.trim()).filter(Boolean);
        if (items.length === 0) at('items', 'Write at least one item, one per line.');
        else if (items.length > MAX_LIST_ITEMS) at('items', `At most ${MAX_LIST_ITEMS} items.`);
        blocks.push({ type: kind, ordered: input.ordered === true, items });
        return;
      }
      case 'image': {
        const image = input.image;
        const alt = trimmed(image?.alt);
        if (!image || !/^[\w./-]{1,300}$/.test(image.key) || image.key.includes('..')) {
          at('image', 'Give the stored image (its key, e.g. stories/cover.jpg).');
        } else if (!(image.width > 0 && image.height > 0)) {
          at('image', 'Give the image’s width and height in pixels.');
        }
        if (!alt) at('alt', 'Describe the image for those who cannot see it.');
        else if (alt.length > MAX_SHORT) at('alt', `At most ${MAX_SHORT} characters.`);
        blocks.push({
          type: kind,
          image: image ? { key: image.key, width: image.width, height: image.height, alt } : null,
          caption: optional(input.caption),
        });
        return;
      }
      case 'person': {
        const name = trimmed(input.name);
        if (!name) at('name', 'Give the person’s name.');
        blocks.push({ type: kind, name, role: trimmed(input.role), about: trimmed(input.about) });
        return;
      }
    }
  });
  return { blocks, errors };
}

/** The JSON text of a schema block's fields; what is not a JSON object fails its schema as `fields`. */
function parseFields(text: string | null | undefined): unknown {
  if (!text?.trim()) return {};
  if (text.length > MAX_FIELDS_JSON) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
const MAX_FIELDS_JSON = 200_000;

/** Words a reader reads in the blocks (the story's reading time comes from it). */
export function countBlockWords(blocks: readonly StoredEditorialBlock[]): number {
  const texts = blocks.flatMap((block) => {
    if (block.type === 'list') return (block.items as string[]) ?? [];
    if (isSchemaBlockKind(block.type)) return schemaBlockTexts(block);
    return typeof block.text === 'string' ? [block.text] : [];
  });
  return texts.reduce((sum, text) => sum + (text.match(/\S+/g)?.length ?? 0), 0);
}
