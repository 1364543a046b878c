import { PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import type { AuthorRow } from '../repositories/author-repository.ts';
import { readAuthors } from '../services/authors/read-authors.ts';
import { readStories } from '../services/stories/read-stories.ts';
import { builder } from './builder.ts';
import { ImageRef } from './image.ts';
import { pageOf } from './paging.ts';
import { StoryPageRef, StoryRef, StoryTypeRef } from './stories.ts';

export const AuthorRef = builder.objectRef<AuthorRow>('Author').implement({
  description: 'Someone who writes or films stories.',
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    title: t.exposeString('title', { description: "The author's name." }),
    about: t.exposeString('about', { nullable: true }),
    website: t.exposeString('website', { nullable: true }),
    coverImage: t.field({ type: ImageRef, nullable: true, resolve: (author) => author.coverImage }),
    stories: t.field({
      type: StoryPageRef,
      description:
        "The author's published stories, newest first; by type for the sections of the author page (6 each by default).",
      args: {
        type: t.arg({ type: StoryTypeRef }),
        page: t.arg.int({ description: 'From 1; default 1.' }),
        pageSize: t.arg.int({ description: 'Default 6, at most 100.' }),
      },
      resolve: (author, args, context) =>
        readStories(context.repositories.stories, {
          type: args.type,
          page: args.page,
          pageSize: args.pageSize ?? PAGE_SIZE.authorSection,
          authorId: author.id,
        }),
    }),
  }),
});

builder.objectField(StoryRef, 'authors', (t) =>
  t.field({ type: [AuthorRef], description: 'In credit order.', resolve: (story) => story.authors }),
);

export const AuthorPageRef = pageOf('AuthorPage', AuthorRef);

builder.queryField('readAuthors', (t) =>
  t.field({
    type: AuthorPageRef,
    description:
      'Authors by name, 500 a page. category: only authors with a published story of that type. With url: that one author.',
    args: {
      url: t.arg.string(),
      category: t.arg({ type: StoryTypeRef }),
      page: t.arg.int({ description: 'From 1; default 1.' }),
      pageSize: t.arg.int({ description: 'Default 500, at most 500.' }),
    },
    resolve: (_root, args, context) => readAuthors(context.repositories.authors, args),
  }),
);
