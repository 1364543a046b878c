import { STORY_THEMES } from '@foundry/domain/stories/story-theme';
import type { AdminStorySeriesRow } from '../../repositories/admin/admin-story-links-repository.ts';
import { saveStoryPresentation } from '../../services/admin-editorial/save-story-presentation.ts';
import { saveStorySeries } from '../../services/admin-editorial/save-story-series.ts';
import { requireStaff } from '../../services/staff/require-staff.ts';
import { adminBuilder } from '../builder.ts';
import { EditorialImageInput, EditorialImageRef } from './editorial-blocks.ts';
import { AdminStoryRef } from './editorial-stories.ts';

const AdminStorySeriesRef = adminBuilder.objectRef<AdminStorySeriesRow>('AdminStorySeries').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    url: t.exposeString('url'),
  }),
});

type FamilyChoice = { id: number; title: string; url: string; published: boolean };

const AdminFamilyChoiceRef = adminBuilder.objectRef<FamilyChoice>('AdminFamilyChoice').implement({
  description: 'A family a story may feature.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    url: t.exposeString('url'),
    published: t.exposeBoolean('published'),
  }),
});

adminBuilder.objectFields(AdminStoryRef, (t) => ({
  theme: t.exposeString('theme', { description: `${STORY_THEMES.join(' or ')}: the text of the page.` }),
  backgroundColor: t.exposeString('backgroundColor', { nullable: true }),
  thumbnail: t.field({ type: EditorialImageRef, nullable: true, resolve: (story) => story.thumbnail }),
  movieUrl: t.exposeString('movieUrl', { nullable: true }),
  movieDuration: t.int({
    nullable: true,
    description: 'Seconds.',
    resolve: (story) => story.movieDurationSeconds,
  }),
  seriesId: t.id({ nullable: true, resolve: (story) => story.seriesId }),
  seriesPosition: t.exposeInt('seriesPosition', { nullable: true }),
  translationOfId: t.id({ nullable: true, resolve: (story) => story.translationOfId }),
  featuredFamilyIds: t.idList({
    resolve: (story, _args, ctx) => ctx.deps.admin.storyLinks.featuredFamilyIdsOf(story.id),
  }),
}));

const StoryPresentationInputRef = adminBuilder.inputType('StoryPresentationInput', {
  fields: (t) => ({
    theme: t.string({ required: true, description: 'dark (light text) or light (dark text).' }),
    backgroundColor: t.string({ description: '#rgb or #rrggbb; empty for none.' }),
    thumbnail: t.field({ type: EditorialImageInput }),
    movieUrl: t.string({ description: 'https://… of the film.' }),
    movieDuration: t.int({ description: 'Running time in seconds.' }),
    seriesId: t.id(),
    seriesPosition: t.int({ description: 'The part’s number in its series, from 1.' }),
    translationOfId: t.id({ description: 'The story this one translates (its original).' }),
    featuredFamilyIds: t.idList({ required: true }),
  }),
});

const optionalId = (id: string | number | null | undefined) => (id ? Number(id) || 0 : null);

adminBuilder.queryFields((t) => ({
  adminStorySeries: t.field({
    type: [AdminStorySeriesRef],
    description: 'Every series of stories, by title.',
    resolve: (_root, _args, ctx) => {
      requireStaff(ctx.staff, 'editorial.read');
      return ctx.deps.admin.storyLinks.listSeries();
    },
  }),
  adminStoryFamilyChoices: t.field({
    type: [AdminFamilyChoiceRef],
    description: 'The families a story may feature, by title.',
    resolve: (_root, _args, ctx) => {
      requireStaff(ctx.staff, 'editorial.read');
      return ctx.deps.admin.storyLinks.familyChoices();
    },
  }),
}));

adminBuilder.mutationFields((t) => ({
  saveStoryPresentation: t.field({
    type: AdminStoryRef,
    description:
      'A saved story’s look and links: theme, colour, thumbnail, movie, series, translation, families.',
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: StoryPresentationInputRef, required: true }),
    },
    resolve: (_root, { id, input }, ctx) =>
      saveStoryPresentation(
        {
          id: Number(id) || 0,
          theme: input.theme,
          backgroundColor: input.backgroundColor ?? null,
          thumbnail: input.thumbnail ?? null,
          movieUrl: input.movieUrl ?? null,
          movieDurationSeconds: input.movieDuration ?? null,
          seriesId: optionalId(input.seriesId),
          seriesPosition: input.seriesPosition ?? null,
          translationOfId: optionalId(input.translationOfId),
          featuredFamilyIds: input.featuredFamilyIds.map((familyId) => Number(familyId) || 0),
        },
        ctx.deps,
      ),
  }),
  saveStorySeries: t.field({
    type: AdminStorySeriesRef,
    description: 'Without id: a new series. With id: renames that series.',
    args: { id: t.arg.id(), title: t.arg.string({ required: true }), url: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      saveStorySeries({ id: optionalId(args.id), title: args.title, url: args.url }, ctx.deps),
  }),
}));
