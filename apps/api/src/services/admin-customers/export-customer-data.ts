import { STAFF_ERROR, StaffError } from '@foundry/errors';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/**
 * Everything the shop holds about a customer as one JSON document (the answer to their request for
 * a copy). Handing out personal data is recorded like a write: the audit row says who exported it.
 */
export async function exportCustomerData(
  input: { userId: number },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
  now: Date = new Date(),
): Promise<{ fileName: string; json: string }> {
  const staff = requireStaff(deps.staff, 'customers.write');
  const data = await deps.admin.customerData.personalDataOf(input.userId);
  if (!data) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such customer.');
  const document = { exportedAt: now.toISOString(), customerId: input.userId, ...data };
  return auditedWrite(deps.admin.db, staff, async () => {
    return {
      result: {
        fileName: `customer-${input.userId}-${now.toISOString().slice(0, 10)}.json`,
        json: JSON.stringify(document, null, 2),
      },
      audit: {
        action: 'customer.export',
        entityType: 'customer',
        entityId: String(input.userId),
        before: null,
        after: { exported: true },
      },
    };
  });
}
