import { InputError } from '@foundry/errors';
import type { RewardClaimFilter } from '../../repositories/admin/admin-club-claim-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

const FILTERS = new Set(['WAITING', 'SHIPPED']);
const MAX_PAGE_SIZE = 100;

/** Members' claims of shipped rewards: those waiting (oldest first), those sent, or both. */
export async function listRewardClaims(
  input: { status: string | null; page: number; pageSize: number },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
) {
  requireStaff(deps.staff, 'club.claims');
  if (input.status !== null && !FILTERS.has(input.status)) {
    throw new InputError({ status: 'WAITING, SHIPPED or empty for both.' });
  }
  const page = Math.max(1, Math.floor(input.page));
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(input.pageSize)));
  const { rows, total } = await deps.admin.clubClaims.list(input.status as RewardClaimFilter, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { nodes: rows, total, page, pageSize };
}
