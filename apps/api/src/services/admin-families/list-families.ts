import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/** The catalogue's families for staff, unpublished ones included; by title or URL, and published state. */
export async function listFamilies(
  input: { search: string | null; published: boolean | null },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
) {
  requireStaff(deps.staff, 'catalogue.write');
  const search = input.search?.trim().slice(0, 100) || null;
  return deps.admin.families.list({ search, published: input.published });
}
