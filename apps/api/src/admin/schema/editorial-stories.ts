import { STAFF_ERROR, StaffError } from '@foundry/errors';
import type { AdminAuthorRow, AdminStoryRow } from '../../repositories/admin/admin-story-repository.ts';
import { changeStoryStatus } from '../../services/admin-editorial/change-story-status.ts';
import { saveAuthor } from '../../services/admin-editorial/save-author.ts';
import { saveStory } from '../../services/admin-editorial/save-story.ts';
import { storyPreviewLink } from '../../services/admin-editorial/story-preview-link.ts';
import { requireStaff } from '../../services/staff/require-staff.ts';
import { adminBuilder } from '../builder.ts';
import { blockInputs, EditorialBlockInputRef, EditorialBlockRef } from './editorial-blocks.ts';

export const AdminStoryRef = adminBuilder.objectRef<AdminStoryRow>('AdminStory').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.exposeString('type'),
    researchCategory: t.exposeString('researchCategory', { nullable: true }),
    title: t.exposeString('title'),
    url: t.exposeString('url'),
    date: t.exposeString('date'),
    description: t.exposeString('description', { nullable: true }),
    language: t.exposeString('language'),
    status: t.exposeString('status', {
      description: 'PENDING (a draft), PUBLISHED, UNPUBLISHED or OFFLINE.',
    }),
    wordsCount: t.exposeInt('wordsCount'),
    authorIds: t.idList({ resolve: (story) => story.authorIds }),
    blocks: t.field({ type: [EditorialBlockRef], resolve: (story) => story.blocks }),
  }),
});

const AuthorRef = adminBuilder.objectRef<AdminAuthorRow>('AdminAuthor').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    title: t.exposeString('title'),
    about: t.exposeString('about', { nullable: true }),
    website: t.exposeString('website', { nullable: true }),
  }),
});

const PreviewLinkRef = adminBuilder
  .objectRef<{ url: string; expiresAt: Date }>('StoryPreviewLink')
  .implement({
    fields: (t) => ({
      url: t.exposeString('url'),
      expiresAt: t.string({ resolve: (link) => link.expiresAt.toISOString() }),
    }),
  });

const StoryInputRef = adminBuilder.inputType('StoryInput', {
  fields: (t) => ({
    type: t.string({ required: true, description: 'ARTICLE, BLOG, MOVIE or RESEARCH.' }),
    researchCategory: t.string({ description: 'COGNITIVE or REGIONAL; research only.' }),
    title: t.string({ required: true }),
    url: t.string({ required: true, description: 'The last part of its address: my-new-story.' }),
    date: t.string({ required: true, description: 'YYYY-MM-DD.' }),
    description: t.string(),
    language: t.string({ required: true }),
    authorIds: t.idList({ required: true }),
    blocks: t.field({ type: [EditorialBlockInputRef], required: true }),
  }),
});

adminBuilder.queryFields((t) => ({
  adminStories: t.field({
    type: [AdminStoryRef],
    description: 'Every story, newest first (at most 500).',
    resolve: (_root, _args, ctx) => {
      requireStaff(ctx.staff, 'editorial.read');
      return ctx.deps.admin.stories.list(500);
    },
  }),
  adminStory: t.field({
    type: AdminStoryRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireStaff(ctx.staff, 'editorial.read');
      const story = await ctx.deps.admin.stories.findById(Number(args.id) || 0);
      if (!story) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such story.');
      return story;
    },
  }),
  adminAuthors: t.field({
    type: [AuthorRef],
    resolve: (_root, _args, ctx) => {
      requireStaff(ctx.staff, 'editorial.read');
      return ctx.deps.admin.stories.listAuthors();
    },
  }),
  storyPreviewLink: t.field({
    type: PreviewLinkRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => storyPreviewLink({ id: Number(args.id) || 0 }, ctx.deps),
  }),
}));

adminBuilder.mutationFields((t) => ({
  saveStory: t.field({
    type: AdminStoryRef,
    description: 'Without id: a new draft. With id: saves that story, keeping its status.',
    args: { id: t.arg.id(), input: t.arg({ type: StoryInputRef, required: true }) },
    resolve: (_root, { id, input }, ctx) =>
      saveStory(
        {
          ...input,
          id: id ? Number(id) || 0 : null,
          researchCategory: input.researchCategory ?? null,
          description: input.description ?? null,
          authorIds: input.authorIds.map((authorId) => Number(authorId) || 0),
          blocks: blockInputs(input.blocks),
        },
        ctx.deps,
      ),
  }),
  publishStory: t.field({
    type: AdminStoryRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => changeStoryStatus({ id: Number(args.id) || 0, publish: true }, ctx.deps),
  }),
  unpublishStory: t.field({
    type: AdminStoryRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => changeStoryStatus({ id: Number(args.id) || 0, publish: false }, ctx.deps),
  }),
  saveAuthor: t.field({
    type: AuthorRef,
    args: {
      id: t.arg.id(),
      url: t.arg.string({ required: true }),
      title: t.arg.string({ required: true }),
      about: t.arg.string(),
      website: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      saveAuthor(
        {
          id: args.id ? Number(args.id) || 0 : null,
          url: args.url,
          title: args.title,
          about: args.about ?? null,
          website: args.website ?? null,
        },
        ctx.deps,
      ),
  }),
}));
