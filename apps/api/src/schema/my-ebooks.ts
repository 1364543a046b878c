import type { MyEbookRow } from '../repositories/my-ebooks-repository.ts';
import { ownAccount } from '../services/accounts/own-account.ts';
import { readMyEbooks } from '../services/my-fonts/read-my-ebooks.ts';
import { builder } from './builder.ts';
import { ImageRef } from './image.ts';
import { pageOf } from './paging.ts';
import { UserRef } from './user.ts';

export const MyEbookRef = builder.objectRef<MyEbookRow>('MyEbook').implement({
  description:
    "An e-book the user bought. Its file comes with the order's download: createDownloadInfo(type: 'order', orderID) as the signed-in owner.",
  fields: (t) => ({
    id: t.id({ description: 'The order line.', resolve: (row) => row.itemId }),
    productID: t.id({ resolve: (row) => row.physicalProductId }),
    title: t.exposeString('title'),
    url: t.exposeString('url', { description: "The product's URL slug." }),
    cover: t.field({ type: ImageRef, nullable: true, resolve: (row) => row.coverImage }),
    fileName: t.exposeString('fileName', { description: 'The PDF’s name inside the download.' }),
    orderID: t.id({ resolve: (row) => row.orderId }),
    orderDate: t.string({ description: 'ISO date-time.', resolve: (row) => row.orderDate.toISOString() }),
  }),
});

export const MyEbookPageRef = pageOf('MyEbookPage', MyEbookRef);

builder.objectField(UserRef, 'myEbooks', (t) =>
  t.field({
    type: MyEbookPageRef,
    description: 'The e-books of the user’s paid orders, newest first. Code 1 for another account.',
    args: {
      page: t.arg.int({ description: 'From 1 (the default).' }),
      pageSize: t.arg.int({ description: '12 by default, at most 100.' }),
    },
    resolve: (user, args, context) =>
      readMyEbooks(ownAccount(user, context.user).id, args, context.repositories.myEbooks),
  }),
);
