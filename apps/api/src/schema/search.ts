import { SEARCH_CATEGORIES, type SearchResultKind } from '@foundry/domain/search/search-category';
import { STORY_TYPES } from '@foundry/domain/stories/story-path';
import type { SearchHitRow } from '../repositories/search-repository.ts';
import { quickSearch } from '../services/search/quick-search.ts';
import { search } from '../services/search/search.ts';
import { builder } from './builder.ts';
import { PageInfoRef } from './paging.ts';

// Search answers with light types of its own (Search*), not the Story, Author, HelpItem… types of the
// pages: a hit needs only what a result list shows and links with, and it keeps search independent
// of how those pages' types grow. Each carries the id to read the full entity by.

export const SearchCategoryRef = builder.enumType('SearchCategory', {
  description: 'Families are FONTS, physical products PRODUCTS, blog posts BLOG, other stories ARTICLES.',
  values: SEARCH_CATEGORIES,
});

export const SearchStoryTypeRef = builder.enumType('SearchStoryType', {
  values: STORY_TYPES,
});

export const SearchHitRef = builder.interfaceRef<SearchHitRow>('SearchHit').implement({
  description: 'What every search result has.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    url: t.exposeString('url', { description: "The entity's url segment (not a whole path)." }),
    description: t.exposeString('description', {
      nullable: true,
      description: 'A summary, or the start of the body.',
    }),
    category: t.field({ type: SearchCategoryRef, resolve: (hit) => hit.category }),
    score: t.exposeInt('score', { description: 'The rank of the hit: higher is better (docs/search.md).' }),
  }),
});

function hitType(kind: SearchResultKind, name: string, description: string) {
  return builder.objectRef<SearchHitRow>(name).implement({
    description,
    interfaces: [SearchHitRef],
    isTypeOf: (hit) => (hit as SearchHitRow).kind === kind,
  });
}

const SearchFamilyRef = hitType('Family', 'SearchFamily', 'A font family found: /fonts/{url}.');
const SearchAuthorRef = hitType('Author', 'SearchAuthor', 'An author found.');
const SearchHelpItemRef = hitType('HelpItem', 'SearchHelpItem', 'A help item found.');
const SearchGenericStaticPageRef = hitType(
  'GenericStaticPage',
  'SearchGenericStaticPage',
  'A static page found (about, terms…): /{url}.',
);

const SearchPhysicalProductRef = builder.objectRef<SearchHitRow>('SearchPhysicalProduct').implement({
  description: 'A book, poster, t-shirt or tote found: /product/{url}.',
  interfaces: [SearchHitRef],
  isTypeOf: (hit) => (hit as SearchHitRow).kind === 'PhysicalProduct',
  fields: (t) => ({
    productType: t.string({ resolve: (hit) => hit.productType ?? '' }),
  }),
});

const SearchStoryRef = builder.objectRef<SearchHitRow>('SearchStory').implement({
  description: "A story found: the type's route (blog, articles, research, movies) then /{url}.",
  interfaces: [SearchHitRef],
  isTypeOf: (hit) => (hit as SearchHitRow).kind === 'Story',
  fields: (t) => ({
    type: t.field({
      type: SearchStoryTypeRef,
      resolve: (hit) => {
        if (!hit.storyType) throw new Error(`Story ${hit.id} has no type`);
        return hit.storyType;
      },
    }),
  }),
});

export const SearchResultRef = builder.unionType('SearchResult', {
  description: 'Author, Family, GenericStaticPage, HelpItem, PhysicalProduct or Story.',
  types: [
    SearchAuthorRef,
    SearchFamilyRef,
    SearchGenericStaticPageRef,
    SearchHelpItemRef,
    SearchPhysicalProductRef,
    SearchStoryRef,
  ],
  resolveType: (hit) => `Search${hit.kind === 'GenericStaticPage' ? 'GenericStaticPage' : hit.kind}`,
});

const QuickSearchGroupRef = builder
  .objectRef<Awaited<ReturnType<typeof quickSearch>>[number]>('QuickSearchGroup')
  .implement({
    description: "One category of the quick search: its best hits and how many there are ('View All').",
    fields: (t) => ({
      category: t.field({ type: SearchCategoryRef, resolve: (group) => group.category }),
      total: t.exposeInt('total'),
      nodes: t.field({ type: [SearchResultRef], resolve: (group) => group.nodes }),
    }),
  });

const SearchCategoryCountRef = builder
  .objectRef<{ category: (typeof SEARCH_CATEGORIES)[number]; total: number }>('SearchCategoryCount')
  .implement({
    fields: (t) => ({
      category: t.field({ type: SearchCategoryRef, resolve: (count) => count.category }),
      total: t.exposeInt('total'),
    }),
  });

const SearchResultPageRef = builder
  .objectRef<Awaited<ReturnType<typeof search>>>('SearchResultPage')
  .implement({
    fields: (t) => ({
      nodes: t.field({ type: [SearchResultRef], resolve: (page) => page.nodes }),
      pageInfo: t.field({ type: PageInfoRef, resolve: (page) => page.pageInfo }),
      total: t.exposeInt('total', { description: 'Hits in the asked categories, all pages.' }),
      counts: t.field({
        type: [SearchCategoryCountRef],
        description: 'Every category with its number of hits, zero included.',
        resolve: (page) => page.counts,
      }),
    }),
  });

const TERM_DESCRIPTION =
  'At least 3 characters (surrounding spaces not counted), at most 100; otherwise BAD_USER_INPUT on the field term.';

builder.queryField('quickSearch', (t) =>
  t.field({
    type: [QuickSearchGroupRef],
    description:
      'The header search: the best 4 hits of each category that has any, categories in the order FONTS, PRODUCTS, ARTICLES, BLOG, AUTHORS, HELP, OTHER. Published content only.',
    args: { term: t.arg.string({ required: true, description: TERM_DESCRIPTION }) },
    resolve: (_root, args, context) => quickSearch(context.repositories.search, args.term),
  }),
);

builder.queryField('search', (t) =>
  t.field({
    type: SearchResultPageRef,
    description:
      'The results page: hits best first (title exact, title start, a title word, title, all words in the title, all words anywhere), paged, with the count of every category.',
    args: {
      term: t.arg.string({ required: true, description: TERM_DESCRIPTION }),
      categories: t.arg({ type: [SearchCategoryRef], description: 'Only these categories; all when empty.' }),
      page: t.arg.int({ description: 'From 1; default 1.' }),
      pageSize: t.arg.int({ description: 'Default 12, at most 100.' }),
    },
    resolve: (_root, args, context) => search(context.repositories.search, args),
  }),
);
