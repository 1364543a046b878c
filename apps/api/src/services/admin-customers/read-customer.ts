import { STAFF_ERROR, StaffError } from '@foundry/errors';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/** How many moves of the club history the customer's page shows. */
export const CUSTOMER_CLUB_HISTORY_SIZE = 50;

/** One customer with their orders, fonts owned, web font projects and club points with history. */
export async function readCustomer(
  input: { id: number },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
  now: Date = new Date(),
) {
  requireStaff(deps.staff, 'customers.read');
  const { customers } = deps.admin;
  const customer = await customers.find(input.id);
  if (!customer) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such customer.');
  const [orders, fonts, webfontsProjects, clubBalance, clubHistory] = await Promise.all([
    customers.ordersOf(customer.id),
    customers.fontsOwnedBy(customer.id),
    customers.webfontsProjectsOf(customer.id),
    customers.clubBalance(customer.id, now),
    customers.clubHistory(customer.id, CUSTOMER_CLUB_HISTORY_SIZE),
  ]);
  return {
    customer,
    orders,
    fonts,
    webfontsProjects,
    clubBalance,
    clubHistory: clubHistory.slice(0, CUSTOMER_CLUB_HISTORY_SIZE),
  };
}
