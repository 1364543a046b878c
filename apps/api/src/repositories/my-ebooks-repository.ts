import { type Db, ebookFiles, orderItems, orders, physicalProducts, type StoredImage } from '@foundry/db';
import { and, desc, eq, inArray } from '@foundry/db/orm';
import { PAID_ORDER_STATUSES } from '@foundry/domain';

/** An e-book line of one of the user's paid orders, with what the account page shows of it. */
export interface MyEbookRow {
  itemId: number;
  physicalProductId: number;
  title: string;
  url: string;
  coverImage: StoredImage | null;
  fileName: string;
  orderId: number;
  orderDate: Date;
}

/** The e-books a user has bought (digital products of paid orders). */
export function createMyEbooksRepository(db: Db) {
  return {
    /** Newest order first; `limit` rows from `offset`. One query. */
    async pageForUser(userId: number, offset: number, limit: number): Promise<MyEbookRow[]> {
      return db
        .select({
          itemId: orderItems.id,
          physicalProductId: physicalProducts.id,
          title: physicalProducts.title,
          url: physicalProducts.url,
          coverImage: physicalProducts.coverImage,
          fileName: ebookFiles.fileName,
          orderId: orders.id,
          orderDate: orders.createdAt,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(physicalProducts, eq(physicalProducts.id, orderItems.physicalProductId))
        .innerJoin(ebookFiles, eq(ebookFiles.physicalProductId, physicalProducts.id))
        .where(
          and(
            eq(orders.userId, userId),
            inArray(orders.status, [...PAID_ORDER_STATUSES]),
            eq(orderItems.kind, 'EBOOK_PRODUCT'),
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id), desc(orderItems.id))
        .offset(offset)
        .limit(limit);
    },
  };
}

export type MyEbooksRepository = ReturnType<typeof createMyEbooksRepository>;
