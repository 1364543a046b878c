import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/** The figures staff see first: sales today and this month (UTC), and the work waiting. */
export async function readDashboard(
  _input: Record<string, never>,
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
  now = new Date(),
) {
  requireStaff(deps.staff, 'dashboard.read');
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const { dashboard } = deps.admin;
  const [salesToday, salesThisMonth, ordersToShip, failedDownloads, pendingSubmissions, rewardClaimsToShip] =
    await Promise.all([
      dashboard.salesSince(today),
      dashboard.salesSince(month),
      dashboard.countOrdersToShip(),
      dashboard.countFailedDownloads(),
      dashboard.countPendingSubmissions(),
      deps.admin.clubClaims.countWaiting(),
    ]);
  return {
    salesToday,
    salesThisMonth,
    ordersToShip,
    failedDownloads,
    pendingSubmissions,
    rewardClaimsToShip,
  };
}
