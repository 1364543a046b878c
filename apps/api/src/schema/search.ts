import { SEARCH_CATEGORIES } from '@foundry/domain/search/search-category';
import { quickSearch } from '../services/search/quick-search.ts';
import { search } from '../services/search/search.ts';
import type { SearchEntity, SearchHit } from '../services/search/search-entities.ts';
import { AuthorRef } from './authors.ts';
import { builder } from './builder.ts';
import { FamilyRef } from './family.ts';
import { HelpItemRef } from './help-items.ts';
import { PageInfoRef } from './paging.ts';
import { PhysicalProductRef } from './physical-product.ts';
import { GenericStaticPageRef } from './static-pages.ts';
import { StoryRef } from './stories.ts';

// Results are the catalogue's own types (a client's `... on Family { title url }` works as on any
// page); what only search knows about a hit (its rank, its snippet) is on SearchHit beside it.

export const SearchCategoryRef = builder.enumType('SearchCategory', {
  description: 'Families are FONTS, physical products PRODUCTS, blog posts BLOG, other stories ARTICLES.',
  values: SEARCH_CATEGORIES,
});

const TYPE_OF_KIND = {
  Author: 'Author',
  Family: 'Family',
  GenericStaticPage: 'GenericStaticPage',
  HelpItem: 'HelpItem',
  PhysicalProduct: 'PhysicalProduct',
  Story: 'Story',
} as const satisfies Record<SearchEntity['searchKind'], string>;

export const SearchResultRef = builder.unionType('SearchResult', {
  description:
    'Author, Family, GenericStaticPage (a static page of any kind: its kind field tells which), HelpItem, PhysicalProduct or Story.',
  types: [AuthorRef, FamilyRef, GenericStaticPageRef, HelpItemRef, PhysicalProductRef, StoryRef],
  resolveType: (entity) => TYPE_OF_KIND[(entity as SearchEntity).searchKind],
});

export const SearchHitRef = builder.objectRef<SearchHit>('SearchHit').implement({
  description: 'One result with what search knows about it: its category, rank and a snippet.',
  fields: (t) => ({
    node: t.field({ type: SearchResultRef, resolve: (hit) => hit.node }),
    category: t.field({ type: SearchCategoryRef, resolve: (hit) => hit.row.category }),
    score: t.int({
      description: 'The rank of the hit: higher is better (docs/search.md).',
      resolve: (hit) => hit.row.score,
    }),
    snippet: t.string({
      nullable: true,
      description: 'A summary, or the start of the body, to show under the title.',
      resolve: (hit) => hit.row.description,
    }),
  }),
});

const QuickSearchGroupRef = builder
  .objectRef<Awaited<ReturnType<typeof quickSearch>>[number]>('QuickSearchGroup')
  .implement({
    description: "One category of the quick search: its best hits and how many there are ('View All').",
    fields: (t) => ({
      category: t.field({ type: SearchCategoryRef, resolve: (group) => group.category }),
      total: t.exposeInt('total'),
      nodes: t.field({ type: [SearchResultRef], resolve: (group) => group.hits.map((hit) => hit.node) }),
      hits: t.field({
        type: [SearchHitRef],
        description: 'The same results as nodes, in the same order, each with its rank and snippet.',
        resolve: (group) => group.hits,
      }),
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
      nodes: t.field({ type: [SearchResultRef], resolve: (page) => page.nodes.map((hit) => hit.node) }),
      hits: t.field({
        type: [SearchHitRef],
        description: 'The same results as nodes, in the same order, each with its rank and snippet.',
        resolve: (page) => page.nodes,
      }),
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
    resolve: (_root, args, context) => quickSearch(context.repositories, args.term),
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
    resolve: (_root, args, context) => search(context.repositories, args),
  }),
);
