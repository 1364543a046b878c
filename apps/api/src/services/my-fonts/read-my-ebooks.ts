import { type Page, toPage } from '@foundry/domain';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import type { MyEbookRow, MyEbooksRepository } from '../../repositories/my-ebooks-repository.ts';

export const MY_EBOOKS_PAGE_SIZE = 12;
export const MY_EBOOKS_MAX_PAGE_SIZE = 100;

/**
 * User.myEbooks: the e-books of the user's paid orders, newest order first, paged. Each is
 * downloaded with its order's download (createDownloadInfo type 'order' for the signed-in owner).
 */
export async function readMyEbooks(
  userId: number,
  args: { page?: number | null | undefined; pageSize?: number | null | undefined },
  myEbooks: MyEbooksRepository,
): Promise<Page<MyEbookRow>> {
  const paging = resolvePaging(args, {
    defaultPageSize: MY_EBOOKS_PAGE_SIZE,
    maxPageSize: MY_EBOOKS_MAX_PAGE_SIZE,
  });
  const rows = await myEbooks.pageForUser(userId, paging.offset, paging.limit);
  return toPage(rows, paging);
}
