import { type Page, toPage } from '@foundry/domain';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import type { OrderRecord } from '../../repositories/order-repository.ts';
import type { UserOrderRepository } from '../../repositories/user-order-repository.ts';

export const PRICE_CALCULATIONS_PAGE_SIZE = 20;
export const PRICE_CALCULATIONS_MAX_PAGE_SIZE = 100;

/**
 * User.priceCalculations: the user's own price calculations that are still open (neither paid nor
 * cancelled), newest first, paged ({ nodes, pageInfo }).
 */
export async function readPriceCalculations(
  userId: number,
  args: { page?: number | null | undefined; pageSize?: number | null | undefined },
  userOrders: UserOrderRepository,
): Promise<Page<OrderRecord>> {
  const paging = resolvePaging(args, {
    defaultPageSize: PRICE_CALCULATIONS_PAGE_SIZE,
    maxPageSize: PRICE_CALCULATIONS_MAX_PAGE_SIZE,
  });
  const rows = await userOrders.pageForUser(userId, {
    search: null,
    type: null,
    status: null,
    openPriceCalculations: true,
    offset: paging.offset,
    limit: paging.limit,
  });
  return toPage(rows, { page: paging.page, pageSize: paging.pageSize });
}
