import { AuthorRef } from '../authors.ts';
import { builder } from '../builder.ts';
import { StoryRef } from '../stories.ts';
import { AuthorBioBlockRef, RelatedStoriesBlockRef, StoryLinkBlockRef } from './catalogue-block-types.ts';

// Kept apart from the block types: Story's own `blocks` field needs those types first, so the
// fields that answer stories and authors are added here, once both exist (no import cycle).

builder.objectFields(AuthorBioBlockRef, (t) => ({
  author: t.field({
    type: AuthorRef,
    nullable: true,
    resolve: (block, _args, context) => context.loaders.authorByUrl.load(block.author),
  }),
}));

builder.objectFields(StoryLinkBlockRef, (t) => ({
  story: t.field({
    type: StoryRef,
    nullable: true,
    description: 'Null while that story is not published.',
    resolve: (block, _args, context) => context.loaders.publishedStoryByUrl.load(block.story),
  }),
}));

builder.objectFields(RelatedStoriesBlockRef, (t) => ({
  stories: t.field({
    type: [StoryRef],
    description: 'The published ones of the stories chosen, in the editor’s order.',
    resolve: async (block, _args, context) =>
      (await context.loaders.publishedStoryByUrl.loadMany(block.stories)).flatMap((story) =>
        story && !(story instanceof Error) ? [story] : [],
      ),
  }),
}));
