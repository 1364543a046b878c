import type { BooksGiveAwayNode } from '../services/books-give-aways/books-give-away-node.ts';
import { readBooksGiveAway, readBooksGiveAways } from '../services/books-give-aways/read-books-give-aways.ts';
import { builder } from './builder.ts';
import { ImageRef } from './image.ts';
import { pageOf } from './paging.ts';

export const BooksGiveAwayRef = builder.objectRef<BooksGiveAwayNode>('BooksGiveAway').implement({
  description:
    'Free copies of a book for visitors who create an account through its page (createUser with booksGiveAwayID), one per account, while copies last.',
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    coverImage: t.field({ type: ImageRef, nullable: true, resolve: (giveAway) => giveAway.coverImage }),
    physicalProductID: t.id({
      nullable: true,
      description: 'The book given away (a PhysicalProduct, e.g. an e-book).',
      resolve: (giveAway) => giveAway.physicalProductId,
    }),
    quantity: t.exposeInt('quantity', { description: 'Copies given away in all.' }),
    remaining: t.exposeInt('remaining', { description: 'Copies not claimed yet.' }),
    open: t.exposeBoolean('open', { description: 'Running now with copies left: a sign-up can claim one.' }),
    startsAt: t.string({ resolve: (giveAway) => giveAway.startsAt.toISOString() }),
    endsAt: t.string({ resolve: (giveAway) => giveAway.endsAt.toISOString() }),
  }),
});

const BooksGiveAwayPageRef = pageOf('BooksGiveAwayPage', BooksGiveAwayRef);

builder.queryField('readBooksGiveAway', (t) =>
  t.field({
    type: BooksGiveAwayRef,
    nullable: true,
    description: 'The give-away of a page by its url; null when there is none (or it was withdrawn).',
    args: { url: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => readBooksGiveAway(context.repositories.booksGiveAways, args.url),
  }),
);

builder.queryField('readBooksGiveAways', (t) =>
  t.field({
    type: BooksGiveAwayPageRef,
    description: 'The give-aways with a page, soonest ending first (the pages to build).',
    args: {
      page: t.arg.int({ description: 'From 1 (the default).' }),
      pageSize: t.arg.int({ description: '100 by default, at most 100.' }),
    },
    resolve: (_root, args, context) => readBooksGiveAways(context.repositories.booksGiveAways, args),
  }),
);
