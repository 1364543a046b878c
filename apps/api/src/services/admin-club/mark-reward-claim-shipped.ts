import { InputError, STAFF_ERROR, StaffError } from '@foundry/errors';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { rewardShippedMail } from '../mails/reward-shipped-mail.tsx';
import { sendMailSafely } from '../mails/send-mail.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

export interface MarkRewardClaimShippedInput {
  claimId: number;
  trackingNumber: string;
  carrier: string | null;
  /** The carrier's tracking page, shown to the member. */
  trackUrl: string | null;
}

/**
 * Marks a claimed reward (a shipped one, not a voucher) as sent, once, with its tracking number, as
 * orders are marked shipped (docs/back-office.md, "Club and affiliates"). The member is mailed after
 * the write is committed; a failed mail is logged and the shipment stays.
 */
export async function markRewardClaimShipped(
  input: MarkRewardClaimShippedInput,
  deps: Pick<StaffDeps, 'admin' | 'staff' | 'mailer' | 'logger'>,
  now: Date = new Date(),
) {
  const staff = requireStaff(deps.staff, 'club.claims');
  const trackingNumber = input.trackingNumber.trim();
  if (!/^[A-Za-z0-9 -]{4,40}$/.test(trackingNumber)) {
    throw new InputError({
      trackingNumber: 'Give the carrier’s tracking number (4 to 40 letters and digits).',
    });
  }
  const trackUrl = input.trackUrl?.trim() || null;
  if (trackUrl && !/^https:\/\/\S+$/.test(trackUrl)) {
    throw new InputError({ trackUrl: 'Give an https:// address.' });
  }
  const carrier = input.carrier?.trim().slice(0, 60) || null;
  const claims = deps.admin.clubClaims;
  if (!Number.isSafeInteger(input.claimId) || input.claimId < 1) {
    throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such reward claim.');
  }

  await auditedWrite(deps.admin.db, staff, async (tx) => {
    const claim = await claims.lock(tx, input.claimId);
    if (!claim) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such reward claim.');
    if (claim.kind !== 'reward') throw new StaffError(STAFF_ERROR.CONFLICT, 'A voucher is not shipped.');
    if (claim.status !== 'PENDING') {
      throw new StaffError(STAFF_ERROR.CONFLICT, 'This reward has already been shipped.');
    }
    await claims.markShipped(tx, {
      claimId: claim.id,
      trackingNumber,
      carrier,
      trackUrl,
      shippedAt: now,
      staffId: staff.id,
    });
    return {
      result: null,
      audit: {
        action: 'club-claim.ship',
        entityType: 'club-reward-claim',
        entityId: String(claim.id),
        before: { status: claim.status },
        after: { status: 'SHIPPED', trackingNumber, carrier, trackUrl },
      },
    };
  });

  const shipped = await claims.find(input.claimId);
  if (!shipped) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such reward claim.');
  await sendMailSafely(
    deps,
    () =>
      rewardShippedMail({
        to: shipped.customerEmail,
        rewardTitle: shipped.rewardTitle,
        trackingNumber,
        carrier,
        trackUrl,
      }),
    { mail: 'reward-shipped', claimId: shipped.id },
  );
  return shipped;
}
