import type { PageBlockNode, PersonBlockNode } from '../services/static-pages/page-blocks.ts';
import { builder } from './builder.ts';
import {
  SCHEMA_BLOCK_REFS,
  StoryHeadlineBlockRef,
  StoryImageBlockRef,
  StoryListBlockRef,
  StoryParagraphBlockRef,
  StoryPullquoteBlockRef,
} from './story-blocks.ts';

export const PersonBlockRef = builder.objectRef<PersonBlockNode>('PersonBlock').implement({
  description: 'A member of the team (about and team pages).',
  isTypeOf: (block) => (block as PageBlockNode).kind === 'person',
  fields: (t) => ({
    kind: t.string({ resolve: () => 'person' }),
    name: t.exposeString('name'),
    role: t.exposeString('role', { nullable: true }),
    about: t.exposeString('about', { nullable: true }),
  }),
});

/**
 * The story blocks plus person blocks (docs/page-blocks.md). On static pages and in newsletter issues the text of
 * paragraphs and list items is inline Markdown: **bold**, *italic*, `code` and [links](/path).
 */
export const PageBlockRef = builder.unionType('PageBlock', {
  description: 'One block of a static page or newsletter issue, in page order.',
  types: [
    StoryParagraphBlockRef,
    StoryHeadlineBlockRef,
    StoryImageBlockRef,
    StoryPullquoteBlockRef,
    StoryListBlockRef,
    PersonBlockRef,
    ...SCHEMA_BLOCK_REFS,
  ],
});
