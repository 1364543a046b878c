import { readingTimeMinutes } from '@foundry/domain/stories/reading-time';
import { RELATED_STORIES_LIMIT } from '@foundry/domain/stories/related-stories';
import { RESEARCH_CATEGORIES, STORY_TYPES, storyPath } from '@foundry/domain/stories/story-path';
import { STORY_THEMES } from '@foundry/domain/stories/story-theme';
import { RELATED_STORIES_COST } from '../security/query-cost.ts';
import { readStories, type StoryNode } from '../services/stories/read-stories.ts';
import { readStoriesLanguages, type StoryLanguage } from '../services/stories/read-stories-languages.ts';
import { toStoryBlocks } from '../services/stories/story-blocks.ts';
import { builder } from './builder.ts';
import { FamilyRef } from './family.ts';
import { ImageRef } from './image.ts';
import { pageOf } from './paging.ts';
import { StoryBlockRef } from './story-blocks.ts';

export const StoryTypeRef = builder.enumType('StoryType', {
  description: 'What kind of story; each kind has its own route (/articles, /blog, /movies, /research).',
  values: STORY_TYPES,
});

export const ResearchCategoryRef = builder.enumType('ResearchCategory', {
  values: RESEARCH_CATEGORIES,
});

export const StoryThemeRef = builder.enumType('StoryTheme', {
  description: 'Light text on a dark background, or the reverse.',
  values: STORY_THEMES,
});

export const StoryRef = builder.objectRef<StoryNode>('Story');

StoryRef.implement({
  description: 'An article, blog post, movie or research piece. Only published stories are served.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    type: t.field({ type: StoryTypeRef, resolve: (story) => story.type }),
    researchCategory: t.field({
      type: ResearchCategoryRef,
      nullable: true,
      resolve: (story) => story.researchCategory,
    }),
    date: t.exposeString('date', { description: 'Publication date, YYYY-MM-DD.' }),
    url: t.exposeString('url'),
    path: t.string({
      description: "The story's page: its type's route and its url, e.g. /blog/variable-fonts-in-motion.",
      resolve: (story) => storyPath(story),
    }),
    description: t.exposeString('description', { nullable: true }),
    coverImage: t.field({ type: ImageRef, nullable: true, resolve: (story) => story.coverImage }),
    wordsCount: t.exposeInt('wordsCount'),
    readingTime: t.int({
      description: 'Minutes to read, from the words count (0 for a story without words).',
      resolve: (story) => readingTimeMinutes(story.wordsCount),
    }),
    movieUrl: t.exposeString('movieUrl', { nullable: true }),
    movieDuration: t.int({
      nullable: true,
      description: "A movie's running time in seconds.",
      resolve: (story) => story.movieDurationSeconds,
    }),
    language: t.exposeString('language', { description: 'The language code the story is written in.' }),
    categories: t.exposeStringList('categories'),
    featured: t.exposeBoolean('featured'),
    blocks: t.field({ type: [StoryBlockRef], resolve: (story) => toStoryBlocks(story.blocks) }),
    theme: t.field({ type: StoryThemeRef, resolve: (story) => story.theme }),
    backgroundColor: t.exposeString('backgroundColor', { nullable: true, description: 'A CSS colour.' }),
    featuredFamilies: t.field({
      type: [FamilyRef],
      description: 'The families the story shows or talks about, in editorial order.',
      resolve: (story) => story.families,
    }),
    relatedStories: t.field({
      type: [StoryRef],
      description:
        'Up to three other stories sharing its categories or type, closest first. Stories of one level of a query are loaded together.',
      // A ranked lookup per story, not a column: it costs more than a plain field.
      complexity: { field: RELATED_STORIES_COST, multiplier: RELATED_STORIES_LIMIT },
      resolve: (story, _args, context) => context.loaders.relatedStoriesByStory.load(story),
    }),
  }),
});

export const StoryPageRef = pageOf('StoryPage', StoryRef);

builder.queryField('readStories', (t) =>
  t.field({
    type: StoryPageRef,
    description: 'Published stories, newest first. With url: that one story (page size 1).',
    args: {
      type: t.arg({ type: StoryTypeRef }),
      languages: t.arg.stringList({ description: 'Language codes; any of them.' }),
      researchCategory: t.arg({ type: ResearchCategoryRef }),
      url: t.arg.string(),
      page: t.arg.int({ description: 'From 1; default 1.' }),
      pageSize: t.arg.int({ description: 'Default 12, at most 100.' }),
    },
    resolve: (_root, args, context) => readStories(context.repositories.stories, args),
  }),
);

export const StoryLanguageRef = builder.objectRef<StoryLanguage>('StoryLanguage').implement({
  description: 'A language stories are written in, for the language filter of /stories.',
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.exposeString('name', { description: 'English name, e.g. "Czech".' }),
    storiesCount: t.exposeInt('storiesCount'),
  }),
});

builder.queryField('readStoriesLanguages', (t) =>
  t.field({
    type: [StoryLanguageRef],
    description: 'The languages of published stories, by English name.',
    resolve: (_root, _args, context) => readStoriesLanguages(context.repositories.stories),
  }),
);
