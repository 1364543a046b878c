import type { PressItemRow } from '../repositories/press-item-repository.ts';
import { readPressItems } from '../services/static-pages/read-press-items.ts';
import { builder } from './builder.ts';
import { pageOf } from './paging.ts';

export const PressItemRef = builder.objectRef<PressItemRow>('PressItem').implement({
  description: 'An article, interview or review about the foundry, listed on the press page.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    author: t.exposeString('author', { nullable: true }),
    year: t.exposeInt('year'),
    category: t.exposeString('category', { description: 'e.g. "article", "interview", "review".' }),
    publicationName: t.exposeString('publicationName', { nullable: true }),
    url: t.exposeString('url', { nullable: true, description: 'Where it can be read online.' }),
    downloadUrl: t.exposeString('downloadUrl', { nullable: true, description: 'A PDF of a printed piece.' }),
    languages: t.exposeStringList('languages', { description: 'Language codes, e.g. "de".' }),
  }),
});

export const PressItemPageRef = pageOf('PressItemPage', PressItemRef);

builder.queryField('readPressItems', (t) =>
  t.field({
    type: PressItemPageRef,
    description: 'Press items, newest year first. Both filters are optional and combine.',
    args: {
      category: t.arg.string(),
      languageID: t.arg.id({ description: 'A language code, e.g. "de": items in that language.' }),
      page: t.arg.int({ description: 'From 1; default 1.' }),
      pageSize: t.arg.int({ description: 'Default 100.' }),
    },
    resolve: (_root, args, context) => readPressItems(context.repositories.pressItems, args),
  }),
);
