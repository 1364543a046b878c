import { type Page, toPage } from '@foundry/domain';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { OrderRecord, OrderRow } from '../../repositories/order-repository.ts';
import type { UserOrderRepository } from '../../repositories/user-order-repository.ts';

export const USER_ORDERS_PAGE_SIZE = 20;
export const USER_ORDERS_MAX_PAGE_SIZE = 100;
const SEARCH_MAX_LENGTH = 100;

export interface UserOrdersArgs {
  search?: string | null | undefined;
  type?: OrderRow['type'] | null | undefined;
  status?: OrderRow['status'] | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}

/** User.orders: the user's own orders, newest first, filtered and paged ({ nodes, pageInfo }). */
export async function readUserOrders(
  userId: number,
  args: UserOrdersArgs,
  userOrders: UserOrderRepository,
): Promise<Page<OrderRecord>> {
  const paging = resolvePaging(args, {
    defaultPageSize: USER_ORDERS_PAGE_SIZE,
    maxPageSize: USER_ORDERS_MAX_PAGE_SIZE,
  });
  const search = args.search?.trim() || null;
  if (search !== null && search.length > SEARCH_MAX_LENGTH) {
    throw new AppError(ERROR_CODE.USER_INVALID, {
      fields: { search: `At most ${SEARCH_MAX_LENGTH} characters.` },
    });
  }
  const rows = await userOrders.pageForUser(userId, {
    search,
    type: args.type ?? null,
    status: args.status ?? null,
    offset: paging.offset,
    limit: paging.limit,
  });
  return toPage(rows, { page: paging.page, pageSize: paging.pageSize });
}
