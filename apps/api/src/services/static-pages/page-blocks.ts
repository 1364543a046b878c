import type { StoryBlock } from '@foundry/db';
import { type StoryBlockNode, toStoryBlocks } from '../stories/story-blocks.ts';

/** A member of the team: the one block static pages have that stories do not. */
export type PersonBlockNode = { kind: 'person'; name: string; role: string | null; about: string | null };

/**
 * The blocks of static pages and newsletter issues: the story blocks (paragraph, headline, image,
 * pull quote, list) read by the stories' own reader, plus person blocks. A block that cannot be shown
 * is left out, in its place; the others keep their order.
 */
export type PageBlockNode = StoryBlockNode | PersonBlockNode;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim().length > 0 ? value : null;

function toPersonBlock(block: StoryBlock): PersonBlockNode[] {
  const name = text(block.name);
  return name === null ? [] : [{ kind: 'person', name, role: text(block.role), about: text(block.about) }];
}

export function pageBlocksOf(blocks: readonly StoryBlock[] | null | undefined): PageBlockNode[] {
  return (blocks ?? []).flatMap((block): PageBlockNode[] =>
    block.type === 'person' ? toPersonBlock(block) : toStoryBlocks([block]),
  );
}
