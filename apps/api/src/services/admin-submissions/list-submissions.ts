import { InputError } from '@foundry/errors';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

const STATUSES = ['PENDING', 'PUBLISHED', 'UNPUBLISHED'] as const;

/** Customers' fonts-in-use submissions, the pending ones by default. */
export async function listSubmissions(
  input: { status: string | null },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
) {
  requireStaff(deps.staff, 'editorial.read');
  const status = input.status ?? 'PENDING';
  if (!(STATUSES as readonly string[]).includes(status)) {
    throw new InputError({ status: 'The status is PENDING, PUBLISHED or UNPUBLISHED.' });
  }
  return deps.admin.submissions.list(status as (typeof STATUSES)[number]);
}
