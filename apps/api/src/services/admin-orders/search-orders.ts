import { isOrderStatus, resolvePaging } from '@foundry/domain';
import { InputError } from '@foundry/errors';
import type { AdminOrderRow } from '../../repositories/admin/admin-order-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

export interface OrderSearchInput {
  statuses: string[];
  customer: string | null;
  country: string | null;
  /** ISO dates (YYYY-MM-DD), both inclusive. */
  from: string | null;
  to: string | null;
  page: number | null;
  pageSize: number | null;
  /** Ids as the API gives them; a malformed one is a field error. */
  familyId?: string | null;
  physicalProductId?: string | null;
}

function idOf(text: string | null | undefined, field: string): number | null {
  if (!text) return null;
  if (!/^\d{1,9}$/.test(text)) throw new InputError({ [field]: 'Choose a product from the list.' });
  return Number(text);
}

function dayOf(text: string | null, field: string, plusDays = 0): Date | null {
  if (!text) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(text))) {
    throw new InputError({ [field]: 'Give a date as YYYY-MM-DD.' });
  }
  return new Date(Date.parse(`${text}T00:00:00Z`) + plusDays * 86_400_000);
}

/** Orders of every customer, newest first, filtered by status, customer, country, dates and product. */
export async function searchOrders(
  input: OrderSearchInput,
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
): Promise<{ rows: AdminOrderRow[]; total: number; page: number; pageSize: number }> {
  requireStaff(deps.staff, 'orders.read');
  const unknown = input.statuses.filter((status) => !isOrderStatus(status));
  if (unknown.length > 0) throw new InputError({ statuses: `Unknown status ${unknown.join(', ')}.` });
  const country = input.country?.trim().toUpperCase() || null;
  if (country && !/^[A-Z]{2}$/.test(country))
    throw new InputError({ country: 'Give a two-letter country code.' });
  const paging = resolvePaging(
    { page: input.page, pageSize: input.pageSize },
    { defaultPageSize: 25, maxPageSize: 100 },
  );
  const { rows, total } = await deps.admin.orders.search(
    {
      statuses: input.statuses.filter(isOrderStatus),
      customer: input.customer?.trim().slice(0, 200) || null,
      country,
      from: dayOf(input.from, 'from'),
      to: dayOf(input.to, 'to', 1),
      familyId: idOf(input.familyId, 'familyId'),
      physicalProductId: idOf(input.physicalProductId, 'physicalProductId'),
    },
    { limit: paging.pageSize, offset: paging.offset },
  );
  return { rows, total, page: paging.page, pageSize: paging.pageSize };
}
