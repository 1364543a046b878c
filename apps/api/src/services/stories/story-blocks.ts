import type { StoredImage, StoryBlock } from '@foundry/db';
import { readSchemaBlock, type SchemaBlock } from '@foundry/domain/editorial/blocks/block-schemas';

/**
 * The block kinds a story's body is made of (all but person; docs/page-blocks.md), as the API serves them. The database keeps blocks as
 * free JSON (`stories.blocks`); `toStoryBlocks` is the one place that reads that JSON, so a block the
 * editor saved half-filled or of a kind this API does not know is left out instead of failing the page.
 */
export type StoryBlockNode =
  | { kind: 'paragraph'; text: string }
  | { kind: 'headline'; text: string; level: number }
  | { kind: 'image'; image: StoredImage; caption: string | null }
  | { kind: 'pullquote'; text: string; attribution: string | null }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | SchemaBlock;

export type StoryBlockKind = StoryBlockNode['kind'];

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim().length > 0 ? value : null;

function isStoredImage(value: unknown): value is StoredImage {
  if (typeof value !== 'object' || value === null) return false;
  const image = value as Record<string, unknown>;
  return (
    typeof image.key === 'string' &&
    typeof image.width === 'number' &&
    typeof image.height === 'number' &&
    typeof image.alt === 'string'
  );
}

/** One stored block as a typed block, or null when it cannot be shown. */
function toStoryBlock(block: StoryBlock): StoryBlockNode | null {
  switch (block.type) {
    case 'paragraph': {
      const body = text(block.text);
      return body === null ? null : { kind: 'paragraph', text: body };
    }
    case 'headline': {
      const body = text(block.text);
      // Level 1 repeats the story's title, which the page already shows as its heading; the body's
      // headlines are levels 2 to 4.
      if (block.level === 1) return null;
      const level = typeof block.level === 'number' ? Math.min(4, Math.max(2, Math.round(block.level))) : 2;
      return body === null ? null : { kind: 'headline', text: body, level };
    }
    case 'image':
      return isStoredImage(block.image)
        ? { kind: 'image', image: block.image, caption: text(block.caption) }
        : null;
    case 'pullquote': {
      const body = text(block.text);
      return body === null ? null : { kind: 'pullquote', text: body, attribution: text(block.attribution) };
    }
    case 'list': {
      const items = Array.isArray(block.items) ? block.items.flatMap((item) => text(item) ?? []) : [];
      return items.length === 0 ? null : { kind: 'list', ordered: block.ordered === true, items };
    }
    default:
      // The other kinds are read by the schema they were saved with (docs/page-blocks.md).
      return readSchemaBlock(block);
  }
}

/** A story's stored blocks in order, typed; blocks that cannot be shown are dropped. */
export function toStoryBlocks(blocks: readonly StoryBlock[]): StoryBlockNode[] {
  return blocks.flatMap((block) => toStoryBlock(block) ?? []);
}
