import type { StorySeriesNode } from '../services/stories/read-story-series.ts';
import { builder } from './builder.ts';
import { ImageRef } from './image.ts';
import { StoryRef } from './stories.ts';

export const StorySeriesRef = builder.objectRef<StorySeriesNode>('StorySeries').implement({
  description: 'Stories meant to be read in order; the story page says which part one is.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    url: t.exposeString('url'),
    stories: t.field({
      type: [StoryRef],
      description: 'Its published parts in order: part 1 first.',
      resolve: (series) => series.stories,
    }),
  }),
});

builder.objectFields(StoryRef, (t) => ({
  thumbnail: t.field({
    type: ImageRef,
    nullable: true,
    description: 'The small picture of listings and links to the story.',
    resolve: (story) => story.thumbnail,
  }),
  series: t.field({
    type: StorySeriesRef,
    nullable: true,
    description: 'The series the story is a part of, if any.',
    resolve: (story, _args, context) =>
      story.seriesId === null ? null : context.loaders.storySeriesById.load(story.seriesId),
  }),
  translations: t.field({
    type: [StoryRef],
    description:
      'The same story in other languages (each with its `language`), published ones only, by language code.',
    resolve: (story, _args, context) => context.loaders.translationsByStory.load(story),
  }),
}));
