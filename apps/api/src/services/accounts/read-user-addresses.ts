import { PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import type { Page } from '@foundry/domain/paging/page';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import { toPage } from '@foundry/domain/paging/to-page';
import type { AddressRepository, AddressRow } from '../../repositories/address-repository.ts';

/**
 * User.addresses: a page of the user's own address book, the default first, then oldest first;
 * 100 a page by default and at most (docs/shop-contract.md).
 */
export async function readUserAddresses(
  userId: number,
  args: { page?: number | null; pageSize?: number | null },
  addresses: Pick<AddressRepository, 'pageForUser'>,
): Promise<Page<AddressRow>> {
  const paging = resolvePaging(args, {
    defaultPageSize: PAGE_SIZE.addressBook,
    maxPageSize: PAGE_SIZE.addressBook,
  });
  return toPage(await addresses.pageForUser(userId, paging.offset, paging.limit), paging);
}
