import { PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import type { Page } from '@foundry/domain/paging/page';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import { toPage } from '@foundry/domain/paging/to-page';
import type { BooksGiveAwayRepository } from '../../repositories/books-give-away-repository.ts';
import { type BooksGiveAwayNode, booksGiveAwayNode } from './books-give-away-node.ts';

/** readBooksGiveAway(url): the active give-away of a page, or null. */
export async function readBooksGiveAway(
  giveAways: BooksGiveAwayRepository,
  url: string,
  now: Date = new Date(),
): Promise<BooksGiveAwayNode | null> {
  const row = await giveAways.findByUrl(url);
  return row ? booksGiveAwayNode(row, now) : null;
}

/** readBooksGiveAways: the active give-aways (the pages to build), 100 a page, soonest ending first. */
export async function readBooksGiveAways(
  giveAways: BooksGiveAwayRepository,
  args: { page?: number | null | undefined; pageSize?: number | null | undefined },
  now: Date = new Date(),
): Promise<Page<BooksGiveAwayNode>> {
  const paging = resolvePaging(args, {
    defaultPageSize: PAGE_SIZE.booksGiveAway,
    maxPageSize: PAGE_SIZE.booksGiveAway,
  });
  const rows = await giveAways.findMany(paging.offset, paging.limit);
  return toPage(
    rows.map((row) => booksGiveAwayNode(row, now)),
    paging,
  );
}
