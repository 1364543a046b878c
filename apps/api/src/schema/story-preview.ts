import { readStoryPreview } from '../services/story-preview/read-story-preview.ts';
import { builder } from './builder.ts';
import { StoryRef } from './stories.ts';

// Not a public read (cache/public-reads.ts): a draft must never enter the shared response cache.
builder.queryField('readStoryPreview', (t) =>
  t.field({
    type: StoryRef,
    nullable: true,
    description:
      'The story a preview link names, draft or not, while the link is valid (a week); null for an expired or forged token.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      readStoryPreview(args.token, { config: context.config, stories: context.repositories.stories }),
  }),
);
