import { InputError, STAFF_ERROR, StaffError } from '@foundry/errors';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { adjustClubPoints } from '../../repositories/club-points-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/** The largest adjustment staff give or take in one step. */
export const MAX_POINTS_ADJUSTMENT = 100_000;

/**
 * Gives (positive) or takes (negative) club points with a reason; the reason is the line the member
 * reads in their club history (kind `adjustment`), and the audit row names who did it.
 */
export async function adjustCustomerClubPoints(
  input: { userId: number; points: number; reason: string },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
  now: Date = new Date(),
) {
  const staff = requireStaff(deps.staff, 'customers.write');
  const reason = input.reason.trim();
  const fields: Record<string, string> = {};
  if (
    !Number.isInteger(input.points) ||
    input.points === 0 ||
    Math.abs(input.points) > MAX_POINTS_ADJUSTMENT
  ) {
    fields.points = `Give a whole number of points other than 0, at most ${MAX_POINTS_ADJUSTMENT} either way.`;
  }
  if (reason.length < 3 || reason.length > 200) fields.reason = 'Give a reason (3 to 200 characters).';
  if (Object.keys(fields).length > 0) throw new InputError(fields);
  if (!(await deps.admin.customers.find(input.userId)))
    throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such customer.');

  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const adjusted = await adjustClubPoints(
      tx,
      { userId: input.userId, points: input.points, kind: 'adjustment', description: reason },
      now,
    );
    if (!adjusted) {
      throw new StaffError(STAFF_ERROR.CONFLICT, 'The customer does not have that many points to take.');
    }
    return {
      result: adjusted.row,
      audit: {
        action: 'customer.club-points',
        entityType: 'customer',
        entityId: String(input.userId),
        before: { balance: adjusted.balanceBefore },
        after: { balance: adjusted.balanceBefore + input.points, points: input.points, reason },
      },
    };
  });
}
