import { AFFILIATE_PAYOUT_CURRENCY } from '@foundry/domain';
import { InputError, STAFF_ERROR, StaffError } from '@foundry/errors';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

const MAX_COMMISSIONS = 500;

/**
 * Records money sent to an affiliate: the payout is the sum of the unpaid commissions chosen, and
 * they become paid (docs/back-office.md, "Affiliate payouts"). One transaction with the commissions
 * locked: when two owners pay the same commission at once, the second finds it paid and is refused
 * whole, so no commission is paid twice and no payout is recorded for less than was chosen.
 */
export async function recordAffiliatePayout(
  input: { userId: number; commissionIds: readonly number[]; reference: string | null },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
  now: Date = new Date(),
) {
  const staff = requireStaff(deps.staff, 'affiliates.payouts');
  const ids = [...new Set(input.commissionIds)].sort((a, b) => a - b);
  if (
    ids.length === 0 ||
    ids.length > MAX_COMMISSIONS ||
    ids.some((id) => !Number.isSafeInteger(id) || id < 1)
  ) {
    throw new InputError({ commissionIds: 'Choose the unpaid commissions this payout settles.' });
  }
  const reference = input.reference?.trim() || null;
  if (reference && reference.length > 100) throw new InputError({ reference: 'At most 100 characters.' });
  const affiliates = deps.admin.affiliates;
  if (!Number.isSafeInteger(input.userId) || !(await affiliates.affiliate(input.userId))) {
    throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such affiliate.');
  }
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const locked = await affiliates.lockUnpaid(tx, input.userId, ids);
    if (locked.length !== ids.length) {
      throw new StaffError(
        STAFF_ERROR.CONFLICT,
        'Some of these commissions are paid already or are not this affiliate’s; read the list again.',
      );
    }
    if (locked.some((commission) => commission.currency !== AFFILIATE_PAYOUT_CURRENCY)) {
      throw new StaffError(STAFF_ERROR.CONFLICT, `Payouts are in ${AFFILIATE_PAYOUT_CURRENCY} only.`);
    }
    const amount = locked.reduce((sum, commission) => sum + commission.amount, 0);
    const payout = await affiliates.insertPayout(
      tx,
      {
        userId: input.userId,
        amount,
        currency: AFFILIATE_PAYOUT_CURRENCY,
        reference,
        staffId: staff.id,
        paidAt: now,
      },
      ids,
    );
    return {
      result: { ...payout, commissionsCount: ids.length },
      audit: {
        action: 'affiliate.payout',
        entityType: 'affiliate',
        entityId: String(input.userId),
        before: { unpaidCommissionIds: ids },
        after: { payoutId: payout.id, amount, currency: payout.currency, reference, commissionIds: ids },
      },
    };
  });
}
