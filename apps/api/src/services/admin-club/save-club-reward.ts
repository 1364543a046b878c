import { notifyChange } from '@foundry/db';
import { InputError, STAFF_ERROR, StaffError } from '@foundry/errors';
import type { ClubRewardValues } from '../../repositories/admin/admin-club-reward-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

export interface ClubRewardInput {
  /** Null: a new reward. */
  id: number | null;
  kind: string;
  title: string;
  description: string | null;
  points: number;
  /** Null: unlimited. */
  stock: number | null;
  /** A voucher's value in minor units (EUR); null for a shipped reward. */
  voucherAmount: number | null;
  active: boolean;
  sort: number;
}

const MAX_POINTS = 1_000_000;
const MAX_STOCK = 1_000_000;
// A voucher from EUR 1 to EUR 1,000: a typo guard, vouchers are discount codes.
const VOUCHER_RANGE = [100, 100_000] as const;

const whole = (value: number | null, min: number, max: number) =>
  value !== null && Number.isSafeInteger(value) && value >= min && value <= max;

/** The checked values of a reward, or the fields to correct (docs/back-office.md, "Club and affiliates"). */
function valuesOf(input: ClubRewardInput): ClubRewardValues {
  const errors: Record<string, string> = {};
  const kind = input.kind === 'reward' || input.kind === 'voucher' ? input.kind : null;
  if (!kind) errors.kind = 'A reward (shipped) or a voucher (a discount code).';
  const title = input.title.trim();
  if (title.length < 2 || title.length > 200) errors.title = 'Give a title of 2 to 200 characters.';
  const description = input.description?.trim() || null;
  if (description && description.length > 2000) errors.description = 'At most 2,000 characters.';
  if (!whole(input.points, 1, MAX_POINTS)) errors.points = 'A whole number of points, at least 1.';
  if (input.stock !== null && !whole(input.stock, 0, MAX_STOCK)) {
    errors.stock = 'A whole number, 0 or more; empty for no limit.';
  }
  if (kind === 'voucher' && !whole(input.voucherAmount, ...VOUCHER_RANGE)) {
    errors.voucherAmount = 'A voucher is worth EUR 1 to EUR 1,000.';
  }
  if (!Number.isSafeInteger(input.sort) || Math.abs(input.sort) > 100_000) errors.sort = 'A whole number.';
  if (Object.keys(errors).length > 0 || !kind) throw new InputError(errors);
  return {
    kind,
    title,
    description,
    points: input.points,
    stock: input.stock,
    voucherAmount: kind === 'voucher' ? input.voucherAmount : null,
    status: input.active ? 'PUBLISHED' : 'UNPUBLISHED',
    sort: input.sort,
  };
}

/**
 * Creates or edits a reward or voucher of the club. Only active (PUBLISHED) ones are offered on the
 * club pages; the kind stays what it was created as, since claims of it were shipped or issued so.
 * Tells the change feed in the transaction, so the cached /club page is renewed when it commits.
 */
export async function saveClubReward(input: ClubRewardInput, deps: Pick<StaffDeps, 'admin' | 'staff'>) {
  const staff = requireStaff(deps.staff, 'club.write');
  const values = valuesOf(input);
  const rewards = deps.admin.clubRewards;
  const id = await auditedWrite(deps.admin.db, staff, async (tx) => {
    const before = input.id === null ? null : await rewards.lock(tx, input.id);
    if (input.id !== null && !before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such reward.');
    if (before && before.kind !== values.kind) {
      throw new InputError({ kind: 'The kind of a reward cannot change; add a new one instead.' });
    }
    const id = before ? before.id : await rewards.insert(tx, values);
    if (before) await rewards.update(tx, before.id, values);
    await notifyChange(tx, { topic: 'club', ids: [String(id)] });
    const snapshot = (row: ClubRewardValues) => ({
      title: row.title,
      points: row.points,
      stock: row.stock,
      voucherAmount: row.voucherAmount,
      status: row.status,
      sort: row.sort,
    });
    return {
      result: id,
      audit: {
        action: before ? 'club-reward.update' : 'club-reward.create',
        entityType: 'club-reward',
        entityId: String(id),
        before: before ? snapshot(before) : null,
        after: { kind: values.kind, ...snapshot(values) },
      },
    };
  });
  const saved = await rewards.find(id);
  if (!saved) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such reward.');
  return saved;
}
