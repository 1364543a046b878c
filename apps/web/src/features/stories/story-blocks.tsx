import Image from 'next/image';
import type { ReactNode } from 'react';
import { type SchemaBlockData, SchemaBlockView } from '../page-blocks/index.ts';
import { absoluteMediaUrl } from '../shop/index.ts';
import type { LoadedStory } from './load-stories.ts';

export type StoryBlock = LoadedStory['blocks'][number];

const BLOCK_IMAGE_SIZES = '(min-width: 960px) 48rem, 100vw';

/** One block of a story body as HTML; the other kinds are page-blocks' (docs/page-blocks.md). */
function StoryBlockView({ block, apiUrl }: { block: StoryBlock; apiUrl: string }): ReactNode {
  switch (block.__typename) {
    case 'StoryParagraphBlock':
      return <p className="story-block story-block--paragraph">{block.text}</p>;
    case 'StoryHeadlineBlock': {
      // The story title is the page's h1; the body's headlines nest under it.
      const Heading = (['h2', 'h3', 'h4'] as const)[Math.min(Math.max(block.level, 2), 4) - 2] ?? 'h2';
      return <Heading className="story-block story-block--headline">{block.text}</Heading>;
    }
    case 'StoryImageBlock':
      return (
        <figure className="story-block story-block--image">
          <Image
            src={absoluteMediaUrl(block.image.url, apiUrl)}
            alt={block.image.alt}
            width={block.image.width}
            height={block.image.height}
            sizes={BLOCK_IMAGE_SIZES}
          />
          {block.caption ? <figcaption>{block.caption}</figcaption> : null}
        </figure>
      );
    case 'StoryPullquoteBlock':
      return (
        <figure className="story-block story-block--pullquote">
          <blockquote>
            <p>{block.text}</p>
          </blockquote>
          {block.attribution ? <figcaption>{block.attribution}</figcaption> : null}
        </figure>
      );
    case 'StoryListBlock': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className="story-block story-block--list">
          {block.items.map((item, index) => (
            // Items are plain text and may repeat; their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>{item}</li>
          ))}
        </List>
      );
    }
    default:
      return <SchemaBlockView block={block as SchemaBlockData} apiUrl={apiUrl} />;
  }
}

/** A story's body: its blocks in reading order. */
export function StoryBlocks({ blocks, apiUrl }: { blocks: readonly StoryBlock[]; apiUrl: string }) {
  return (
    <div className="story-blocks">
      {blocks.map((block, index) => (
        // Blocks have no ids of their own; their order is fixed for a render.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <StoryBlockView key={index} block={block} apiUrl={apiUrl} />
      ))}
    </div>
  );
}
