import { type FontsInUseNode, readFontsInUse } from '../services/fonts-in-use/read-fonts-in-use.ts';
import type { FontsInUseFilters } from '../services/fonts-in-use/read-fonts-in-use-filters.ts';
import { readFontsInUseFilters } from '../services/fonts-in-use/read-fonts-in-use-filters.ts';
import { readFontsInUsePaths } from '../services/fonts-in-use/read-fonts-in-use-paths.ts';
import { builder } from './builder.ts';
import { EncodingRef } from './encoding.ts';
import { FamilyRef } from './family.ts';
import { ImageRef } from './image.ts';
import { pageOf } from './paging.ts';
import { PublicationStatusRef } from './publication-status.ts';

export const FontsInUseRef = builder.objectRef<FontsInUseNode>('FontsInUse').implement({
  description: 'A showcase of our families in use: a book, poster, site or sign.',
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    designer: t.exposeString('designer', { nullable: true }),
    designerUrl: t.exposeString('designerUrl', { nullable: true }),
    photoCredits: t.exposeString('photoCredits', { nullable: true }),
    year: t.exposeInt('year', { nullable: true }),
    status: t.field({
      type: PublicationStatusRef,
      description: 'PUBLISHED for every showcase a visitor sees.',
      resolve: (showcase) => showcase.status,
    }),
    category: t.exposeString('category', { nullable: true }),
    output: t.exposeString('output', { nullable: true }),
    country: t.exposeString('country', { nullable: true, description: 'ISO 3166-1 alpha-2.' }),
    languages: t.exposeStringList('languages', { description: 'Language codes, e.g. "de".' }),
    encoding: t.field({
      type: EncodingRef,
      nullable: true,
      resolve: (showcase, _args, context) =>
        showcase.encodingId === null ? null : context.loaders.encodingById.load(showcase.encodingId),
    }),
    families: t.field({ type: [FamilyRef], resolve: (showcase) => showcase.families }),
    images: t.field({ type: [ImageRef], resolve: (showcase) => showcase.images }),
  }),
});

export const FontsInUsePageRef = pageOf('FontsInUsePage', FontsInUseRef);

builder.queryField('readFontsInUse', (t) =>
  t.field({
    type: FontsInUsePageRef,
    description:
      'Published showcases, newest (highest id) first. With id or url: that one showcase (page size 1). Each filter matches any of its values; the filters combine.',
    args: {
      id: t.arg.id(),
      url: t.arg.string(),
      families: t.arg.idList({ description: 'Family ids.' }),
      categories: t.arg.stringList(),
      outputs: t.arg.stringList(),
      languages: t.arg.stringList({ description: 'Language codes.' }),
      countries: t.arg.stringList({ description: 'ISO 3166-1 alpha-2 codes.' }),
      page: t.arg.int({ description: 'From 1; default 1.' }),
      pageSize: t.arg.int({ description: 'Default 12; 1 for a detail read.' }),
    },
    resolve: (_root, args, context) => readFontsInUse(context.repositories.fontsInUse, args),
  }),
);

export const FontsInUseFiltersRef = builder.objectRef<FontsInUseFilters>('FontsInUseFilters').implement({
  description: 'The values the showcases can be filtered by, only those some published showcase has.',
  fields: (t) => ({
    families: t.field({
      type: [FamilyRef],
      description: 'By title.',
      resolve: (filters) => filters.families,
    }),
    categories: t.exposeStringList('categories'),
    outputs: t.exposeStringList('outputs'),
    languages: t.exposeStringList('languages', { description: 'Language codes.' }),
    countries: t.exposeStringList('countries', { description: 'ISO 3166-1 alpha-2 codes.' }),
  }),
});

builder.queryField('readFontsInUseFilters', (t) =>
  t.field({
    type: FontsInUseFiltersRef,
    resolve: (_root, _args, context) =>
      readFontsInUseFilters({
        showcases: context.repositories.fontsInUse,
        families: context.repositories.families,
      }),
  }),
);

export const FontsInUsePathRef = builder
  .objectRef<{ id: number; url: string }>('FontsInUsePath')
  .implement({ fields: (t) => ({ id: t.exposeID('id'), url: t.exposeString('url') }) });

builder.queryField('readFontsInUsePaths', (t) =>
  t.field({
    type: [FontsInUsePathRef],
    description: 'Every published showcase, newest first: the detail pages to build.',
    resolve: (_root, _args, context) => readFontsInUsePaths(context.repositories.fontsInUse),
  }),
);
