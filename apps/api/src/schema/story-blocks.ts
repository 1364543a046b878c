import type { StoryBlockKind, StoryBlockNode } from '../services/stories/story-blocks.ts';
import { CATALOGUE_BLOCK_REFS } from './blocks/catalogue-block-types.ts';
import { LAYOUT_BLOCK_REFS } from './blocks/layout-block-types.ts';
import { MEDIA_BLOCK_REFS } from './blocks/media-block-types.ts';
import { TEXT_BLOCK_REFS } from './blocks/text-block-types.ts';
import { builder } from './builder.ts';
import { ImageRef } from './image.ts';

type BlockOf<Kind extends StoryBlockKind> = Extract<StoryBlockNode, { kind: Kind }>;

/** The kinds checked by their schema (docs/page-blocks.md), shared by stories, pages and newsletters. */
export const SCHEMA_BLOCK_REFS = [
  ...TEXT_BLOCK_REFS,
  ...MEDIA_BLOCK_REFS,
  ...LAYOUT_BLOCK_REFS,
  ...CATALOGUE_BLOCK_REFS,
] as const;

/** Each block kind is its own object type; `kind` tells them apart (and tells clients without fragments). */
function blockType<Kind extends StoryBlockKind>(name: string, kind: Kind, description: string) {
  return builder.objectRef<BlockOf<Kind>>(name).implement({
    description,
    isTypeOf: (block) => (block as StoryBlockNode).kind === kind,
    fields: (t) => ({
      kind: t.string({ resolve: () => kind }),
    }),
  });
}

export const StoryParagraphBlockRef = blockType(
  'StoryParagraphBlock',
  'paragraph',
  'A paragraph of plain text.',
);
builder.objectFields(StoryParagraphBlockRef, (t) => ({ text: t.exposeString('text') }));

export const StoryHeadlineBlockRef = blockType(
  'StoryHeadlineBlock',
  'headline',
  'A headline inside the story; level 2 to 4 (the story title is the page heading).',
);
builder.objectFields(StoryHeadlineBlockRef, (t) => ({
  text: t.exposeString('text'),
  level: t.exposeInt('level'),
}));

export const StoryImageBlockRef = blockType(
  'StoryImageBlock',
  'image',
  'A picture with an optional caption.',
);
builder.objectFields(StoryImageBlockRef, (t) => ({
  image: t.field({ type: ImageRef, resolve: (block) => block.image }),
  caption: t.exposeString('caption', { nullable: true }),
}));

export const StoryPullquoteBlockRef = blockType(
  'StoryPullquoteBlock',
  'pullquote',
  'A sentence of the story set large, with who said it when it is a quotation.',
);
builder.objectFields(StoryPullquoteBlockRef, (t) => ({
  text: t.exposeString('text'),
  attribution: t.exposeString('attribution', { nullable: true }),
}));

export const StoryListBlockRef = blockType('StoryListBlock', 'list', 'A bulleted or numbered list.');
builder.objectFields(StoryListBlockRef, (t) => ({
  ordered: t.exposeBoolean('ordered'),
  items: t.exposeStringList('items'),
}));

export const StoryBlockRef = builder.unionType('StoryBlock', {
  description: 'One block of a story body, in reading order.',
  types: [
    StoryParagraphBlockRef,
    StoryHeadlineBlockRef,
    StoryImageBlockRef,
    StoryPullquoteBlockRef,
    StoryListBlockRef,
    ...SCHEMA_BLOCK_REFS,
  ],
});
