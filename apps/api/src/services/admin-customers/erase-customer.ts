import { InputError, STAFF_ERROR, StaffError } from '@foundry/errors';
import { eraseCustomerData } from '../../repositories/admin/admin-customer-data-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { forgetStoredCards } from '../accounts/forget-stored-cards.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/**
 * Erases a customer's personal data on their request (docs/back-office.md, "Erasure"). Staff type
 * the customer's e-mail to confirm. Their sessions end with the account row, so they cannot sign in
 * again; the audit row keeps the customer's id and no personal data.
 */
export async function eraseCustomer(
  input: { userId: number; confirmEmail: string },
  deps: Pick<StaffDeps, 'admin' | 'staff' | 'payments' | 'logger'>,
): Promise<{ ordersKept: number }> {
  const staff = requireStaff(deps.staff, 'customers.write');
  const customer = await deps.admin.customers.find(input.userId);
  if (!customer) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such customer.');
  if (input.confirmEmail.trim().toLowerCase() !== customer.email.toLowerCase()) {
    throw new InputError({ confirmEmail: 'Type the customer’s e-mail address to confirm.' });
  }
  await forgetStoredCards(customer.id, {
    storedCards: deps.admin.storedCards,
    payments: deps.payments,
    logger: deps.logger,
  });
  const ordersKept = await auditedWrite(deps.admin.db, staff, async (tx) => {
    const kept = await eraseCustomerData(tx, customer);
    return {
      result: kept,
      audit: {
        action: 'customer.erase',
        entityType: 'customer',
        entityId: String(customer.id),
        before: { orders: customer.orderCount },
        after: { erased: true, ordersKept: kept },
      },
    };
  });
  deps.logger.info({ userId: customer.id, staffId: staff.id }, 'customer erased');
  return { ordersKept };
}
