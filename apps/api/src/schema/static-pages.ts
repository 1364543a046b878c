import type { Page } from '@foundry/domain/paging/page';
import { STATIC_PAGE_KINDS } from '@foundry/domain/static-pages/static-page-kind';
import type { StaticPageRow } from '../repositories/static-page-repository.ts';
import { pageBlocksOf } from '../services/static-pages/page-blocks.ts';
import { readPressItems } from '../services/static-pages/read-press-items.ts';
import { readStaticPages } from '../services/static-pages/read-static-pages.ts';
import { builder } from './builder.ts';
import { PageBlockRef } from './page-blocks.ts';
import { PageInfoRef } from './paging.ts';
import { PressItemRef } from './press-items.ts';

export const StaticPageKindRef = builder.enumType('StaticPageKind', {
  values: STATIC_PAGE_KINDS,
});

/** One object type per kind (search results name GenericStaticPage), all sharing the page's fields. */
export const StaticPageRef = builder.interfaceRef<StaticPageRow>('StaticPage').implement({
  description: 'A page edited as blocks: about, terms, privacy, press, team…',
  resolveType: (page) => OBJECT_TYPE_OF_KIND[page.kind],
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url', { description: 'The path without its slash, e.g. "terms".' }),
    kind: t.field({ type: StaticPageKindRef, resolve: (page) => page.kind }),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    blocks: t.field({ type: [PageBlockRef], resolve: (page) => pageBlocksOf(page.blocks) }),
    updatedAt: t.string({
      description: 'ISO date-time of the last edit.',
      resolve: (page) => page.updatedAt.toISOString(),
    }),
  }),
});

const OBJECT_TYPE_OF_KIND = {
  about: 'AboutStaticPage',
  generic: 'GenericStaticPage',
  press: 'PressStaticPage',
  team: 'TeamStaticPage',
} as const satisfies Record<StaticPageRow['kind'], string>;

const pageOfKind = (kind: StaticPageRow['kind'], description: string) =>
  builder.objectRef<StaticPageRow>(OBJECT_TYPE_OF_KIND[kind]).implement({
    description,
    interfaces: [StaticPageRef],
    // No isTypeOf: the interface (and search's union) pick the type, and search answers a static
    // page of any kind as GenericStaticPage, the catalogue's one static-page result.
    fields: () => ({}),
  });

export const AboutStaticPageRef = pageOfKind('about', 'The about page: the foundry and its work.');
export const GenericStaticPageRef = pageOfKind('generic', 'Terms, policies and other text pages.');
export const TeamStaticPageRef = pageOfKind('team', 'The people of the foundry (person blocks).');

export const PressStaticPageRef = builder.objectRef<StaticPageRow>('PressStaticPage').implement({
  description: 'The press page: its blocks and the press items.',
  interfaces: [StaticPageRef],
  isTypeOf: (page) => (page as StaticPageRow).kind === 'press',
  fields: (t) => ({
    pressItems: t.field({
      type: [PressItemRef],
      description: 'Newest year first; filtered by category and by a language code (languageID).',
      args: { category: t.arg.string(), languageID: t.arg.id() },
      resolve: async (_page, args, context) =>
        (await readPressItems(context.repositories.pressItems, { ...args, pageSize: PRESS_ITEMS_ON_PAGE }))
          .nodes,
    }),
  }),
});

/** The press page lists them all; the foundry has far fewer than this. */
const PRESS_ITEMS_ON_PAGE = 500;

// pageOf takes object types; this page's nodes are the interface.
export const StaticPagePageRef = builder.objectRef<Page<StaticPageRow>>('StaticPagePage').implement({
  fields: (t) => ({
    nodes: t.field({ type: [StaticPageRef], resolve: (page) => page.nodes }),
    pageInfo: t.field({ type: PageInfoRef, resolve: (page) => page.pageInfo }),
  }),
});

builder.queryField('readStaticPages', (t) =>
  t.field({
    type: StaticPagePageRef,
    description: 'Published static pages by url (one page) or ids, or all of them, by url.',
    args: {
      url: t.arg.string(),
      ids: t.arg.idList(),
      page: t.arg.int({ description: 'From 1; default 1.' }),
      pageSize: t.arg.int({ description: 'Default 12.' }),
    },
    resolve: (_root, args, context) => readStaticPages(context.repositories.staticPages, args),
  }),
);
